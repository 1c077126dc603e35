import { totpCode } from '@platform/core';
import { describe, expect, it } from 'vitest';
import { api, lastMailTo, mailTo, newClient, signIn, type Tokens } from '../client.js';

type Challenge = { result: string; otp_token: string; two_factor_auth_type: string; access_token?: string };

async function signedIn(prefix: string) {
  const c = await newClient(prefix);
  const res = await signIn(c.email, c.domain, c.password);
  const me = await api<{ id: string; company_id: string }>('/api/user', { token: res.body.access_token });
  return { ...c, token: res.body.access_token, userId: me.body.id, companyId: me.body.company_id };
}

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

describe('two-factor by e-mail', () => {
  it('after turning it on, sign-in asks for a code instead of giving tokens, and the e-mailed code completes it once', async () => {
    const u = await signedIn('tfa-mail');
    const put = await api(`/api/setting/twofactorauth/${u.userId}`, {
      method: 'PUT',
      token: u.token,
      body: { two_factor_auth: true, two_factor_auth_type: 'email', currpassword: u.password },
    });
    expect(put.status).toBe(200);
    expect((await api(`/api/setting/twofactorauth/${u.userId}`, { token: u.token })).body).toEqual({ two_factor_auth: true, two_factor_auth_type: 'email' });

    const step1 = await api<Challenge>('/api/login', { body: { username: u.email, password: u.password, domainName: u.domain } });
    expect(step1.status).toBe(200);
    expect(step1.body).toMatchObject({ result: 'verify_required', two_factor_auth_type: 'email' });
    expect(step1.body.access_token).toBeUndefined();

    const mail = await lastMailTo(u.email);
    expect(mail.subject).toBe('Your Acme Agency sign-in code');
    const code = codeIn(mail.text);
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await api('/api/verifylogin', { body: { email: u.email, code: wrong, otp_token: step1.body.otp_token } });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ message: 'The code is not valid.' });

    const ok = await api<Tokens & { result: string }>('/api/verifylogin', { body: { email: u.email, code, otp_token: step1.body.otp_token } });
    expect(ok.status).toBe(200);
    expect(ok.body.result).toBe('success');
    expect((await api('/api/user', { token: ok.body.access_token })).status).toBe(200);

    const again = await api('/api/verifylogin', { body: { email: u.email, code, otp_token: step1.body.otp_token } });
    expect(again.status).toBe(401);
  });

  it('locks the step after 5 wrong codes, even for the right code', async () => {
    const u = await signedIn('tfa-lock');
    await api(`/api/setting/twofactorauth/${u.userId}`, { method: 'PUT', token: u.token, body: { two_factor_auth: true, two_factor_auth_type: 'email', currpassword: u.password } });
    const step1 = await api<Challenge>('/api/login', { body: { username: u.email, password: u.password, domainName: u.domain } });
    const code = codeIn((await lastMailTo(u.email)).text);
    const wrong = code === '123456' ? '654321' : '123456';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await api('/api/verifylogin', { body: { email: u.email, code: wrong, otp_token: step1.body.otp_token }, from: '127.0.2.1' })).status);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 429]);
    const right = await api('/api/verifylogin', { body: { email: u.email, code, otp_token: step1.body.otp_token }, from: '127.0.2.1' });
    expect(right.status).toBe(429);
    expect(right.body).toMatchObject({ message: 'Too many wrong codes. Please sign in again.' });
  });

  it('a new code cannot be asked for again within 30 seconds', async () => {
    const u = await signedIn('tfa-resend');
    await api(`/api/setting/twofactorauth/${u.userId}`, { method: 'PUT', token: u.token, body: { two_factor_auth: true, two_factor_auth_type: 'email', currpassword: u.password } });
    const step1 = await api<Challenge>('/api/login', { body: { username: u.email, password: u.password, domainName: u.domain } });
    const before = (await mailTo(u.email)).length;
    const resend = await api('/api/resendcode', { body: { otp_token: step1.body.otp_token } });
    expect(resend.status).toBe(429);
    expect((await mailTo(u.email)).length).toBe(before);
  });

  it('a code for someone else’s e-mail or a made-up step is refused', async () => {
    const u = await signedIn('tfa-other');
    await api(`/api/setting/twofactorauth/${u.userId}`, { method: 'PUT', token: u.token, body: { two_factor_auth: true, two_factor_auth_type: 'email', currpassword: u.password } });
    const step1 = await api<Challenge>('/api/login', { body: { username: u.email, password: u.password, domainName: u.domain } });
    const code = codeIn((await lastMailTo(u.email)).text);
    expect((await api('/api/verifylogin', { body: { email: 'client@demo.test', code, otp_token: step1.body.otp_token } })).status).toBe(401);
    const forged = step1.body.otp_token.replace(/\.[^.]+$/, '.forged');
    expect((await api('/api/verifylogin', { body: { email: u.email, code, otp_token: forged } })).status).toBe(401);
  });
});

