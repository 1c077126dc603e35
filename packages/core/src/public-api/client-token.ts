import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';
import { tokenKeys } from '../identity/access-token.js';
import { apiScopeSchema, type ApiClient } from '../developer/scopes.js';
import { invalidToken } from './errors.js';

/**
 * Bearer tokens of the public API: signed with the platform's token keys but with their own
 * audience and `typ` (RFC 9068's at+jwt), so a user session token is refused here and a client
 * token is refused by every user route (identity/access-token.ts checks `platform-api`).
 */
const ISSUER = 'platform';
export const API_CLIENT_AUDIENCE = 'platform-public-api';
const TYP = 'at+jwt';
const ALG = 'EdDSA';
const CLOCK_TOLERANCE_S = 5;

/** Short enough that a revoked key's token dies soon even without the per-call key check. */
export const API_CLIENT_TOKEN_TTL_SECONDS = 900;

// Built on the first token checked (z.lazy keeps it), not at import: a function that never checks
// this kind of token never builds it (docs/decisions.md, "Performance budgets").
const claimsSchema = z.lazy(() =>
  z.object({
    sub: z.string().min(1),
    cid: z.string().min(1),
    rid: z.string().min(1),
    key: z.string().min(1),
    scope: z.string(),
    iat: z.number(),
    exp: z.number(),
  }),
);

export async function signApiClientToken(client: ApiClient, now: Date, ttlSeconds = API_CLIENT_TOKEN_TTL_SECONDS): Promise<string> {
  const { privateKey } = await tokenKeys();
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ cid: client.companyId, rid: client.rootId, key: client.keyId, scope: client.scopes.join(' ') })
    .setProtectedHeader({ alg: ALG, typ: TYP })
    .setSubject(client.clientId)
    .setIssuer(ISSUER)
    .setAudience(API_CLIENT_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(privateKey);
}

/** Signature, type, issuer, audience and time bounds; anything wrong is the same 401 invalid_token. */
export async function verifyApiClientToken(token: string | undefined, now: Date): Promise<ApiClient> {
  if (!token) throw invalidToken();
  const { publicKey } = await tokenKeys();
  try {
    const { payload } = await jwtVerify(token, publicKey, {
      issuer: ISSUER,
      audience: API_CLIENT_AUDIENCE,
      typ: TYP,
      algorithms: [ALG],
      currentDate: now,
      requiredClaims: ['exp', 'iat', 'iss', 'aud', 'sub'],
      maxTokenAge: API_CLIENT_TOKEN_TTL_SECONDS,
      clockTolerance: CLOCK_TOLERANCE_S,
    });
    const c = claimsSchema.parse(payload);
    const scopes = c.scope.split(' ').filter(Boolean).map((s) => apiScopeSchema.parse(s));
    return { rootId: c.rid, companyId: c.cid, keyId: c.key, clientId: c.sub, scopes };
  } catch {
    throw invalidToken();
  }
}
