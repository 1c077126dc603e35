import type { Actor } from '../access/actor.js';
import { epochSeconds, systemClock, type Clock } from '../platform/clock.js';
import { getConfig } from '../platform/config.js';
import { newId } from '../platform/ids.js';
import { unauthenticated } from '../shared/errors.js';
import { batchGet, memoKey, type Getter } from '../db/batch-get.js';
import { companyGetter } from '../tenancy/companies.js';
import type { Company } from '../tenancy/company.entity.js';
import { NO_PARENT } from '../tenancy/company.entity.js';
import { signAccessToken, verifyAccessTokenWithHints, type TokenHints } from './access-token.js';
import type { TokenResponse } from './auth.contract.js';
import { decideRefresh, issueRefreshToken, parseRefreshToken } from './refresh-token.js';
import type { Session } from './session.entity.js';
import type { User } from './user.entity.js';
import { userGetter } from './users.js';
import { createWriteTransaction } from 'electrodb';
import { refreshTokenEntity, sessionEntity } from './session.entity.js';

const actorOf = (user: User, sessionId: string, viewModeOriginUserId?: string): Actor => ({
  userId: user.userId,
  companyId: user.companyId,
  rootId: user.rootId,
  userType: user.userType,
  systemUser: user.systemUser ?? false,
  sessionId,
  ...(viewModeOriginUserId ? { viewModeOriginUserId } : {}),
});

/** The token's read hints: the user's company's parent (never changes) and the user's role now. */
const hintsOf = (user: User, parentCompanyId: string | undefined): TokenHints => ({ parentCompanyId, roleId: user.roleId });

const parentOf = (company: Company | undefined) => (company && company.parentId !== NO_PARENT ? company.parentId : undefined);

async function tokensFor(actor: Actor, refreshToken: string, now: Date, hints: TokenHints): Promise<TokenResponse> {
  const ttl = getConfig().ACCESS_TOKEN_TTL_SECONDS;
  return {
    access_token: await signAccessToken(actor, now, ttl, hints),
    refresh_token: refreshToken,
    expires_in: ttl,
    token_type: 'Bearer',
  };
}

/** Starts a session family for a user who has proven who they are. */
export async function startSession(
  user: User,
  opts: { ip?: string; viewModeOriginUserId?: string; clock?: Clock; company?: Company } = {},
): Promise<TokenResponse> {
  const now = (opts.clock ?? systemClock).now();
  const cfg = getConfig();
  const sessionId = newId();
  const expires = new Date(now.getTime() + cfg.REFRESH_TOKEN_TTL_SECONDS * 1000);
  const ttl = epochSeconds(expires) + 86400;
  const refresh = issueRefreshToken(user.rootId, sessionId);
  // A sign-in has just read the user's company to check the domain; others read it here.
  const [company] = opts.company ? [opts.company] : await batchGet([companyGetter(user.rootId, user.companyId)] as const);
  const companyParentId = parentOf(company);
  await createWriteTransaction({ session: sessionEntity, refreshToken: refreshTokenEntity }, ({ session, refreshToken }) => [
      session
        .create({
          rootId: user.rootId,
          sessionId,
          userId: user.userId,
          ...(opts.viewModeOriginUserId ? { viewModeOriginUserId: opts.viewModeOriginUserId } : {}),
          ...(opts.ip ? { ip: opts.ip } : {}),
          ...(companyParentId ? { companyParentId } : {}),
          createdAt: now.toISOString(),
          expiresAt: expires.toISOString(),
          ttl,
        })
        .commit(),
      refreshToken
        .create({ rootId: user.rootId, sessionId, tokenHash: refresh.secretHash, status: 'current', ttl })
        .commit(),
    ])
    .go();
  return tokensFor(actorOf(user, sessionId, opts.viewModeOriginUserId), refresh.token, now, hintsOf(user, companyParentId));
}

async function revokeSession(rootId: string, sessionId: string, reason: 'logout' | 'reuse' | 'password' | 'admin', now: Date) {
  await sessionEntity.patch({ rootId, sessionId })
    .set({ revokedAt: now.toISOString(), revokedReason: reason })
    .where((a, op) => op.notExists(a.revokedAt))
    .go()
    .catch(() => undefined); // already revoked (or gone): nothing left to end
}

/**
 * Exchanges a refresh token for new tokens. Each refresh token works once; a used one presented
 * again revokes the whole session family, so a stolen copy ends the thief's and the owner's session.
 */
