import { describe, expect, it } from 'vitest';
import type { Actor } from './actor.js';
import { mayAccessCompany, type CompanyNode } from './company-access.js';

const root: CompanyNode = { rootId: 'r', companyId: 'r', parentId: '-', kind: 'root' };
const acme: CompanyNode = { rootId: 'r', companyId: 'acme', parentId: 'r', kind: 'agency', accountExecutiveId: 'sales-1' };
const globex: CompanyNode = { rootId: 'r', companyId: 'globex', parentId: 'r', kind: 'agency' };
const bakery: CompanyNode = { rootId: 'r', companyId: 'bakery', parentId: 'acme', kind: 'client' };
const gclient: CompanyNode = { rootId: 'r', companyId: 'gclient', parentId: 'globex', kind: 'client' };
const foreign: CompanyNode = { rootId: 'r2', companyId: 'x', parentId: 'r2', kind: 'agency' };

const actor = (over: Partial<Actor>): Actor => ({
  userId: 'u',
  companyId: 'r',
  rootId: 'r',
  userType: 'userdownline',
  systemUser: false,
  sessionId: 's',
  ...over,
});

const rootUser = actor({ systemUser: true });
const sales = actor({ userId: 'sales-1', userType: 'sales' });
const acmeOwner = actor({ companyId: 'acme' });
const acmeAdmin = actor({ companyId: 'acme', userType: 'administrator' });
const client = actor({ companyId: 'bakery', userType: 'client' });

describe('the access chokepoint: may this actor act on that company?', () => {
  it.each([
    ['root system user → its own root', rootUser, root, undefined, true],
    ['root system user → any agency of its tree', rootUser, globex, undefined, true],
    ['root system user → a client of its tree', rootUser, bakery, acme, true],
    ['root system user → another platform', rootUser, foreign, undefined, false],
    ['agency owner → itself', acmeOwner, acme, undefined, true],
    ['agency owner → its client', acmeOwner, bakery, acme, true],
    ['agency owner → another agency', acmeOwner, globex, undefined, false],
    ["agency owner → another agency's client", acmeOwner, gclient, globex, false],
    ['agency owner → the root', acmeOwner, root, undefined, false],
    ['agency administrator → its client', acmeAdmin, bakery, acme, true],
    ['client → itself', client, bakery, acme, true],
    ['client → its agency', client, acme, undefined, false],
    ['client → another client', client, gclient, globex, false],
    ['sales → an agency assigned to them', sales, acme, undefined, true],
    ["sales → an assigned agency's client", sales, bakery, acme, true],
    ['sales → an agency not assigned to them', sales, globex, undefined, false],
    ["sales → a client whose parent was not given", sales, bakery, undefined, false],
    ["sales → a client of an agency not assigned", sales, gclient, globex, false],
  ] as const)('%s: %s', (_name, who, target, parent, expected) => {
    expect(mayAccessCompany(who, target, parent)).toBe(expected);
  });
});
