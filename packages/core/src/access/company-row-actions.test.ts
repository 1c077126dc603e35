import { describe, expect, it } from 'vitest';
import { companyRowActions, mayAddCompanyUnder, type RowTarget, type RowViewer } from './company-row-actions.js';

const viewer = (over: Partial<RowViewer>): RowViewer => ({ id: 'u', company_id: 'r', company_root_id: 'r', user_type: 'user', systemuser: 'F', ...over });
const root = viewer({ id: 'root-user', systemuser: 'T' });
const sales = viewer({ id: 'sales-1', user_type: 'sales' });
const acmeOwner = viewer({ id: 'alice', company_id: 'acme', user_type: 'userdownline' });
const acmeAdmin = viewer({ id: 'adam', company_id: 'acme', user_type: 'administrator' });
const globexOwner = viewer({ id: 'gina', company_id: 'globex', user_type: 'userdownline' });
const client = viewer({ id: 'bob', company_id: 'bakery', user_type: 'client' });

const row = (over: Partial<RowTarget>): RowTarget => ({ id: 'x', company_parent: 'r', user_type: 'userdownline', salesrepid: null, accountexecutiveid: null, accountrefid: null, ...over });
const acme = row({ id: 'acme', accountexecutiveid: 'sales-1' });
const bakery = row({ id: 'bakery', company_parent: 'acme', user_type: 'client' });

describe('the root operator on its own tree', () => {
  it('edits, deletes, assigns sales, switches billing and downloads the three agency agreements on an agency', () => {
    expect(companyRowActions(root, acme)).toEqual({
      edit: true,
      remove: true,
      setSales: true,
      billing: true,
      agreements: ['default_agency', 'minimum_spend', 'minimum_spend_v2'],
    });
  });

  it('edits and deletes a client under an agency, with the client agreement, but no billing or sales there', () => {
    expect(companyRowActions(root, bakery)).toEqual({ edit: true, remove: true, setSales: false, billing: false, agreements: ['default_client'] });
  });

  it('adds agencies under the root and clients under an agency', () => {
    expect(mayAddCompanyUnder(root, { id: 'r', kind: 'root' })).toBe(true);
    expect(mayAddCompanyUnder(root, { id: 'acme', kind: 'agency' })).toBe(true);
  });
});

describe('a sales person', () => {
  it('sees their agency but may not edit, delete, assign sales, bill or download agreements', () => {
    expect(companyRowActions(sales, acme)).toEqual({ edit: false, remove: false, setSales: false, billing: false, agreements: [] });
  });

  it('adds nothing', () => {
    expect(mayAddCompanyUnder(sales, { id: 'r', kind: 'root' })).toBe(false);
    expect(mayAddCompanyUnder(sales, { id: 'acme', kind: 'agency' })).toBe(false);
  });
});

describe('an agency’s staff', () => {
  it.each([
    ['owner', acmeOwner],
    ['administrator', acmeAdmin],
  ])('the %s manages the agency’s clients and downloads their agreement, without billing or sales', (_, who) => {
    expect(companyRowActions(who, bakery)).toEqual({ edit: true, remove: true, setSales: false, billing: false, agreements: ['default_client'] });
    expect(mayAddCompanyUnder(who, { id: 'acme', kind: 'agency' })).toBe(true);
  });

  it('another agency’s owner gets nothing on Acme’s client and may not add under Acme', () => {
    expect(companyRowActions(globexOwner, bakery)).toEqual({ edit: false, remove: false, setSales: false, billing: false, agreements: [] });
    expect(mayAddCompanyUnder(globexOwner, { id: 'acme', kind: 'agency' })).toBe(false);
  });

  it('adds no agencies under the root', () => {
    expect(mayAddCompanyUnder(acmeOwner, { id: 'r', kind: 'root' })).toBe(false);
  });
});

describe('a client', () => {
  it('manages nothing', () => {
    expect(companyRowActions(client, bakery)).toEqual({ edit: false, remove: false, setSales: false, billing: false, agreements: [] });
    expect(mayAddCompanyUnder(client, { id: 'bakery' as string, kind: 'agency' })).toBe(false);
  });
});

describe('a system user of the root company who is not its owner account', () => {
  it('a root user without the system flag may not add agencies or switch billing', () => {
    const staff = viewer({ id: 'staff' });
    expect(mayAddCompanyUnder(staff, { id: 'r', kind: 'root' })).toBe(false);
    expect(companyRowActions(staff, acme).billing).toBe(false);
  });
});