describe('two-factor with Google Authenticator', () => {
  it('is enabled only with a valid code from the app, then each sign-in needs a fresh code and a replayed code is refused', async () => {
    const u = await signedIn('tfa-google');
    const setup = await api<{ secretKey: string; qrCodeUrl: string }>(`/api/setting/get-google-tfa/${u.userId}/${u.companyId}`, { token: u.token });
    expect(setup.status).toBe(200);
    expect(setup.body.secretKey).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.qrCodeUrl.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(Buffer.from(setup.body.qrCodeUrl.split(',')[1] ?? '', 'base64').toString()).toContain('<svg');

    const badPut = await api(`/api/setting/twofactorauth/${u.userId}`, { method: 'PUT', token: u.token, body: { two_factor_auth: true, two_factor_auth_type: 'google', code: '000000', currpassword: u.password } });
    expect(badPut.status).toBe(422);
    expect((await api(`/api/setting/twofactorauth/${u.userId}`, { token: u.token })).body).toEqual({ two_factor_auth: false, two_factor_auth_type: null });

    const enableCode = totpCode(setup.body.secretKey, Date.now());
    const put = await api(`/api/setting/twofactorauth/${u.userId}`, { method: 'PUT', token: u.token, body: { two_factor_auth: true, two_factor_auth_type: 'google', code: enableCode, currpassword: u.password } });
    expect(put.status).toBe(200);

    const step1 = await api<Challenge>('/api/login', { body: { username: u.email, password: u.password, domainName: u.domain } });
    expect(step1.body).toMatchObject({ result: 'verify_required', two_factor_auth_type: 'google' });
    // The code used to enable it is spent: it cannot sign in.
    const replayEnable = await api('/api/verifylogin', { body: { email: u.email, code: enableCode, otp_token: step1.body.otp_token } });
    expect(replayEnable.status).toBe(422);

    // A code of the next time step (accepted for clock drift) signs in once...
    const next = totpCode(setup.body.secretKey, Date.now() + 30_000);
    const ok = await api<Tokens>('/api/verifylogin', { body: { email: u.email, code: next, otp_token: step1.body.otp_token } });
    expect(ok.status).toBe(200);
    // ...and replayed on a new sign-in it is refused.
    const step2 = await api<Challenge>('/api/login', { body: { username: u.email, password: u.password, domainName: u.domain } });
    const replay = await api('/api/verifylogin', { body: { email: u.email, code: next, otp_token: step2.body.otp_token } });
    expect(replay.status).toBe(422);
  });
});

describe('two-factor settings are the owner’s alone', () => {
  it('changing them needs the current password', async () => {
    const u = await signedIn('tfa-proof');
    const none = await api(`/api/setting/twofactorauth/${u.userId}`, { method: 'PUT', token: u.token, body: { two_factor_auth: true, two_factor_auth_type: 'email' } });
    expect(none.status).toBe(422);
    const wrong = await api(`/api/setting/twofactorauth/${u.userId}`, { method: 'PUT', token: u.token, body: { two_factor_auth: true, two_factor_auth_type: 'email', currpassword: 'not my password' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ errors: { currpassword: ['* Sorry, your current password invalid'] } });
    expect((await api(`/api/setting/twofactorauth/${u.userId}`, { token: u.token })).body).toEqual({ two_factor_auth: false, two_factor_auth_type: null });
  });

  it('nobody reads or changes another user’s settings', async () => {
    const a = await signedIn('tfa-a');
    const b = await signedIn('tfa-b');
    expect((await api(`/api/setting/twofactorauth/${b.userId}`, { token: a.token })).status).toBe(403);
    expect((await api(`/api/setting/twofactorauth/${b.userId}`, { method: 'PUT', token: a.token, body: { two_factor_auth: false, currpassword: a.password } })).status).toBe(403);
    expect((await api(`/api/setting/get-google-tfa/${b.userId}/${b.companyId}`, { token: a.token })).status).toBe(403);
  });

  it('bad input is refused with field errors', async () => {
    const u = await signedIn('tfa-bad');
    const res = await api(`/api/setting/twofactorauth/${u.userId}`, { method: 'PUT', token: u.token, body: { two_factor_auth: 'yes' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty('two_factor_auth');
  });
});
