import { createCompany, createUser, listUserAudit } from '@platform/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO, session, type Tokens } from '../client.js';
import { useCore } from '../core.js';

beforeAll(() => useCore());

const switchTo = (token: string, usrID: string) => api<Tokens & { result: string }>('/api/auth/switch-user', { token, body: { usrID } });

describe('view mode: a root system user switches into another user', () => {
  it('switches in, sees the user flagged isViewMode, and switches back to a fresh own session', async () => {
    const root = await session(...DEMO.root);
    const client = await session(...DEMO.client);
    const res = await switchTo(root.access_token, client.userId);
    expect(res.status).toBe(200);
    expect(res.body.result).toBe('success');
    const me = await api<Record<string, unknown>>('/api/user', { token: res.body.access_token });
    expect(me.body).toMatchObject({ email: 'client@demo.test', isViewMode: true });

    const rows = await listUserAudit(me.body.company_root_id as string, client.userId);
    const started = rows.find((r) => r.action === 'view_mode_started');
    expect(started).toMatchObject({ userId: client.userId, actingUserId: root.userId });

    const back = await api<Tokens>('/api/auth/switch-back', { method: 'POST', token: res.body.access_token });
    expect(back.status).toBe(200);
    const again = await api<Record<string, unknown>>('/api/user', { token: back.body.access_token });
    expect(again.body).toMatchObject({ email: 'root@demo.test', isViewMode: false });
    // The viewing session is over.
    expect((await api('/api/user', { token: res.body.access_token })).status).toBe(401);
    const ended = (await listUserAudit(me.body.company_root_id as string, client.userId)).find((r) => r.action === 'view_mode_ended');
    expect(ended).toMatchObject({ actingUserId: root.userId });
  });

  it.each([
    ['an agency owner', 'agency', 'client'],
    ['sales', 'sales', 'agency'],
    ['an administrator', 'admin', 'client'],
    ['a client', 'client', 'client2'],
  ] as const)('%s cannot switch users', async (_name, who, target) => {
    const actor = await session(DEMO[who][0], DEMO[who][1]);
    const t = await session(DEMO[target][0], DEMO[target][1]);
    const res = await switchTo(actor.access_token, t.userId);
    expect(res.status).toBe(403);
  });

  it('cannot switch again from inside view mode, nor change the viewed user’s password or 2FA', async () => {
    const root = await session(...DEMO.root);
    const agency = await session(...DEMO.agency);
    const view = await switchTo(root.access_token, agency.userId);
    const client = await session(...DEMO.client);
    expect((await switchTo(view.body.access_token, client.userId)).status).toBe(403);
    const pw = await api('/api/user/resetpassword', { token: view.body.access_token, body: { usrID: agency.userId, currpassword: 'Demo!2345', newpassword: 'A brand new passphrase', newpassword_confirmation: 'A brand new passphrase' } });
    expect(pw.status).toBe(403);
    expect((await api(`/api/setting/twofactorauth/${agency.userId}`, { token: view.body.access_token })).status).toBe(403);
  });

  it('a user who is not in view mode cannot "switch back"', async () => {
    const root = await session(...DEMO.root);
    expect((await api('/api/auth/switch-back', { method: 'POST', token: root.access_token })).status).toBe(422);
  });

  it('only within its own platform', async () => {
    const other = await createCompany({ kind: 'root', name: 'Other Platform', platformDomain: `other-${Date.now()}.test` });
    const stranger = await createUser({ rootId: other.companyId, companyId: other.companyId, email: `s-${Date.now()}@other.test`, name: 'Stranger', userType: 'userdownline', systemUser: true, password: 'Whatever passphrase 1' });
    const root = await session(...DEMO.root);
    const res = await switchTo(root.access_token, stranger.userId);
    expect(res.status).toBe(404);
  });
});

describe('audit entries for sign-in and failed sign-in', () => {
  it('records who, what, when and from which address', async () => {
    const s = await session(...DEMO.globex);
    await api('/api/login', { body: { username: 'globex@demo.test', password: 'wrong', domainName: 'globex.localhost' }, from: '127.0.6.1' });
    const me = await api<{ company_root_id: string }>('/api/user', { token: s.access_token });
    const rows = await listUserAudit(me.body.company_root_id, s.userId);
    const ok = rows.find((r) => r.action === 'login');
    const failed = rows.find((r) => r.action === 'login_failed');
    expect(ok).toMatchObject({ userName: 'Gina Globex', userType: 'userdownline', ip: '127.0.0.1' });
    expect(failed).toMatchObject({ ip: '127.0.6.1', description: 'Failed sign-in on globex.localhost' });
    expect(Date.now() - new Date(failed?.createdAt ?? 0).getTime()).toBeLessThan(60_000);
  });
});
