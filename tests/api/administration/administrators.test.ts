import { beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO, lastMailTo, session, signIn } from '../client.js';

type S = Awaited<ReturnType<typeof session>>;
const s = {} as Record<keyof typeof DEMO, S>;
type Admins = { data: { id: string; name: string; email: string; role_name: string | null; status: string }[] };

beforeAll(async () => {
  for (const who of Object.keys(DEMO) as (keyof typeof DEMO)[]) s[who] = await session(DEMO[who][0], DEMO[who][1]);
});

const flags = (v: 'T' | 'F') => ({ enable: v, create: v, update: v, delete: v });

describe('Administrator List', () => {
  it('lists the agency’s administrators with their roles', async () => {
    const res = await api<Admins>(`/api/configuration/administrators/${s.agency.companyId}`, { token: s.agency.access_token });
    expect(res.status).toBe(200);
    expect(res.body.data.map((a) => a.email)).toContain('admin@demo.test');
  });

  it('adds an administrator with a role, who is invited, signs in and gets the role’s permissions; then edits and deletes them', async () => {
    const role = await api<{ roleID: string }>('/api/configuration/role-module/addupdate', {
      method: 'PUT',
      token: s.agency.access_token,
      body: { companyID: s.agency.companyId, roleName: `Support ${Date.now()}`, modules: { adsDesign: flags('F'), campaign: flags('F'), leadsPeek: flags('T'), settings: flags('F') } },
    });
    const email = `new-admin-${Date.now()}@acme.test`;
    const added = await api<{ id: string }>('/api/configuration/administrators', { token: s.agency.access_token, body: { companyID: s.agency.companyId, name: 'Ada Added', email, roleID: role.body.roleID } });
    expect(added.status).toBe(200);
    const mail = await lastMailTo(email);
    expect(mail.subject).toBe('You are invited to Acme Agency');
    const token = decodeURIComponent(/\/set-new-password\/(\S+?)\?email=/.exec(mail.text)?.[1] ?? '');
    await api('/api/reset-password', { body: { token, email, password: 'Admin passphrase 9', password_confirmation: 'Admin passphrase 9' } });
    const adminSession = await signIn(email, 'acme.localhost', 'Admin passphrase 9');
    const me = await api<{ user_type: string; user_permissions: Record<string, string> }>('/api/user', { token: adminSession.body.access_token });
    expect(me.body).toMatchObject({ user_type: 'administrator', user_permissions: { menuLeadsPeek: 'T', settingMenuShow: 'F' } });
    // Their role does not allow settings changes: they cannot add administrators.
    expect((await api('/api/configuration/administrators', { token: adminSession.body.access_token, body: { companyID: s.agency.companyId, name: 'X', email: `x-${Date.now()}@acme.test` } })).status).toBe(403);

    expect((await api(`/api/configuration/administrators/${added.body.id}`, { method: 'PUT', token: s.agency.access_token, body: { name: 'Ada Edited', roleID: null, status: 'inactive' } })).status).toBe(200);
    expect((await api('/api/user', { token: adminSession.body.access_token })).status).toBe(401);
    const list = await api<Admins>(`/api/configuration/administrators/${s.agency.companyId}`, { token: s.agency.access_token });
    expect(list.body.data.find((a) => a.id === added.body.id)).toMatchObject({ name: 'Ada Edited', role_name: null, status: 'inactive' });

    expect((await api(`/api/configuration/administrators/${s.agency.companyId}/${added.body.id}`, { method: 'DELETE', token: s.agency.access_token })).body).toEqual({ result: 'success', message: 'Deleted!' });
    expect((await api<Admins>(`/api/configuration/administrators/${s.agency.companyId}`, { token: s.agency.access_token })).body.data.map((a) => a.id)).not.toContain(added.body.id);
  });

  it('a role of another company cannot be given', async () => {
    const res = await api('/api/configuration/administrators', { token: s.agency.access_token, body: { companyID: s.agency.companyId, name: 'Y', email: `y-${Date.now()}@acme.test`, roleID: 'not-a-role' } });
    expect(res.status).toBe(422);
  });

  it.each(['globex', 'client', 'sales', 'client2'] as const)('%s cannot list or add Acme’s administrators', async (who) => {
    expect((await api(`/api/configuration/administrators/${s.agency.companyId}`, { token: s[who].access_token })).status).toBe(404);
    expect((await api('/api/configuration/administrators', { token: s[who].access_token, body: { companyID: s.agency.companyId, name: 'Z', email: `z-${Date.now()}@acme.test` } })).status).toBe(404);
  });

  it('Globex cannot edit Acme’s administrator', async () => {
    const list = await api<Admins>(`/api/configuration/administrators/${s.agency.companyId}`, { token: s.agency.access_token });
    const adam = list.body.data.find((a) => a.email === 'admin@demo.test');
    expect((await api(`/api/configuration/administrators/${adam?.id}`, { method: 'PUT', token: s.globex.access_token, body: { name: 'Hijacked' } })).status).toBe(404);
  });
});
