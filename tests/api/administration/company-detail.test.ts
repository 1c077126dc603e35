import { db } from '@platform/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO, session } from '../client.js';
import { useCore } from '../core.js';

type S = Awaited<ReturnType<typeof session>>;
const s = {} as Record<keyof typeof DEMO, S>;
let rootId = '';
let n = 0;
const uniq = (p: string) => `${p}${Date.now().toString(36)}${(n += 1)}`;

beforeAll(async () => {
  useCore();
  for (const who of Object.keys(DEMO) as (keyof typeof DEMO)[]) s[who] = await session(DEMO[who][0], DEMO[who][1]);
  rootId = s.root.companyId;
});

type Detail = { id: string; kind: string; company_name: string; email: string; phonenum: string | null; payment_terms: string[]; modules: string[]; subdomain: string | null; user_id: string | null };

async function newAgency(modules = ['local', 'locator', 'enhance']) {
  const sub = uniq('det');
  const body = { companyID: rootId, company_name: `Detail ${sub}`, name: 'Dee Tail', email: `${sub}@agency.test`, phonenum: '2015550123', phone_country_code: 'US', subdomain: sub, payment_terms: ['Weekly', 'Monthly'], modules };
  const res = await api<{ data: { id: string }[] }>('/api/configuration/user/create', { token: s.root.access_token, body });
  expect(res.status).toBe(200);
  return { id: res.body.data[0]?.id ?? '', ...body };
}

const detail = (token: string, id: string) => api<Detail>(`/api/configuration/companies/${id}`, { token });

async function addCampaign(agencyId: string, companyId: string, module: 'local' | 'locator' | 'enhance' | 'b2b', status: 'running' | 'paused') {
  const id = uniq('cmp');
  await db().entities.campaign.create({ rootId, campaignId: id, agencyId, companyId, leadspeekType: module, leadspeekApiId: id.toUpperCase(), campaignName: `Campaign ${id}`, status }).go();
  return id.toUpperCase();
}

describe('the edit panel loads a company’s details', () => {
  it('root reads an agency it created: owner, phone, terms, modules and subdomain', async () => {
    const a = await newAgency();
    const res = await detail(s.root.access_token, a.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: a.id, kind: 'agency', company_name: a.company_name, email: a.email, phonenum: '+12015550123', subdomain: a.subdomain });
    expect([...res.body.payment_terms].sort()).toEqual(['Monthly', 'Weekly']);
    expect([...res.body.modules].sort()).toEqual(['enhance', 'local', 'locator']);
  });

  it('an agency reads its own client', async () => {
    const list = await api<{ data: { id: string }[] }>(`/api/configuration/companies/${s.agency.companyId}/children`, { token: s.agency.access_token });
    const client = list.body.data[0];
    expect(client).toBeDefined();
    const res = await detail(s.agency.access_token, client?.id ?? '');
    expect(res.status).toBe(200);
    expect(res.body.kind).toBe('client');
  });

  it.each(['globex', 'client', 'client2'] as const)('%s is refused Acme’s ids as if they did not exist', async (who) => {
    expect((await detail(s[who].access_token, s.agency.companyId)).status).toBe(404);
  });

  it('sales may see the tree but not open the edit panel', async () => {
    expect((await detail(s.sales.access_token, s.agency.companyId)).status).toBe(403);
  });

  it('the root company itself has no edit panel', async () => {
    expect((await detail(s.root.access_token, rootId)).status).toBe(404);
  });
});

