import { describe, expect, it } from 'vitest';
import type { CompanyNode } from '../access/company-access.js';
import { maySignInOnDomain } from './signin-rule.js';
import type { UserType } from './user-types.js';

const root: CompanyNode = { rootId: 'r', companyId: 'r', parentId: '-', kind: 'root' };
const acme: CompanyNode = { rootId: 'r', companyId: 'acme', parentId: 'r', kind: 'agency' };
const globex: CompanyNode = { rootId: 'r', companyId: 'globex', parentId: 'r', kind: 'agency' };
const bakery: CompanyNode = { rootId: 'r', companyId: 'bakery', parentId: 'acme', kind: 'client' };
const otherRoot: CompanyNode = { rootId: 'r2', companyId: 'r2', parentId: '-', kind: 'root' };

const user = (company: CompanyNode, userType: UserType) => ({ rootId: company.rootId, companyId: company.companyId, userType });

describe('sign-in domain rule: a user signs in only on a domain of their tree', () => {
  it.each([
    ['platform staff on the platform domain', user(root, 'userdownline'), root, root, true],
    ['sales on the platform domain', user(root, 'sales'), root, root, true],
    ['platform staff on an agency domain', user(root, 'userdownline'), root, acme, false],
    ['sales on an agency domain', user(root, 'sales'), root, acme, false],
    ['agency owner on their agency domain', user(acme, 'userdownline'), acme, acme, true],
    ['agency staff on their agency domain', user(acme, 'user'), acme, acme, true],
    ['agency administrator on their agency domain', user(acme, 'administrator'), acme, acme, true],
    ['agency owner on the platform domain', user(acme, 'userdownline'), acme, root, true],
    ["agency owner on another agency's domain", user(acme, 'userdownline'), acme, globex, false],
    ["client on their agency's domain", user(bakery, 'client'), bakery, acme, true],
    ['client on the platform domain, never under the platform brand', user(bakery, 'client'), bakery, root, false],
    ["client on another agency's domain", user(bakery, 'client'), bakery, globex, false],
    ["anyone on another platform's domain", user(acme, 'userdownline'), acme, otherRoot, false],
  ] as const)('%s: %s', (_name, u, company, domain, expected) => {
    expect(maySignInOnDomain(u, company, domain)).toBe(expected);
  });

  it('refuses when the user record and its company disagree', () => {
    expect(maySignInOnDomain({ rootId: 'r', companyId: 'globex', userType: 'userdownline' }, acme, acme)).toBe(false);
  });
});