export async function refreshSession(presented: string, clock: Clock = systemClock): Promise<TokenResponse> {
  const now = clock.now();
  const parsed = parseRefreshToken(presented);
  if (!parsed) throw unauthenticated();
  const { rootId, sessionId, secretHash } = parsed;
  const [tokenRes, sessionRes] = await Promise.all([
    refreshTokenEntity.get({ rootId, sessionId, tokenHash: secretHash }).go(),
    sessionEntity.get({ rootId, sessionId }).go(),
  ]);
  const session = sessionRes.data ?? undefined;
  const decision = decideRefresh(tokenRes.data ?? undefined, session, now);
  if (decision === 'invalid' || !session) throw unauthenticated();
  if (decision === 'reuse') {
    await revokeSession(rootId, sessionId, 'reuse', now);
    throw unauthenticated();
  }
  const [user] = await batchGet([userGetter(rootId, session.userId)] as const);
  if (!user || user.status !== 'active') throw unauthenticated();

  const next = issueRefreshToken(rootId, sessionId);
  try {
    const res = await createWriteTransaction({ refreshToken: refreshTokenEntity, session: sessionEntity }, ({ refreshToken, session: s }) => [
        refreshToken
          .patch({ rootId, sessionId, tokenHash: secretHash })
          .set({ status: 'used', usedAt: now.toISOString() })
          .where((a, op) => op.eq(a.status, 'current'))
          .commit(),
        refreshToken
          .create({ rootId, sessionId, tokenHash: next.secretHash, status: 'current', ttl: session.ttl })
          .commit(),
        s.check({ rootId, sessionId }).where((a, op) => op.notExists(a.revokedAt)).commit(),
      ])
      .go();
    if (res.canceled) throw new Error('rotation lost a race');
  } catch {
    // Another request used this token first: the same token twice is reuse.
    await revokeSession(rootId, sessionId, 'reuse', now);
    throw unauthenticated();
  }
  return tokensFor(actorOf(user, sessionId, session.viewModeOriginUserId), next.token, now, hintsOf(user, session.companyParentId));
}

export async function endSession(actor: Actor, clock: Clock = systemClock): Promise<void> {
  await revokeSession(actor.rootId, actor.sessionId, 'logout', clock.now());
}

export function sessionGetter(rootId: string, sessionId: string): Getter<Session> {
  const entity = sessionEntity;
  return {
    Key: memoKey('session', [rootId, sessionId], () => entity.get({ rootId, sessionId }).params<{ Key: Record<string, unknown> }>().Key),
    parse: (Item) => entity.parse({ Item }).data ?? undefined,
  };
}

/** A session that was ended (logout, password change, token theft) or belongs to someone else ends the token with it. */
function assertLive(session: Session | undefined, actor: Actor): void {
  if (!session || session.revokedAt || session.userId !== actor.userId) throw unauthenticated();
}

/**
 * A signed token's actor whose session has not been read yet. Only a service that reads the
 * session in its own first batch accepts one (and gets the checked {@link Actor} back from
 * {@link checkPendingSession}), so the session check costs no round trip of its own.
 */
export interface PendingActor {
  readonly pending: true;
  readonly claims: Actor;
  readonly hints: TokenHints;
}

/** Verifies the bearer token only; the caller must read the session with {@link pendingSessionGetter}. */
export async function verifyBearer(bearer: string | undefined, clock: Clock = systemClock): Promise<PendingActor> {
  if (!bearer) throw unauthenticated();
  const { actor, hints } = await verifyAccessTokenWithHints(bearer, clock.now());
  return { pending: true, claims: actor, hints };
}

export const pendingSessionGetter = (p: PendingActor) => sessionGetter(p.claims.rootId, p.claims.sessionId);

/** The actor, once the pending actor's session (read in the caller's batch) is live. */
export function checkPendingSession(p: PendingActor, session: Session | undefined): Actor {
  assertLive(session, p.claims);
  return p.claims;
}

/**
 * Who a bearer token speaks for. The signature proves the claims; the session lookup makes a
 * logout, a password change or a detected token theft take effect at once, not at token expiry.
 */
export async function authenticate(bearer: string | undefined, clock: Clock = systemClock): Promise<Actor> {
  return confirmSession(await verifyBearer(bearer, clock));
}

/** The second half of {@link authenticate}: the verified token's session read and checked. */
export async function confirmSession(pending: PendingActor): Promise<Actor> {
  const [session] = await batchGet([pendingSessionGetter(pending)] as const);
  return checkPendingSession(pending, session);
}

/** Ends every session of a user (but `except`): after a password change or reset. */
export async function endAllSessions(
  rootId: string,
  userId: string,
  reason: 'password' | 'admin',
  opts: { except?: string; clock?: Clock } = {},
): Promise<number> {
  const now = (opts.clock ?? systemClock).now();
  const sessions = await sessionEntity.query.byUser({ rootId, userId }).go({ pages: 'all' });
  const open = sessions.data.filter((s) => !s.revokedAt && s.sessionId !== opts.except);
  await Promise.all(open.map((s) => revokeSession(rootId, s.sessionId, reason, now)));
  return open.length;
}

/**
 * Logout with only a refresh token (the access token already expired): the session it belongs to
 * ends. An unknown token changes nothing; the answer is the same either way.
 */
export async function endSessionByRefreshToken(presented: string, clock: Clock = systemClock): Promise<void> {
  const parsed = parseRefreshToken(presented);
  if (!parsed) return;
  const token = (await refreshTokenEntity.get({ rootId: parsed.rootId, sessionId: parsed.sessionId, tokenHash: parsed.secretHash }).go()).data;
  if (token) await revokeSession(parsed.rootId, parsed.sessionId, 'logout', clock.now());
}
