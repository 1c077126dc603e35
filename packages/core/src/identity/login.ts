import { unauthenticated } from '../shared/errors.js';
import { getCompany } from '../tenancy/companies.js';
import { resolveDomain } from '../tenancy/domain-resolution.js';
import { SIGN_IN_FAILED_MESSAGE, type LoginRequest, type TokenResponse } from './auth.contract.js';
import { verifyPassword } from './passwords.js';
import { startSession } from './sessions.js';
import { maySignInOnDomain } from './signin-rule.js';
import { findUserByEmail } from './users.js';

/**
 * Password sign-in on a domain. An unknown domain, an unknown user, a wrong password and a domain
 * the user does not belong to all fail alike: same message, and a password hash is checked in every
 * case so the time taken does not tell them apart.
 */
export async function login(input: LoginRequest, ctx: { ip?: string } = {}): Promise<TokenResponse> {
  const domainCompany = await resolveDomain(input.domainName);
  const user = domainCompany ? await findUserByEmail(domainCompany.rootId, input.username) : undefined;
  const passwordOk = await verifyPassword(user?.passwordHash, input.password);
  const userCompany = user ? await getCompany(user.rootId, user.companyId) : undefined;
  if (
    !passwordOk ||
    !user ||
    !domainCompany ||
    !userCompany ||
    user.status !== 'active' ||
    !maySignInOnDomain(user, userCompany, domainCompany)
  ) {
    throw unauthenticated(SIGN_IN_FAILED_MESSAGE);
  }
  return startSession(user, ctx.ip ? { ip: ctx.ip } : {});
}
