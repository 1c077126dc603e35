import { describe, expect, it } from 'vitest';
import { salesAssignments } from './sales-names';

const none = { salesrepid: null, accountexecutiveid: null, accountrefid: null };
const people = [
  { id: 's1', name: 'Sam Sales' },
  { id: 's2', name: 'Sue Seller' },
];
const root = { id: 'root', name: 'Rita Root' };

describe('the Sales column names the people assigned to an agency', () => {
  it('shows nothing when no one is assigned', () => {
    expect(salesAssignments(none, people, root)).toEqual([]);
  });

  it('names each role from the sales list, in the order rep, account executive, referral', () => {
    expect(salesAssignments({ salesrepid: 's2', accountexecutiveid: 's1', accountrefid: 's2' }, people, root)).toEqual([
      { role: 'Sales Rep', name: 'Sue Seller' },
      { role: 'Account Executive', name: 'Sam Sales' },
      { role: 'Referral', name: 'Sue Seller' },
    ]);
  });

  it('a sales person, who may not read the sales list, sees their own name and only the role of others', () => {
    expect(salesAssignments({ ...none, salesrepid: 's2', accountexecutiveid: 's1' }, [], { id: 's1', name: 'Sam Sales' })).toEqual([
      { role: 'Sales Rep', name: null },
      { role: 'Account Executive', name: 'Sam Sales' },
    ]);
  });
});
