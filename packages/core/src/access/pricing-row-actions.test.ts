import { describe, expect, it } from 'vitest';
import type { RowTarget, RowViewer } from './company-row-actions.js';
import { pricingRowActions } from './pricing-row-actions.js';

const viewer = (over: Partial<RowViewer>): RowViewer => ({ id: 'u', company_id: 'r', company_root_id: 'r', user_type: 'user', systemuser: 'F', ...over });
const root = viewer({ id: 'root-user', user_type: 'userdownline', systemuser: 'T' });
const sales = viewer({ id: 'sales-1', user_type: 'sales' });
const acmeOwner = viewer({ id: 'alice', company_id: 'acme', user_type: 'userdownline' });
const acmeAdmin = viewer({ id: 'adam', company_id: 'acme', user_type: 'administrator' });
const globexOwner = viewer({ id: 'gina', company_id: 'globex', user_type: 'userdownline' });
const client = viewer({ id: 'bob', company_id: 'bakery', user_type: 'client' });

const row = (over: Partial<RowTarget>): RowTarget => ({ id: 'x', company_parent: 'r', user_type: 'userdownline', salesrepid: null, accountexecutiveid: null, accountrefid: null, ...over });
const acme = row({ id: 'acme', accountexecutiveid: 'sales-1' });
const bakery = row({ id: 'bakery', company_parent: 'acme', user_type: 'client' });

describe('Set Cost for Agency, client prices and user logs on the list rows', () => {
  it('the root operator sets an agency’s costs and reads its logs, and may price the agency’s clients', () => {
    expect(pricingRowActions(root, acme)).toEqual({ costs: true, prices: false, logs: true });
    expect(pricingRowActions(root, bakery)).toEqual({ costs: false, prices: true, logs: false });
  });

  it('a sales person assigned to the agency gets none of them (the API answers 403)', () => {
    expect(pricingRowActions(sales, acme)).toEqual({ costs: false, prices: false, logs: false });
    expect(pricingRowActions(sales, bakery)).toEqual({ costs: false, prices: false, logs: false });
  });

  it.each([
    ['owner', acmeOwner],
    ['administrator', acmeAdmin],
  ])('the agency’s %s prices its clients', (_, who) => {
    expect(pricingRowActions(who, bakery)).toEqual({ costs: false, prices: true, logs: false });
  });

  it('another agency and a client get nothing', () => {
    expect(pricingRowActions(globexOwner, bakery)).toEqual({ costs: false, prices: false, logs: false });
    expect(pricingRowActions(client, bakery)).toEqual({ costs: false, prices: false, logs: false });
  });

  it('a root user without the system flag sets no costs', () => {
    expect(pricingRowActions(viewer({ id: 'staff' }), acme).costs).toBe(false);
  });
});
