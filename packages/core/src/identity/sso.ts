import { recordAudit } from '../audit/record.js';
import { epochSeconds, systemClock, type Clock } from '../platform/clock.js';
import { newId } from '../platform/ids.js';
import { notFound, unauthenticated } from '../shared/errors.js';
import { getCompany } from '../tenancy/companies.js';
import { resolveDomain } from '../tenancy/domain-resolution.js';
import type { TokenResponse } from './auth.contract.js';
import { SSO_FAILED_MESSAGE } from './account.contract.js';
import { issueOpaqueToken, parseRefreshToken } from './refresh-token.js';
import { startSession } from './sessions.js';
import { maySignInOnDomain } from './signin-rule.js';
import { sameHash } from './two-factor/code-rule.js';
import { getUser } from './users.js';
import { ssoTokenEntity } from './sso.entity.js';

export const SSO_TTL_MS = 60 * 1000;

/**
 * Issues a hand-off token for one user of an agency's tree, for that agency's domain. Called on the
 * server side for an agency's backend (through its developer API credentials); never from a browser.
 */
export async function issueSsoToken(
  input: { rootId: string; agencyId: string; userId: string },
  clock: Clock = systemClock,
): Promise<{ token: string; expiresAt: string }> {
  const [agency, user] = await Promise.all([getCompany(input.rootId, input.agencyId), getUser(input.rootId, input.userId)]);
  if (!agency || agency.kind !== 'agency' || !user) throw notFound('User not found.');
  const userCompany = await getCompany(user.rootId, user.companyId);
  if (!userCompany || !maySignInOnDomain(user, userCompany, agency)) throw notFound('User not found.');
  const now = clock.now();
  const tokenId = newId();
  const { token, secretHash } = issueOpaqueToken(input.rootId, tokenId);
  const expires = new Date(now.getTime() + SSO_TTL_MS);
  await ssoTokenEntity.create({
      rootId: input.rootId,
      tokenId,
      secretHash,
      userId: user.userId,
      agencyId: agency.companyId,
      expiresAt: expires.toISOString(),
      ttl: epochSeconds(expires) + 3600,
    })
    .go();
  return { token, expiresAt: expires.toISOString() };
}

/**
 * POST /api/v1/developer/sso/validation: exchanges a hand-off token for a session on the agency
 * domain it was issued for. `replace_user` tells the web app to drop a different stored user first.
 */
export async function validateSso(
  input: { subdomain: string; token?: string | undefined; currentUserID?: string | undefined },
  ctx: { ip?: string | undefined },
  clock: Clock = systemClock,
): Promise<TokenResponse & { status: 'success'; message: 'Access Token Valid'; action?: 'replace_user' }> {
  const now = clock.now();
  const parsed = input.token ? parseRefreshToken(input.token) : undefined;
  if (!parsed) throw unauthenticated(SSO_FAILED_MESSAGE);
  const [record, domain] = await Promise.all([
    ssoTokenEntity.get({ rootId: parsed.rootId, tokenId: parsed.sessionId }).go(),
    resolveDomain(input.subdomain),
  ]);
  const t = record.data;
  if (!t || !sameHash(t.secretHash, parsed.secretHash) || t.usedAt || new Date(t.expiresAt).getTime() <= now.getTime()) {
    throw unauthenticated(SSO_FAILED_MESSAGE);
  }
  // Bound to the agency domain it was issued for: any other domain is refused.
  if (!domain || domain.companyId !== t.agencyId || domain.rootId !== t.rootId) throw unauthenticated(SSO_FAILED_MESSAGE);
  try {
    await ssoTokenEntity.patch({ rootId: t.rootId, tokenId: t.tokenId })
      .set({ usedAt: now.toISOString() })
      .where((a, op) => op.notExists(a.usedAt))
      .go();
  } catch {
    throw unauthenticated(SSO_FAILED_MESSAGE);
  }
  const user = await getUser(t.rootId, t.userId);
  if (!user || user.status !== 'active') throw unauthenticated(SSO_FAILED_MESSAGE);
  const tokens = await startSession(user, { ...(ctx.ip ? { ip: ctx.ip } : {}), clock });
  await recordAudit({ rootId: user.rootId, companyId: user.companyId, user, action: 'sso_login', description: `Signed in by single sign-on on ${input.subdomain}`, ip: ctx.ip }, clock);
  return {
    status: 'success',
    message: 'Access Token Valid',
    ...tokens,
    ...(input.currentUserID && input.currentUserID !== user.userId ? { action: 'replace_user' as const } : {}),
  };
}
