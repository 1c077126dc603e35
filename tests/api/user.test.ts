import { describe, expect, it } from 'vitest';
import { api, DEMO, session } from './client.js';

type UserData = Record<string, unknown>;

describe('GET /api/user: the signed-in user data with the spec field names', () => {
  it.each([
    ['root', { user_type: 'userdownline', systemuser: 'T', rootcomp: 'T', company_name: 'Demo Platform' }],
    ['sales', { user_type: 'sales', isAccExecutive: 'T', systemuser: 'F', company_name: 'Demo Platform' }],
    ['agency', { user_type: 'userdownline', systemuser: 'F', rootcomp: 'F', company_name: 'Acme Agency', companyparentname: 'Demo Platform' }],
    ['admin', { user_type: 'administrator', company_name: 'Acme Agency' }],
    ['client', { user_type: 'client', company_name: "Bob's Bakery", companyparentname: 'Acme Agency' }],
    ['globex', { user_type: 'userdownline', company_name: 'Globex Agency', box_bgcolor: '#047857' }],
    ['client2', { user_type: 'client', company_name: 'Globex Client', companyparentname: 'Globex Agency' }],
  ] as const)('%s', async (who, expected) => {
    const s = await session(DEMO[who][0], DEMO[who][1]);
    const res = await api<UserData>('/api/user', { token: s.access_token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...expected, email: DEMO[who][0], id: s.userId, isViewMode: false });
    expect(res.body).toMatchObject({ leadlocalurl: 'siteid', leadlocalname: 'Site ID', leadlocatorurl: 'searchid', leadspeek_type: 'local|locator', timezone: 'America/Chicago' });
    expect(res.body).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(res.body)).not.toContain('argon2');
  });

  it('a client carries its agency’s brand colours', async () => {
    const s = await session(...DEMO.client);
    const res = await api<UserData>('/api/user', { token: s.access_token });
    expect(res.body).toMatchObject({ box_bgcolor: '#c2410c', sidebar_bgcolor: '#7c2d12' });
  });
});

describe('GET /api/user/checksetupcomplete/{userId}', () => {
  it('answers the setup-check fields for the signed-in user', async () => {
    const s = await session(...DEMO.agency);
    const res = await api<UserData>(`/api/user/checksetupcomplete/${s.userId}`, { token: s.access_token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      setupcomplete: 'T',
      accountconnected: 'completed',
      paymentStatusFailed: false,
      accessmodule: ['local', 'locator', 'enhance', 'b2b'],
      is_whitelabeling: 'T',
    });
  });
});

describe('GET /api/domain-info: the sign-in page’s branding, public and with nothing private', () => {
  it.each([
    ['localhost', 'Demo Platform', 'T', 'F'],
    ['acme.localhost', 'Acme Agency', 'F', 'T'],
    ['globex.localhost:3000', 'Globex Agency', 'F', 'T'],
  ])('%s shows %s', async (host, name, rootcomp, agencyplatformroot) => {
    const res = await api<UserData>(`/api/domain-info?domainorsub=${encodeURIComponent(host)}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ rootcomp, agencyplatformroot, branding: { company_name: name } });
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/@demo\.test|passwordHash|accountExecutiveId|chargesEnabled/);
  });

  it('Acme and Globex have different brands', async () => {
    const a = await api<{ branding: UserData }>('/api/domain-info?domainorsub=acme.localhost');
    const g = await api<{ branding: UserData }>('/api/domain-info?domainorsub=globex.localhost');
    expect(a.body.branding.box_bgcolor).not.toBe(g.body.branding.box_bgcolor);
    expect(a.body.branding.logo).not.toBe(g.body.branding.logo);
  });

  it('an unknown host gets 404', async () => {
    const res = await api('/api/domain-info?domainorsub=nobody.localhost');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ result: 'error' });
  });

  it('a missing host gets 422', async () => {
    expect((await api('/api/domain-info')).status).toBe(422);
  });
});
