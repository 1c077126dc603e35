import { describe, expect, it } from 'vitest';
import { EMPTY_CHOICE_VALUE, filterOrSay } from './empty-choice';

describe('a select with no choice left says why, as an option that cannot be chosen', () => {
  const options = [
    { value: 'u1', label: 'Gina Globex' },
    { value: 'u2', label: 'Rita Root' },
  ];
  const filter = filterOrSay('No campaigns yet');

  it('filters by name as Mantine does', () => {
    expect(filter({ options, search: 'gina', limit: 100 })).toEqual([options[0]]);
    expect(filter({ options, search: '', limit: 1 })).toEqual([options[0]]);
  });

  it('offers the message, disabled, when nothing matches or there is nothing at all', () => {
    const said = [{ value: EMPTY_CHOICE_VALUE, label: 'No campaigns yet', disabled: true }];
    expect(filter({ options, search: 'nobody', limit: 100 })).toEqual(said);
    expect(filter({ options: [], search: '', limit: 100 })).toEqual(said);
  });
});
