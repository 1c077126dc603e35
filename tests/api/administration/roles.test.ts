import { createUser, db } from '@platform/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO, session, signIn } from '../client.js';
import { useCore } from '../core.js';

type S = Awaited<ReturnType<typeof session>>;
const s = {} as Record<keyof typeof DEMO, S>;
const flags = (enable: 'T' | 'F', create = enable, update = enable, del = enable) => ({ enable, create, update, delete: del });
const modules = (settings = flags('T')) => ({ adsDesign: flags('F'), campaign: flags('T'), leadsPeek: flags('T'), settings });

beforeAll(async () => {
  useCore();
  for (const who of Object.keys(DEMO) as (keyof typeof DEMO)[]) s[who] = await session(DEMO[who][0], DEMO[who][1]);
});

const save = (token: string, body: Record<string, unknown>) => api<{ roleID: string; message: string }>('/api/configuration/role-module/addupdate', { method: 'PUT', token, body });

/** An Acme administrator holding a role, signed in. */
async function adminWithRole(roleId: string) {
  const email = `role-admin-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@acme.test`;
  await createUser({ rootId: s.root.companyId, companyId: s.agency.companyId, email, name: 'Rolf Role', userType: 'administrator', password: 'Admin passphrase 1', roleId, customerCardId: 'card_x', profileSetupCompleted: true });
  return (await signIn(email, 'acme.localhost', 'Admin passphrase 1')).body.access_token;
}

describe('roles: list, editor and delete', () => {
  it('the owner adds a role, reads it back, edits it and sees it listed with its holders', async () => {
    const added = await save(s.agency.access_token, { companyID: s.agency.companyId, roleName: 'Campaign Manager', modules: modules() });
    expect(added.body.message).toBe('Data has been added successfully');
    const got = await api<{ roleName: string; modules: unknown }>(`/api/configuration/role-module/get/${s.agency.companyId}/${added.body.roleID}`, { token: s.agency.access_token });
    expect(got.body).toMatchObject({ roleName: 'Campaign Manager', modules: modules() });
    const edited = await save(s.agency.access_token, { companyID: s.agency.companyId, roleID: added.body.roleID, roleName: 'Campaigns', modules: modules(flags('T', 'F', 'T', 'F')) });
    expect(edited.body.message).toBe('Data has been updated successfully');
    await adminWithRole(added.body.roleID);
    const list = await api<{ params: { roleID: string; roleName: string; users: number }[] }>(`/api/configuration/role-module/list/${s.agency.companyId}`, { token: s.agency.access_token });
    expect(list.body.params).toContainEqual(expect.objectContaining({ roleID: added.body.roleID, roleName: 'Campaigns', users: 1 }));
  });

  it('a role’s flags become the user’s user_permissions', async () => {
    const role = await save(s.agency.access_token, { companyID: s.agency.companyId, roleName: `Viewer ${Date.now()}`, modules: modules(flags('T', 'F', 'F', 'F')) });
    const token = await adminWithRole(role.body.roleID);
    const me = await api<{ user_permissions: Record<string, string> }>('/api/user', { token });
    expect(me.body.user_permissions).toMatchObject({ menuAdsDesign: 'F', menuCampaign: 'T', settingMenuShow: 'T', settingMenuShow_create: 'F', settingMenuShow_update: 'F', settingMenuShow_delete: 'F' });
  });

  it('Save and delete are gated by settingMenuShow_create/_update/_delete in the API', async () => {
    const role = await save(s.agency.access_token, { companyID: s.agency.companyId, roleName: `Limited ${Date.now()}`, modules: modules(flags('T', 'F', 'T', 'F')) });
    const limited = await adminWithRole(role.body.roleID);
    expect((await save(limited, { companyID: s.agency.companyId, roleName: 'Nope', modules: modules() })).status).toBe(403);
    expect((await save(limited, { companyID: s.agency.companyId, roleID: role.body.roleID, roleName: 'Renamed by limited', modules: modules(flags('T', 'F', 'T', 'F')) })).status).toBe(200);
    const spare = await save(s.agency.access_token, { companyID: s.agency.companyId, roleName: `Spare ${Date.now()}`, modules: modules() });
    expect((await api(`/api/configuration/role-module/remove/${s.agency.companyId}/${spare.body.roleID}`, { method: 'DELETE', token: limited })).status).toBe(403);
    const del = await api(`/api/configuration/role-module/remove/${s.agency.companyId}/${spare.body.roleID}`, { method: 'DELETE', token: s.agency.access_token });
    expect(del.body).toEqual({ result: 'success', message: 'Deleted!' });
  });

  it('a role someone holds cannot be deleted', async () => {
    const role = await save(s.agency.access_token, { companyID: s.agency.companyId, roleName: `Held ${Date.now()}`, modules: modules() });
    await adminWithRole(role.body.roleID);
    expect((await api(`/api/configuration/role-module/remove/${s.agency.companyId}/${role.body.roleID}`, { method: 'DELETE', token: s.agency.access_token })).status).toBe(409);
    expect((await db().entities.role.get({ rootId: s.root.companyId, companyId: s.agency.companyId, roleId: role.body.roleID }).go()).data).not.toBeNull();
  });

  it.each(['globex', 'client2', 'client', 'sales'] as const)('%s cannot see or change Acme’s roles', async (who) => {
    expect((await api(`/api/configuration/role-module/list/${s.agency.companyId}`, { token: s[who].access_token })).status).toBe(404);
    expect((await save(s[who].access_token, { companyID: s.agency.companyId, roleName: 'X', modules: modules() })).status).toBe(404);
  });

  it('bad flags are refused', async () => {
    const res = await save(s.agency.access_token, { companyID: s.agency.companyId, roleName: 'Bad', modules: { ...modules(), settings: { enable: 'yes' } } });
    expect(res.status).toBe(422);
  });
});
