import { decodeJwt, importJWK, SignJWT, type JWTPayload } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import { api, DEMO, session } from '../client.js';

/** Re-signs a real session's claims with the platform's own key, leaving out the named claims. */
async function signedWithout(claims: JWTPayload, ...drop: (keyof JWTPayload)[]): Promise<string> {
  const key = await importJWK(JSON.parse(inject('tokenPrivateJwk')) as Record<string, string>, 'EdDSA');
  const kept = Object.fromEntries(Object.entries(claims).filter(([k]) => !drop.includes(k)));
  return new SignJWT(kept).setProtectedHeader({ alg: 'EdDSA' }).sign(key);
}

describe('an access token must say when it expires, when it was issued, who issued it and for whom', () => {
  it('the same claims with all four are accepted (the control)', async () => {
    const s = await session(...DEMO.agency);
    const token = await signedWithout(decodeJwt(s.access_token));
    expect((await api('/api/user', { token })).status).toBe(200);
  });

  it.each([['exp'], ['iat'], ['iss'], ['aud']] as const)('a correctly signed token without %s is refused', async (claim) => {
    const s = await session(...DEMO.agency);
    const token = await signedWithout(decodeJwt(s.access_token), claim);
    const res = await api('/api/user', { token });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ result: 'error', message: 'Unauthenticated.' });
  });

  it('a token issued in the future is refused', async () => {
    const s = await session(...DEMO.agency);
    const claims = decodeJwt(s.access_token);
    const future = Math.floor(Date.now() / 1000) + 3600;
    const token = await signedWithout({ ...claims, iat: future, exp: future + 900 });
    expect((await api('/api/user', { token })).status).toBe(401);
  });
});
