import { describe, expect, it } from 'vitest';
import { searchKeyOf } from './lead.entity.js';
import { searchBeginnings } from './lead-search.js';

describe('what a lead is found by: its search keys', () => {
  it('are the words lower-cased, one space apart, the last name first', () => {
    expect(searchKeyOf('  Smithers ', 'Sam  Lee')).toBe('smithers sam lee');
    expect(searchKeyOf('Rita@Example.TEST')).toBe('rita@example.test');
    expect(searchKeyOf(undefined, undefined)).toBe('');
  });
});

describe('what a search text asks the indexes for', () => {
  it('one word: the beginning of an e-mail or of a last name', () => {
    expect(searchBeginnings(' Smi ')).toEqual({ email: ['smi'], name: ['smi'] });
  });

  it('a word with "@": the beginning of an e-mail only', () => {
    expect(searchBeginnings('Sam.1007@')).toEqual({ email: ['sam.1007@'], name: [] });
  });

  it('several words: a whole last name and a first name (or its beginning) in either order', () => {
    expect(searchBeginnings('Sa Smithers')).toEqual({ email: [], name: ['smithers sa', 'sa smithers'] });
    expect(searchBeginnings('mary ann lee')).toEqual({ email: [], name: ['lee mary ann', 'mary ann lee'] });
  });

  it('nothing typed asks for nothing', () => {
    expect(searchBeginnings('   ')).toEqual({ email: [], name: [] });
  });
});
