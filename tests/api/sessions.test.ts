import { importJWK, SignJWT, generateKeyPair, decodeJwt } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import { api, DEMO, session, signIn, type Tokens } from './client.js';

const refresh = (refresh_token: string) => api<Tokens>('/api/auth/refresh-token', { body: { refresh_token } });

describe('refresh-token rotation', () => {
  it('a refresh token gives new tokens once', async () => {
    const s = await session(...DEMO.agency);
    const first = await refresh(s.refresh_token);
    expect(first.status).toBe(200);
    expect(first.body.refresh_token).not.toBe(s.refresh_token);
    expect((await api('/api/user', { token: first.body.access_token })).status).toBe(200);
    const again = await refresh(first.body.refresh_token);
    expect(again.status).toBe(200);
  });

  it('presenting a used refresh token revokes the whole session family', async () => {
    const s = await session(...DEMO.client);
    const rotated = await refresh(s.refresh_token);
    expect(rotated.status).toBe(200);

    const replay = await refresh(s.refresh_token);
    expect(replay.status).toBe(401);
    // The thief's replay also ended the owner's newer tokens.
    expect((await refresh(rotated.body.refresh_token)).status).toBe(401);
    expect((await api('/api/user', { token: rotated.body.access_token })).status).toBe(401);
    expect((await api('/api/user', { token: s.access_token })).status).toBe(401);
  });

  it('revoking one family leaves the same user’s other sessions alone', async () => {
    const a = await session(...DEMO.globex);
    const b = await session(...DEMO.globex);
    await refresh(a.refresh_token);
    await refresh(a.refresh_token);
    expect((await api('/api/user', { token: a.access_token })).status).toBe(401);
    expect((await api('/api/user', { token: b.access_token })).status).toBe(200);
  });

  it.each([
    ['garbage', 'not-a-token'],
    ['a forged secret for a real session', 'x.y.z'],
    ['an empty token', ''],
  ])('%s is refused', async (_name, token) => {
    const res = await refresh(token);
    expect([401, 422]).toContain(res.status);
    expect(res.body).toMatchObject({ result: 'error' });
  });

  it('a guessed secret for a real session is refused without ending that session', async () => {
    const s = await session(...DEMO.admin);
    const [rootId, sessionId] = s.refresh_token.split('.');
    expect((await refresh(`${rootId}.${sessionId}.guessed-secret`)).status).toBe(401);
    expect((await refresh(s.refresh_token)).status).toBe(200);
  });
});

describe('logout', () => {
  it('ends the session: its access and refresh tokens stop working', async () => {
    const s = await session(...DEMO.sales);
    const out = await api('/api/logout', { method: 'POST', token: s.access_token });
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({ result: 'success' });
    expect((await api('/api/user', { token: s.access_token })).status).toBe(401);
    expect((await refresh(s.refresh_token)).status).toBe(401);
  });

  it('with only the refresh token (the access token expired) still ends the session', async () => {
    const s = await session(...DEMO.globex);
    const out = await api('/api/logout', { body: { refresh_token: s.refresh_token } });
    expect(out.status).toBe(200);
    expect((await api('/api/user', { token: s.access_token })).status).toBe(401);
    expect((await refresh(s.refresh_token)).status).toBe(401);
  });

  it('with nothing, or a made-up token, answers the same and ends nothing', async () => {
    const s = await session(...DEMO.globex);
    const [rootId, sessionId] = s.refresh_token.split('.');
    expect((await api('/api/logout', { method: 'POST' })).body).toMatchObject({ result: 'success' });
    expect((await api('/api/logout', { body: { refresh_token: `${rootId}.${sessionId}.made-up` } })).status).toBe(200);
    expect((await api('/api/user', { token: s.access_token })).status).toBe(200);
  });
});

describe('access tokens: only valid, unexpired, untampered tokens are accepted', () => {
  it('a missing token gets 401', async () => {
    const res = await api('/api/user');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ result: 'error', message: 'Unauthenticated.' });
  });

  it('a tampered token gets 401', async () => {
    const s = await session(...DEMO.client);
    const [h, p, sig] = s.access_token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, ut: 'userdownline', sys: true })).toString('base64url');
    expect((await api('/api/user', { token: `${h}.${forged}.${sig}` })).status).toBe(401);
  });

  it('an expired token gets 401', async () => {
    const s = await session(...DEMO.agency);
    const claims = decodeJwt(s.access_token);
    const key = await importJWK(JSON.parse(inject('tokenPrivateJwk')) as Record<string, string>, 'EdDSA');
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'EdDSA' })
      .setIssuedAt(past - 900)
      .setExpirationTime(past)
      .sign(key);
    expect((await api('/api/user', { token: expired })).status).toBe(401);
  });

  it('a token signed with another key gets 401', async () => {
    const s = await session(...DEMO.agency);
    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const foreign = await new SignJWT({ ...decodeJwt(s.access_token) }).setProtectedHeader({ alg: 'EdDSA' }).sign(privateKey);
    expect((await api('/api/user', { token: foreign })).status).toBe(401);
  });

  it('an unsigned token (alg none) gets 401', async () => {
    const s = await session(...DEMO.agency);
    const p = s.access_token.split('.')[1];
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${p}.`;
    expect((await api('/api/user', { token: none })).status).toBe(401);
  });
});

describe('a signed-in user stays signed in across sign-ins', () => {
  it('two sign-ins give two independent sessions', async () => {
    const a = await signIn(...DEMO.root);
    const b = await signIn(...DEMO.root);
    expect(decodeJwt(a.body.access_token).sid).not.toBe(decodeJwt(b.body.access_token).sid);
  });
});
