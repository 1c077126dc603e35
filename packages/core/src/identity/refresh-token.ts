import { createHash } from 'node:crypto';
import { newSecret } from '../platform/ids.js';

/**
 * A refresh token is `<rootId>.<sessionId>.<secret>`: the ids say where its record lives, the
 * secret is what proves possession. Only the SHA-256 of the secret is stored.
 */
export interface ParsedRefreshToken {
  rootId: string;
  sessionId: string;
  secretHash: string;
}

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('base64url');

/**
 * An opaque bearer token `<rootId>.<id>.<secret>` and the hash to store: refresh tokens, reset
 * links, second-factor steps and SSO hand-offs all use this shape.
 */
export function issueOpaqueToken(rootId: string, id: string) {
  const secret = newSecret();
  return { token: `${rootId}.${id}.${secret}`, secretHash: hashSecret(secret) };
}

export const issueRefreshToken = issueOpaqueToken;

export function parseRefreshToken(token: string): ParsedRefreshToken | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((p) => p.length === 0 || p.length > 100)) return undefined;
  const [rootId, sessionId, secret] = parts as [string, string, string];
  return { rootId, sessionId, secretHash: hashSecret(secret) };
}

export type RefreshDecision = 'rotate' | 'reuse' | 'invalid';

/**
 * What to do with a presented refresh token. A token works once; one already used means someone
 * holds a copy, so the whole session family is revoked. Unknown tokens, ended or expired sessions
 * are simply refused (an attacker who guesses an id must not be able to end someone's session).
 */
export function decideRefresh(
  token: { status: 'current' | 'used' } | undefined,
  session: { revokedAt?: string; expiresAt: string } | undefined,
  now: Date,
): RefreshDecision {
  if (!token || !session) return 'invalid';
  if (session.revokedAt || new Date(session.expiresAt).getTime() <= now.getTime()) return 'invalid';
  return token.status === 'used' ? 'reuse' : 'rotate';
}