describe('turning off a module that has active campaigns', () => {
  it('is refused with the campaign ids, and nothing changes', async () => {
    const a = await newAgency(['local', 'locator', 'enhance']);
    const running = await addCampaign(a.id, `${a.id}-client`, 'enhance', 'running');
    await addCampaign(a.id, `${a.id}-client`, 'enhance', 'paused');
    const res = await api<{ message: string; errors: Record<string, string[]> }>('/api/configuration/user/update', {
      method: 'PUT',
      token: s.root.access_token,
      body: { ClientID: a.id, company_name: a.company_name, name: a.name, email: a.email, phonenum: a.phonenum, phone_country_code: 'US', subdomain: a.subdomain, payment_terms: a.payment_terms, modules: ['local', 'locator'] },
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toContain(running);
    expect(res.body.errors.active_campaign_id).toEqual([running]);
    expect([...(await detail(s.root.access_token, a.id)).body.modules].sort()).toEqual(['enhance', 'local', 'locator']);
  });

  it('is allowed once no campaign of the module is active, and turning another module off is unaffected', async () => {
    const a = await newAgency(['local', 'locator', 'enhance']);
    await addCampaign(a.id, `${a.id}-client`, 'local', 'running');
    await addCampaign(a.id, `${a.id}-client`, 'enhance', 'paused');
    const res = await api('/api/configuration/user/update', {
      method: 'PUT',
      token: s.root.access_token,
      body: { ClientID: a.id, company_name: a.company_name, name: a.name, email: a.email, phonenum: a.phonenum, phone_country_code: 'US', subdomain: a.subdomain, payment_terms: a.payment_terms, modules: ['local', 'locator'] },
    });
    expect(res.status).toBe(200);
    expect([...(await detail(s.root.access_token, a.id)).body.modules].sort()).toEqual(['local', 'locator']);
  });

  it('the check before the dialog lists the active campaign ids of one module (POST /leadspeek/check-campaign-active)', async () => {
    const a = await newAgency(['local', 'locator']);
    const id = await addCampaign(a.id, `${a.id}-client`, 'locator', 'running');
    const ask = (token: string, leadspeek_type: string) => api<{ active_campaign_id: string[] }>('/api/leadspeek/check-campaign-active', { token, body: { company_id: a.id, leadspeek_type, user_type: 'agency' } });
    expect((await ask(s.root.access_token, 'locator')).body).toEqual({ active_campaign_id: [id] });
    expect((await ask(s.root.access_token, 'local')).body).toEqual({ active_campaign_id: [] });
    expect((await ask(s.globex.access_token, 'locator')).status).toBe(404);
    expect((await ask(s.root.access_token, 'radio')).status).toBe(422);
  });
});

describe('an agency’s API mode is its developer mode', () => {
  it('adding an agency with API mode on is refused (the Developer API switch needs the agreement and its fee)', async () => {
    const sub = uniq('apim');
    const res = await api<{ errors: Record<string, string[]> }>('/api/configuration/user/create', {
      token: s.root.access_token,
      body: { companyID: rootId, company_name: `Api ${sub}`, name: 'Api Mode', email: `${sub}@agency.test`, phonenum: '2015550123', subdomain: sub, payment_terms: ['Weekly'], api_mode: 'T' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.api_mode?.[0]).toContain('Developer API switch');
  });

  it('the edit panel cannot turn it on, and saving it as loaded still works', async () => {
    const a = await newAgency();
    const body = { ClientID: a.id, company_name: a.company_name, name: a.name, email: a.email, phonenum: a.phonenum, phone_country_code: 'US', subdomain: a.subdomain, payment_terms: a.payment_terms, modules: a.modules };
    const refused = await api('/api/configuration/user/update', { method: 'PUT', token: s.root.access_token, body: { ...body, api_mode: 'T' } });
    expect(refused.status).toBe(422);
    const list = await api<{ data: { id: string; api_mode: string }[] }>(`/api/configuration/companies/${rootId}/children?searchkey=${a.subdomain}`, { token: s.root.access_token });
    expect(list.body.data.find((r) => r.id === a.id)?.api_mode).toBe('F');
    expect((await api('/api/configuration/user/update', { method: 'PUT', token: s.root.access_token, body: { ...body, api_mode: 'F' } })).status).toBe(200);
    // Turned on through the switch, the panel saves it as loaded.
    expect((await api('/api/configuration/agency/developer-mode', { method: 'PUT', token: s.root.access_token, body: { companyID: a.id, api_mode: 'T', agree: true } })).status).toBe(200);
    expect((await api('/api/configuration/user/update', { method: 'PUT', token: s.root.access_token, body: { ...body, api_mode: 'T' } })).status).toBe(200);
  });

  it('a client’s modules are stored when it is added, as the edit panel stores them', async () => {
    const list = await api<{ data: { id: string }[] }>(`/api/configuration/companies/${s.agency.companyId}/children?per_page=1`, { token: s.agency.access_token });
    expect(list.status).toBe(200);
    const id = uniq('clm');
    const added = await api<{ data: { id: string }[] }>('/api/configuration/user/create', { token: s.agency.access_token, body: { companyID: s.agency.companyId, company_name: `Mods ${id}`, name: 'Mo Dules', email: `${id}@client.test`, modules: ['local'] } });
    expect(added.status).toBe(200);
    expect((await detail(s.agency.access_token, added.body.data[0]?.id ?? '')).body.modules).toEqual(['local']);
    await api(`/api/configuration/user/remove/${added.body.data[0]?.id ?? ''}/${(await detail(s.agency.access_token, added.body.data[0]?.id ?? '')).body.user_id ?? ''}`, { method: 'DELETE', token: s.agency.access_token });
  });
});
