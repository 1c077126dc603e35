import { beforeAll, describe, expect, inject, it } from 'vitest';
import { db } from '@platform/core';
import { api, DEMO, session } from '../client.js';
import { useCore } from '../core.js';

type S = Awaited<ReturnType<typeof session>>;
const s = {} as Record<keyof typeof DEMO, S>;
type Logs = { data: { action: string; description: string; company_name: string | null; type_user: string; name: string; user_ip: string | null; location: string | null }[]; total: number; last_page: number; current_page: number; per_page: number };

beforeAll(async () => {
  useCore();
  for (const who of Object.keys(DEMO) as (keyof typeof DEMO)[]) s[who] = await session(DEMO[who][0], DEMO[who][1]);
});

const logs = (token: string, companyId: string, q = '') => api<Logs>(`/api/configuration/user-logs/${companyId}${q}`, { token });
// The logs' days are the company's (America/Chicago by default), not UTC: between 00:00 and 06:00
// UTC 'today' in UTC is still yesterday there.
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());

describe('Agency User’s Logs', () => {
  it('every change made in the agency shows up, newest first, with name, user type, IP and company', async () => {
    const name = `Logged Client ${Date.now()}`;
    await api('/api/configuration/user/create', { token: s.admin.access_token, body: { companyID: s.agency.companyId, company_name: name, name: 'Lou Logged', email: `log-${Date.now()}@client.test` } });
    const res = await logs(s.root.access_token, s.agency.companyId, '?action=company_created');
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({ action: 'company_created', name: 'Adam Admin', type_user: 'admin', company_name: name, user_ip: '127.0.0.1', location: 'Local network' });
    expect(res.body.data[0]?.description).toContain(name);
  });

  it('sign-ins of the agency’s clients are in the agency’s logs', async () => {
    const res = await logs(s.agency.access_token, s.agency.companyId, '?action=login&userType=client');
    expect(res.body.data.some((r) => r.name === 'Bob Baker' && r.company_name === "Bob's Bakery")).toBe(true);
    expect(res.body.data.every((r) => r.type_user === 'client')).toBe(true);
  });

  it('the Enterprise filter shows root users’ actions on the agency', async () => {
    await api(`/api/configuration/costagency/${s.agency.companyId}`, { method: 'PUT', token: s.root.access_token, body: { dpay: 'Weekly', costagency: { local: { Weekly: { LeadspeekCostperlead: '0.40' } } } } });
    const res = await logs(s.root.access_token, s.agency.companyId, '?userType=root&action=cost_updated');
    expect(res.body.data[0]).toMatchObject({ name: 'Rita Root', type_user: 'root', action: 'cost_updated' });
  });

  it('pages with data, current_page, per_page, total and last_page', async () => {
    const res = await logs(s.root.access_token, s.agency.companyId, '?per_page=2&page=1');
    expect(res.body).toMatchObject({ current_page: 1, per_page: 2 });
    expect(res.body.data).toHaveLength(2);
    expect(res.body.last_page).toBe(Math.ceil(res.body.total / 2));
  });

  it('a date range outside today finds nothing; today finds rows', async () => {
    expect((await logs(s.root.access_token, s.agency.companyId, '?start=2020-01-01&end=2020-01-31')).body.total).toBe(0);
    expect((await logs(s.root.access_token, s.agency.companyId, `?start=${today()}&end=${today()}`)).body.total).toBeGreaterThan(0);
    expect((await logs(s.root.access_token, s.agency.companyId, '?start=2026-02-01&end=2026-01-01')).status).toBe(422);
  });

  it('downloads as CSV (RFC 4180), with formula-like cells neutralised', async () => {
    const name = `=HYPERLINK("http://evil.test") ${Date.now()}`;
    await api('/api/configuration/user/create', { token: s.agency.access_token, body: { companyID: s.agency.companyId, company_name: name, name: 'Eve Evil', email: `csv-${Date.now()}@client.test` } });
    const res = await fetch(`${inject('apiUrl')}/api/configuration/user-logs/${s.agency.companyId}/download?action=company_created`, { headers: { authorization: `Bearer ${s.root.access_token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="user-logs-acme-agency.csv"');
    const text = await res.text();
    expect(text.startsWith('Name,User Type,Location,IP,Action,Description,Company,Date\r\n')).toBe(true);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.test"") `);
    expect(text).not.toMatch(/,=HYPERLINK/);
  });

  it('the action filter lists the log categories', async () => {
    const res = await api<{ params: { id: string; name: string }[] }>('/api/configuration/log-category', { token: s.root.access_token });
    expect(res.body.params).toContainEqual({ id: 'company_created', name: 'Company added' });
  });
});

describe('the user and campaign filters', () => {
  type People = { params: { id: string; name: string; type_user: string }[] };
  const people = (token: string, q = '') => api<People>(`/api/configuration/user-logs/${s.agency.companyId}/users${q}`, { token });

  it('offers the people who have rows in the agency’s logs, by user type and search, and filters the logs by one of them', async () => {
    const all = await people(s.root.access_token);
    expect(all.status).toBe(200);
    const adam = all.body.params.find((p) => p.name === 'Adam Admin');
    expect(adam).toMatchObject({ type_user: 'admin' });
    const clients = await people(s.root.access_token, '?userType=client');
    expect(clients.body.params.length).toBeGreaterThan(0);
    expect(clients.body.params.every((p) => p.type_user === 'client')).toBe(true);
    expect((await people(s.root.access_token, '?searchUser=adam')).body.params.map((p) => p.name)).toEqual(['Adam Admin']);
    const only = await logs(s.root.access_token, s.agency.companyId, `?userID=${adam?.id ?? ''}&per_page=100`);
    expect(only.body.data.length).toBeGreaterThan(0);
    expect(only.body.data.every((r) => r.name === 'Adam Admin')).toBe(true);
  });

  it('offers the campaigns of the agency’s clients with their company names', async () => {
    const clients = await api<{ data: { id: string; company_name: string }[] }>(`/api/configuration/companies/${s.agency.companyId}/children`, { token: s.agency.access_token });
    const client = clients.body.data[0];
    const id = `logcmp${Date.now().toString(36)}`;
    await db().entities.campaign.create({ rootId: s.root.companyId, campaignId: id, agencyId: s.agency.companyId, companyId: client?.id ?? '', leadspeekType: 'local', leadspeekApiId: id.toUpperCase(), campaignName: `Spring ${id}`, status: 'paused' }).go();
    const res = await api<{ campaigns: { id: string; leadspeek_api_id: string; campaign_name: string; company_name: string | null }[] }>(`/api/configuration/user-logs/${s.agency.companyId}/campaigns`, { token: s.agency.access_token });
    expect(res.body.campaigns).toContainEqual({ id, leadspeek_api_id: id.toUpperCase(), campaign_name: `Spring ${id}`, company_name: client?.company_name ?? null });
    const globexCampaigns = await api<{ campaigns: { id: string }[] }>(`/api/configuration/user-logs/${s.globex.companyId}/campaigns`, { token: s.globex.access_token });
    expect(globexCampaigns.body.campaigns.some((c) => c.id === id)).toBe(false);
  });

  it.each(['globex', 'client'] as const)('%s cannot list Acme’s log users or campaigns', async (who) => {
    expect((await people(s[who].access_token)).status).toBe(404);
    expect((await api(`/api/configuration/user-logs/${s.agency.companyId}/campaigns`, { token: s[who].access_token })).status).toBe(404);
  });

  it('sales cannot either', async () => {
    expect((await people(s.sales.access_token)).status).toBe(403);
  });
});

describe('who may see logs', () => {
  it('sales may not (API-enforced)', async () => {
    expect((await logs(s.sales.access_token, s.agency.companyId)).status).toBe(403);
  });
  it.each(['globex', 'client2', 'client'] as const)('%s cannot read Acme’s logs', async (who) => {
    expect((await logs(s[who].access_token, s.agency.companyId)).status).toBe(404);
    const dl = await fetch(`${inject('apiUrl')}/api/configuration/user-logs/${s.agency.companyId}/download`, { headers: { authorization: `Bearer ${s[who].access_token}` } });
    expect(dl.status).toBe(404);
  });
  it('Acme’s owner reads Acme’s own logs', async () => {
    expect((await logs(s.agency.access_token, s.agency.companyId)).status).toBe(200);
  });
});
