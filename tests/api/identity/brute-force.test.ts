import { db, resolveDomain } from '@platform/core';
import { describe, expect, it } from 'vitest';
import { api, lastMailTo, newClient, signIn } from '../client.js';

describe('brute-force defence: 5 failed sign-ins in 15 minutes', () => {
  it('the 6th attempt from the same address is refused with a clear message, even with the right password', async () => {
    const u = await newClient('bf');
    const from = '127.0.4.1';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await signIn(u.email, u.domain, 'wrong password', from)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const sixth = await signIn(u.email, u.domain, u.password, from);
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({ result: 'error', message: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.' });
  });

  it('an attacker elsewhere does not lock the real user out: their own address still signs in', async () => {
    const u = await newClient('bf-real');
    for (let i = 0; i < 5; i += 1) await signIn(u.email, u.domain, 'wrong password', '127.0.4.2');
    expect((await signIn(u.email, u.domain, 'wrong password', '127.0.4.2')).status).toBe(429);
    const real = await signIn(u.email, u.domain, u.password, '127.0.4.3');
    expect(real.status).toBe(200);
  });

  it('unknown e-mails are counted the same way', async () => {
    const email = `ghost-${Date.now()}@example.test`;
    for (let i = 0; i < 5; i += 1) await signIn(email, 'acme.localhost', 'x', '127.0.4.4');
    expect((await signIn(email, 'acme.localhost', 'x', '127.0.4.4')).status).toBe(429);
  });
});

describe('brute-force defence holds against a burst: the attempt is counted before the password is checked', () => {
  it('60 wrong passwords at once from one address: exactly 5 are checked, the other 55 are refused', async () => {
    const u = await newClient('bf-burst');
    const from = '127.0.4.5';
    const answers = await Promise.all(Array.from({ length: 60 }, () => signIn(u.email, u.domain, 'wrong password', from)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(55);
    expect((await signIn(u.email, u.domain, u.password, from)).status).toBe(429);
    // A refused request counts nowhere: the account's own counter, which slows every sign-in to it
    // from any address, holds the 5 checked attempts, not the 56 the address sent.
    const rootId = (await resolveDomain(u.domain))!.rootId;
    const account = await db().entities.throttle.query.bySubject({ rootId, scope: 'signin-account', subject: u.email }).go({ pages: 'all' });
    expect(account.data.reduce((n, w) => n + (w.count ?? 0), 0)).toBe(5);
  });
});

async function signedIn(prefix: string) {
  const c = await newClient(prefix);
  const res = await signIn(c.email, c.domain, c.password);
  const me = await api<{ id: string }>('/api/user', { token: res.body.access_token });
  return { ...c, token: res.body.access_token, userId: me.body.id };
}

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe('every other throttled action holds against a burst as well', () => {
  it('30 wrong current passwords at once on change password: 5 checked, 25 refused, and the right one is refused too', async () => {
    const u = await signedIn('bf-burst-pw');
    const body = { usrID: u.userId, currpassword: 'wrong password', newpassword: 'A brand new passphrase', newpassword_confirmation: 'A brand new passphrase' };
    const statuses = (await Promise.all(Array.from({ length: 30 }, () => api('/api/user/resetpassword', { token: u.token, body })))).map((r) => r.status);
    expect([count(statuses, 422), count(statuses, 429)]).toEqual([5, 25]);
    const right = await api('/api/user/resetpassword', { token: u.token, body: { ...body, currpassword: u.password } });
    expect(right.status).toBe(429);
  });

  it('30 wrong current passwords at once on the 2FA settings share the same limit: 5 checked', async () => {
    const u = await signedIn('bf-burst-2fa');
    const body = { two_factor_auth: true, two_factor_auth_type: 'email', currpassword: 'wrong password' };
    const statuses = (await Promise.all(Array.from({ length: 30 }, () => api(`/api/setting/twofactorauth/${u.userId}`, { method: 'PUT', token: u.token, body })))).map((r) => r.status);
    expect([count(statuses, 422), count(statuses, 429)]).toEqual([5, 25]);
    expect((await api(`/api/setting/twofactorauth/${u.userId}`, { token: u.token })).body).toMatchObject({ two_factor_auth: false });
  });

  it('20 reset requests at once for one e-mail: 5 go through, 15 are refused, 5 links at most', async () => {
    const u = await newClient('bf-burst-reset');
    const statuses = (await Promise.all(Array.from({ length: 20 }, () => api('/api/forgetpass', { body: { email: u.email, domainName: u.domain }, from: '127.0.4.6' })))).map((r) => r.status);
    expect([count(statuses, 200), count(statuses, 429)]).toEqual([5, 15]);
  });

  it('30 wrong codes at once on one sign-in step: 5 are checked (4 wrong, the 5th locks), the rest refused, and the step stays locked', async () => {
    const u = await signedIn('bf-burst-code');
    await api(`/api/setting/twofactorauth/${u.userId}`, { method: 'PUT', token: u.token, body: { two_factor_auth: true, two_factor_auth_type: 'email', currpassword: u.password } });
    const step1 = await api<{ otp_token: string }>('/api/login', { body: { username: u.email, password: u.password, domainName: u.domain } });
    const code = /\b(\d{6})\b/.exec((await lastMailTo(u.email)).text)?.[1] ?? '';
    const wrong = code === '123456' ? '654321' : '123456';
    const body = { email: u.email, code: wrong, otp_token: step1.body.otp_token };
    const statuses = (await Promise.all(Array.from({ length: 30 }, () => api('/api/verifylogin', { body, from: '127.0.4.7' })))).map((r) => r.status);
    expect([count(statuses, 422), count(statuses, 429)]).toEqual([4, 26]);
    expect((await api('/api/verifylogin', { body: { ...body, code }, from: '127.0.4.8' })).status).toBe(429);
  });
});
