import { exportJWK, generateKeyPair } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { resetConfig } from '../platform/config.js';
import { resetTokenKeys, signAccessToken, verifyAccessToken, verifyAccessTokenWithHints } from './access-token.js';

const actor = { userId: 'u1', companyId: 'c1', rootId: 'r1', userType: 'userdownline', systemUser: false, sessionId: 's1' } as const;
const T0 = new Date('2026-11-25T10:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

beforeAll(async () => {
  const pair = await generateKeyPair('EdDSA', { extractable: true });
  process.env.TOKEN_PRIVATE_JWK = JSON.stringify(await exportJWK(pair.privateKey));
  process.env.TOKEN_PUBLIC_JWK = JSON.stringify(await exportJWK(pair.publicKey));
  resetConfig();
  resetTokenKeys();
});

describe('a verified token is remembered per container, and still expires on time', () => {
  it('answers the same actor again without a new signature check, and a copy each time', async () => {
    const token = await signAccessToken(actor, T0, 900, { parentCompanyId: 'p1', roleId: 'role1' });
    const first = await verifyAccessTokenWithHints(token, at(1));
    const again = await verifyAccessTokenWithHints(token, at(2));
    expect(again).toEqual({ actor, hints: { parentCompanyId: 'p1', roleId: 'role1' } });
    expect(again.actor).not.toBe(first.actor);
  });

  it('refuses the remembered token once it has expired', async () => {
    const token = await signAccessToken(actor, T0, 60);
    await expect(verifyAccessToken(token, at(30))).resolves.toEqual(actor);
    await expect(verifyAccessToken(token, at(66))).rejects.toMatchObject({ kind: 'unauthenticated' });
  });

  it('refuses a token issued in the future even when it was remembered', async () => {
    const token = await signAccessToken(actor, at(600), 900);
    await expect(verifyAccessToken(token, at(600))).resolves.toEqual(actor);
    await expect(verifyAccessToken(token, at(0))).rejects.toMatchObject({ kind: 'unauthenticated' });
  });

  it('forgets everything when the keys change', async () => {
    const token = await signAccessToken(actor, T0, 900);
    await verifyAccessToken(token, at(1));
    const pair = await generateKeyPair('EdDSA', { extractable: true });
    process.env.TOKEN_PRIVATE_JWK = JSON.stringify(await exportJWK(pair.privateKey));
    process.env.TOKEN_PUBLIC_JWK = JSON.stringify(await exportJWK(pair.publicKey));
    resetConfig();
    resetTokenKeys();
    await expect(verifyAccessToken(token, at(2))).rejects.toMatchObject({ kind: 'unauthenticated' });
  });
});
