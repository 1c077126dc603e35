import type { CompanyNode } from '../access/company-access.js';
import type { UserType } from './user.entity.js';

export interface SigningInUser {
  rootId: string;
  companyId: string;
  userType: UserType;
}

/**
 * Which domains a user may sign in on. A domain shows one tenant's brand, so:
 * - platform staff (users of the root company, sales) only on the platform's domain;
 * - an agency's staff on that agency's domains, or on the platform's;
 * - clients only on their own agency's domains, never under the platform's brand.
 */
export function maySignInOnDomain(
  user: SigningInUser,
  userCompany: CompanyNode,
  domainCompany: CompanyNode,
): boolean {
  if (user.rootId !== domainCompany.rootId || userCompany.companyId !== user.companyId) return false;
  const onPlatform = domainCompany.kind === 'root';
  if (user.userType === 'client') {
    return userCompany.kind === 'client' && !onPlatform && userCompany.parentId === domainCompany.companyId;
  }
  if (userCompany.kind === 'root') return onPlatform;
  if (userCompany.kind === 'agency') return onPlatform || domainCompany.companyId === userCompany.companyId;
  return false;
}
