import { SignJWT, importJWK, jwtVerify, type CryptoKey, type KeyObject } from 'jose';
import { z } from 'zod';
import type { Actor } from '../access/actor.js';
import { unauthenticated } from '../shared/errors.js';
import { getConfig } from '../platform/config.js';
import { USER_TYPES } from './user-types.js';

const ISSUER = 'platform';
const AUDIENCE = 'platform-api';
const ALG = 'EdDSA';

type Key = CryptoKey | KeyObject | Uint8Array;
let keys: Promise<{ privateKey: Key; publicKey: Key }> | undefined;

function loadKeys() {
  keys ??= (async () => {
    const cfg = getConfig();
    if (!cfg.TOKEN_PRIVATE_JWK || !cfg.TOKEN_PUBLIC_JWK) throw new Error('TOKEN_PRIVATE_JWK and TOKEN_PUBLIC_JWK are not set');
    return {
      privateKey: await importJWK(JSON.parse(cfg.TOKEN_PRIVATE_JWK), ALG),
      publicKey: await importJWK(JSON.parse(cfg.TOKEN_PUBLIC_JWK), ALG),
    };
  })();
  return keys;
}

/** The platform's signing keys, shared with the public API's client tokens (docs/decisions.md, "Public API"). */
export const tokenKeys = loadKeys;

export function resetTokenKeys(): void {
  keys = undefined;
  verified.clear();
}

const CLOCK_TOLERANCE_S = 5;
const VERIFIED_LIMIT = 10_000;

/**
 * Tokens whose signature this container already checked: a browser sends the same token with
 * every request for its 15 minutes, and the signature check is the costliest CPU step of a request.
 * Only the time bounds are checked again (a cached token still expires on time).
 */
const verified = new Map<string, { actor: Actor; hints: TokenHints; iat: number; exp: number }>();

// Built on the first token checked (z.lazy keeps it), not at import: a function that never checks
// this kind of token never builds it (docs/decisions.md, "Performance budgets").
const claimsSchema = z.lazy(() =>
  z.object({
    sub: z.string(),
    cid: z.string(),
    rid: z.string(),
    ut: z.enum(USER_TYPES),
    sys: z.boolean(),
    sid: z.string(),
    vmo: z.string().optional(),
    pid: z.string().optional(),
    rol: z.string().optional(),
    iat: z.number(),
    exp: z.number(),
  }),
);

/**
 * What a request's first read can use to fetch everything in one round trip: the company's parent
 * (a company never moves, so it cannot go stale) and the user's role when the token was issued (a
 * guess only: whoever reads it checks it against the user item read beside it).
 */
export interface TokenHints {
  parentCompanyId?: string | undefined;
  roleId?: string | undefined;
}

/** A short-lived signed access token carrying the actor. */
export async function signAccessToken(actor: Actor, now: Date, ttlSeconds: number, hints: TokenHints = {}): Promise<string> {
  const { privateKey } = await loadKeys();
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({
    cid: actor.companyId,
    rid: actor.rootId,
    ut: actor.userType,
    sys: actor.systemUser,
    sid: actor.sessionId,
    ...(actor.viewModeOriginUserId ? { vmo: actor.viewModeOriginUserId } : {}),
    ...(hints.parentCompanyId ? { pid: hints.parentCompanyId } : {}),
    ...(hints.roleId ? { rol: hints.roleId } : {}),
  })
    .setProtectedHeader({ alg: ALG })
    .setSubject(actor.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(privateKey);
}

/**
 * Verifies signature, issuer, audience, expiry and issue time; any failure is a plain 401. Every
 * claim that bounds a token's life must be there: a signed token without `exp` would never expire,
 * and one issued "in the future" would outlive its TTL. No token lives longer than the configured TTL.
 */
export async function verifyAccessToken(token: string, now: Date): Promise<Actor> {
  return (await verifyAccessTokenWithHints(token, now)).actor;
}

/** {@link verifyAccessToken}, with the token's read hints. */
export async function verifyAccessTokenWithHints(token: string, now: Date): Promise<{ actor: Actor; hints: TokenHints }> {
  const { publicKey } = await loadKeys();
  const nowS = now.getTime() / 1000;
  const maxAge = getConfig().ACCESS_TOKEN_TTL_SECONDS;
  const seen = verified.get(token);
  if (seen) {
    const inTime = nowS < seen.exp + CLOCK_TOLERANCE_S && seen.iat <= nowS + CLOCK_TOLERANCE_S && nowS - seen.iat <= maxAge + CLOCK_TOLERANCE_S;
    if (!inTime) throw unauthenticated();
    // A copy: nothing a request does to its actor can reach the next request's.
    return { actor: { ...seen.actor }, hints: { ...seen.hints } };
  }
  try {
    const { payload } = await jwtVerify(token, publicKey, {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: [ALG],
      currentDate: now,
      requiredClaims: ['exp', 'iat', 'iss', 'aud', 'sub'],
      maxTokenAge: maxAge,
      clockTolerance: CLOCK_TOLERANCE_S,
    });
    const c = claimsSchema.parse(payload);
    const actor: Actor = {
      userId: c.sub,
      companyId: c.cid,
      rootId: c.rid,
      userType: c.ut,
      systemUser: c.sys,
      sessionId: c.sid,
      ...(c.vmo ? { viewModeOriginUserId: c.vmo } : {}),
    };
    const result = { actor, hints: { parentCompanyId: c.pid, roleId: c.rol } };
    if (verified.size >= VERIFIED_LIMIT) verified.clear();
    verified.set(token, { ...result, iat: c.iat, exp: c.exp });
    return result;
  } catch {
    throw unauthenticated();
  }
}
