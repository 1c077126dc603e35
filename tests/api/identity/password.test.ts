import { fixedClock, requestPasswordReset, resetPassword, verifyResetToken } from '@platform/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, lastMailTo, mailTo, newClient, signIn } from '../client.js';
import { useCore } from '../core.js';

beforeAll(() => useCore());

async function signedIn(prefix: string) {
  const c = await newClient(prefix);
  const res = await signIn(c.email, c.domain, c.password);
  const me = await api<{ id: string }>('/api/user', { token: res.body.access_token });
  return { ...c, token: res.body.access_token, userId: me.body.id };
}

const linkIn = (text: string) => {
  const m = /(https?:\/\/\S+\/set-new-password\/(\S+?)\?email=(\S+))/.exec(text);
  return { url: m?.[1] ?? '', token: decodeURIComponent(m?.[2] ?? ''), email: decodeURIComponent(m?.[3] ?? '') };
};

describe('change password', () => {
  it('a wrong current password gets the exact failure text and changes nothing', async () => {
    const u = await signedIn('pw-wrong');
    const res = await api('/api/user/resetpassword', { token: u.token, body: { usrID: u.userId, currpassword: 'nope', newpassword: 'A brand new passphrase', newpassword_confirmation: 'A brand new passphrase' } });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ message: '* Sorry, your current password invalid' });
    expect((await signIn(u.email, u.domain, u.password)).status).toBe(200);
  });

  it.each([
    ['a confirmation that differs', { newpassword: 'A brand new passphrase', newpassword_confirmation: 'Another passphrase!!' }, 'newpassword_confirmation'],
    ['a new password under 12 characters', { newpassword: 'short1', newpassword_confirmation: 'short1' }, 'newpassword'],
    ['a missing current password', { currpassword: '', newpassword: 'A brand new passphrase', newpassword_confirmation: 'A brand new passphrase' }, 'currpassword'],
  ])('%s is refused field by field', async (_name, fields, field) => {
    const u = await signedIn('pw-rules');
    const res = await api('/api/user/resetpassword', { token: u.token, body: { usrID: u.userId, currpassword: u.password, ...fields } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty(field);
  });

  it('succeeds, keeps this session and ends all the others', async () => {
    const u = await signedIn('pw-ok');
    const other = await signIn(u.email, u.domain, u.password);
    const res = await api('/api/user/resetpassword', { token: u.token, body: { usrID: u.userId, currpassword: u.password, newpassword: 'A brand new passphrase', newpassword_confirmation: 'A brand new passphrase' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ result: 'success' });
    expect((await api('/api/user', { token: u.token })).status).toBe(200);
    expect((await api('/api/user', { token: other.body.access_token })).status).toBe(401);
    expect((await api('/api/auth/refresh-token', { body: { refresh_token: other.body.refresh_token } })).status).toBe(401);
    expect((await signIn(u.email, u.domain, u.password, '127.0.3.1')).status).toBe(401);
    expect((await signIn(u.email, u.domain, 'A brand new passphrase')).status).toBe(200);
  });

  it('nobody changes another user’s password', async () => {
    const a = await signedIn('pw-a');
    const b = await signedIn('pw-b');
    const res = await api('/api/user/resetpassword', { token: a.token, body: { usrID: b.userId, currpassword: a.password, newpassword: 'A brand new passphrase', newpassword_confirmation: 'A brand new passphrase' } });
    expect(res.status).toBe(403);
  });
});

describe('forgot password', () => {
  it('answers the same whether or not the e-mail is registered', async () => {
    const u = await newClient('fp-same');
    const known = await api('/api/forgetpass', { body: { email: u.email, domainName: u.domain } });
    const unknown = await api('/api/forgetpass', { body: { email: `nobody-${Date.now()}@example.test`, domainName: u.domain } });
    expect(known.status).toBe(200);
    expect(unknown).toEqual(known);
    expect(known.body).toEqual({ result: 'success', message: 'If an account exists for that e-mail, we have sent a link to reset the password.' });
  });

  it('sends no link for a domain the user cannot sign in on', async () => {
    const u = await newClient('fp-domain');
    const before = (await mailTo(u.email)).length;
    expect((await api('/api/forgetpass', { body: { email: u.email, domainName: 'globex.localhost' } })).status).toBe(200);
    expect((await mailTo(u.email)).length).toBe(before);
  });

  it('the e-mailed link resets the password once and ends every session', async () => {
    const u = await newClient('fp-flow');
    const session = await signIn(u.email, u.domain, u.password);
    await api('/api/forgetpass', { body: { email: u.email, domainName: u.domain } });
    const mail = await lastMailTo(u.email);
    expect(mail.subject).toBe('Reset your Acme Agency password');
    const link = linkIn(mail.text);
    expect(link.url).toMatch(/^http:\/\/acme\.localhost:\d+\/set-new-password\//);
    expect(link.email).toBe(u.email);

    expect((await api('/api/verify-reset-token', { body: { token: link.token, email: u.email } })).body).toEqual({ valid: true });
    const reset = await api('/api/reset-password', { body: { token: link.token, email: u.email, password: 'Reset passphrase 77', password_confirmation: 'Reset passphrase 77' } });
    expect(reset.status).toBe(200);
    expect((await api('/api/user', { token: session.body.access_token })).status).toBe(401);
    expect((await signIn(u.email, u.domain, 'Reset passphrase 77')).status).toBe(200);

    expect((await api('/api/verify-reset-token', { body: { token: link.token, email: u.email } })).body).toEqual({ valid: false, reason: 'used' });
    const again = await api('/api/reset-password', { body: { token: link.token, email: u.email, password: 'Another passphrase 88', password_confirmation: 'Another passphrase 88' } });
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ message: 'This reset link has already been used.' });
  });

  it('a tampered link, or one for another e-mail, is invalid', async () => {
    const u = await newClient('fp-tamper');
    await api('/api/forgetpass', { body: { email: u.email, domainName: u.domain } });
    const link = linkIn((await lastMailTo(u.email)).text);
    const tampered = `${link.token.slice(0, -2)}xx`;
    expect((await api('/api/verify-reset-token', { body: { token: tampered, email: u.email } })).body).toEqual({ valid: false, reason: 'invalid' });
    expect((await api('/api/verify-reset-token', { body: { token: link.token, email: 'client@demo.test' } })).body).toEqual({ valid: false, reason: 'invalid' });
    expect((await api('/api/verify-reset-token', { body: { token: 'garbage', email: u.email } })).body).toEqual({ valid: false, reason: 'invalid' });
    const reset = await api('/api/reset-password', { body: { token: tampered, email: u.email, password: 'Reset passphrase 77', password_confirmation: 'Reset passphrase 77' } });
    expect(reset.status).toBe(422);
  });

  it('a link older than one hour has expired', async () => {
    const u = await newClient('fp-expired');
    const clock = fixedClock(new Date(Date.now() - 61 * 60 * 1000));
    await requestPasswordReset({ email: u.email, domainName: u.domain }, { ip: '127.0.9.9' }, clock);
    const link = linkIn((await lastMailTo(u.email)).text);
    expect(await verifyResetToken({ token: link.token, email: u.email })).toEqual({ valid: false, reason: 'expired' });
    await expect(resetPassword({ token: link.token, email: u.email, password: 'Reset passphrase 77' }, {})).rejects.toThrow('This reset link has expired.');
  });

  it('the 6th request for one e-mail within 15 minutes is refused', async () => {
    const u = await newClient('fp-limit');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await api('/api/forgetpass', { body: { email: u.email, domainName: u.domain }, from: '127.0.3.2' })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
