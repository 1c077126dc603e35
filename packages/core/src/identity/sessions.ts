import type { Actor } from '../access/actor.js';
import { db } from '../db/service.js';
import { epochSeconds, systemClock, type Clock } from '../platform/clock.js';
import { getConfig } from '../platform/config.js';
import { newId } from '../platform/ids.js';
import { unauthenticated } from '../shared/errors.js';
import { signAccessToken, verifyAccessToken } from './access-token.js';
import type { TokenResponse } from './auth.contract.js';
import { decideRefresh, issueRefreshToken, parseRefreshToken } from './refresh-token.js';
import type { User } from './user.entity.js';

const actorOf = (user: User, sessionId: string, viewModeOriginUserId?: string): Actor => ({
  userId: user.userId,
  companyId: user.companyId,
  rootId: user.rootId,
  userType: user.userType,
  systemUser: user.systemUser ?? false,
  sessionId,
  ...(viewModeOriginUserId ? { viewModeOriginUserId } : {}),
});

async function tokensFor(actor: Actor, refreshToken: string, now: Date): Promise<TokenResponse> {
  const ttl = getConfig().ACCESS_TOKEN_TTL_SECONDS;
  return {
    access_token: await signAccessToken(actor, now, ttl),
    refresh_token: refreshToken,
    expires_in: ttl,
    token_type: 'Bearer',
  };
}

/** Starts a session family for a user who has proven who they are. */
export async function startSession(
  user: User,
  opts: { ip?: string; viewModeOriginUserId?: string; clock?: Clock } = {},
): Promise<TokenResponse> {
  const now = (opts.clock ?? systemClock).now();
  const cfg = getConfig();
  const sessionId = newId();
  const expires = new Date(now.getTime() + cfg.REFRESH_TOKEN_TTL_SECONDS * 1000);
  const ttl = epochSeconds(expires) + 86400;
  const refresh = issueRefreshToken(user.rootId, sessionId);
  await db()
    .transaction.write(({ session, refreshToken }) => [
      session
        .create({
          rootId: user.rootId,
          sessionId,
          userId: user.userId,
          ...(opts.viewModeOriginUserId ? { viewModeOriginUserId: opts.viewModeOriginUserId } : {}),
          ...(opts.ip ? { ip: opts.ip } : {}),
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
  return tokensFor(actorOf(user, sessionId, opts.viewModeOriginUserId), refresh.token, now);
}

async function revokeSession(rootId: string, sessionId: string, reason: 'logout' | 'reuse' | 'password' | 'admin', now: Date) {
  await db()
    .entities.session.patch({ rootId, sessionId })
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
    db().entities.refreshToken.get({ rootId, sessionId, tokenHash: secretHash }).go(),
    db().entities.session.get({ rootId, sessionId }).go(),
  ]);
  const session = sessionRes.data ?? undefined;
  const decision = decideRefresh(tokenRes.data ?? undefined, session, now);
  if (decision === 'invalid' || !session) throw unauthenticated();
  if (decision === 'reuse') {
    await revokeSession(rootId, sessionId, 'reuse', now);
    throw unauthenticated();
  }
  const user = (await db().entities.user.get({ rootId, userId: session.userId }).go()).data;
  if (!user || user.status !== 'active') throw unauthenticated();

  const next = issueRefreshToken(rootId, sessionId);
  try {
    const res = await db()
      .transaction.write(({ refreshToken, session: s }) => [
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
  return tokensFor(actorOf(user, sessionId, session.viewModeOriginUserId), next.token, now);
}

export async function endSession(actor: Actor, clock: Clock = systemClock): Promise<void> {
  await revokeSession(actor.rootId, actor.sessionId, 'logout', clock.now());
}

/**
 * Who a bearer token speaks for. The signature proves the claims; the session lookup makes a
 * logout, a password change or a detected token theft take effect at once, not at token expiry.
 */
export async function authenticate(bearer: string | undefined, clock: Clock = systemClock): Promise<Actor> {
  if (!bearer) throw unauthenticated();
  const actor = await verifyAccessToken(bearer, clock.now());
  const session = (await db().entities.session.get({ rootId: actor.rootId, sessionId: actor.sessionId }).go()).data;
  if (!session || session.revokedAt || session.userId !== actor.userId) throw unauthenticated();
  return actor;
}

/** Ends every session of a user (but `except`): after a password change or reset. */
export async function endAllSessions(
  rootId: string,
  userId: string,
  reason: 'password' | 'admin',
  opts: { except?: string; clock?: Clock } = {},
): Promise<number> {
  const now = (opts.clock ?? systemClock).now();
  const sessions = await db().entities.session.query.byUser({ rootId, userId }).go({ pages: 'all' });
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
  const token = (await db().entities.refreshToken.get({ rootId: parsed.rootId, sessionId: parsed.sessionId, tokenHash: parsed.secretHash }).go()).data;
  if (token) await revokeSession(parsed.rootId, parsed.sessionId, 'logout', clock.now());
}
