import { beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '../client.js';
import { useCore } from '../core.js';
import { created, create, demoSessions, uniq, type Session, type Who } from '../campaigns/helpers.js';

/**
 * The campaign builder's reads and rules (docs/decisions.md, "Campaign builder with audiences"):
 * the campaigns of every module with this month's leads and spend, the clients overview, banners on
 * a campaign and the Enhance ID minimum held by the API.
 */
vi.setConfig({ testTimeout: 60_000 });

let s: Record<Who, Session>;
let acme = '';
let bakery = '';

beforeAll(async () => {
  useCore();
  s = await demoSessions();
  acme = s.agency.companyId;
  bakery = s.client.companyId;
});

interface OverviewRow { id: string; campaignName: string; leadspeekType: string; company_id: string; company_name: string; status: string; leads: number; spend_cents: number; period_start: string; period_end: string }
const overview = (token: string, company: string) => api<{ data: OverviewRow[] }>(`/api/campaigns/overview/${company}`, { token });
const clients = (token: string, company: string) => api<{ data: { company_id: string; company_name: string; campaigns: Record<string, number>; audiences: number; banners: number }[] }>(`/api/campaigns/clients/${company}`, { token });

describe('the Campaign Dashboard lists every campaign across modules with this month’s leads and spend', () => {
  it('Acme sees Bob’s Bakery’s Site ID and Search ID campaigns with the leads the pipeline counted this month', async () => {
    const res = await overview(s.agency.access_token, acme);
    expect(res.status).toBe(200);
    const bakeryRows = res.body.data.filter((r) => r.company_id === bakery);
    expect(bakeryRows.some((r) => r.leadspeekType === 'local')).toBe(true);
    expect(bakeryRows.some((r) => r.leadspeekType === 'locator')).toBe(true);
    for (const r of bakeryRows) expect(r.period_start.slice(0, 7)).toBe(r.period_end.slice(0, 7));
    // The month's figures are the campaign's day items: its chart over the same days says the same.
    const busiest = [...bakeryRows].sort((a, b) => b.leads - a.leads)[0];
    expect(busiest?.leads).toBeGreaterThan(0);
    const chart = await api<{ totals: { delivered: number; spend_cents: number } }>(`/api/leadspeek/report/chart/${busiest?.id}/${busiest?.period_start}/${busiest?.period_end}`, { token: s.agency.access_token });
    expect(chart.body.totals.delivered).toBe(busiest?.leads);
    expect(chart.body.totals.spend_cents).toBe(busiest?.spend_cents);
  });

  it('a client sees only its own; another agency gets 404 for Acme', async () => {
    const own = await overview(s.client.access_token, bakery);
    expect(own.status).toBe(200);
    expect(own.body.data.every((r) => r.company_id === bakery)).toBe(true);
    expect((await overview(s.globex.access_token, acme)).status).toBe(404);
    expect((await overview(s.client2.access_token, bakery)).status).toBe(404);
  });
});

describe('Clients shows each client with its campaigns, audiences and banners', () => {
  it('Bob’s Bakery has its campaigns by status, the demo’s three audiences and two banners', async () => {
    const res = await clients(s.agency.access_token, acme);
    expect(res.status).toBe(200);
    const row = res.body.data.find((c) => c.company_id === bakery);
    expect(row?.company_name).toBe("Bob's Bakery");
    expect(row?.campaigns.total).toBeGreaterThan(0);
    expect(row?.audiences).toBeGreaterThanOrEqual(3);
    expect(row?.banners).toBeGreaterThanOrEqual(2);
  });

  it('clients and sales get 403, another agency 404', async () => {
    expect((await clients(s.client.access_token, acme)).status).toBe(403);
    expect((await clients(s.sales.access_token, acme)).status).toBe(403);
    expect((await clients(s.globex.access_token, acme)).status).toBe(404);
  });
});

describe('the Enhance ID minimum holds in the API', () => {
  const enhance = (extra: Record<string, unknown>) => ({ company_id: bakery, leadspeekType: 'enhance', campaignName: uniq('Enhance '), nationaltargeting: true, ...extra });

  it.each([
    ['5 a day', { LimitLead: 5, LimitLeadFreq: 'day' }, 422],
    ['60 a week', { LimitLead: 60, LimitLeadFreq: 'week' }, 422],
    ['10 a day', { LimitLead: 10, LimitLeadFreq: 'day' }, 200],
    ['70 a week', { LimitLead: 70, LimitLeadFreq: 'week' }, 200],
    ['no limit (0)', { LimitLead: 0 }, 200],
  ])('creating with a lead limit of %s answers %i', async (_label, limits, status) => {
    const res = await create(s.agency.access_token, enhance(limits));
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    if (status === 422) expect(res.body.errors?.LimitLead?.[0]).toMatch(/at least 10 leads a day/);
  });

  it('an update below the minimum is refused and changes nothing; Search ID has no such minimum', async () => {
    const c = await created(s.agency.access_token, enhance({ LimitLead: 20 }));
    const res = await api<{ errors?: Record<string, string[]> }>('/api/leadspeek/client/update', { method: 'PUT', token: s.agency.access_token, body: { campaign_id: c.id, campaignName: c.campaignName, LimitLead: 3 } });
    expect(res.status).toBe(422);
    expect(res.body.errors?.LimitLead?.length).toBe(1);
    const now = await api<{ data: { LimitLead: number } }>(`/api/leadspeek/getcampaign/${c.id}`, { token: s.agency.access_token });
    expect(now.body.data.LimitLead).toBe(20);
    expect((await create(s.agency.access_token, { company_id: bakery, leadspeekType: 'locator', campaignName: uniq('Search '), locatorkeyword: ['rye'], nationaltargeting: true, LimitLead: 3 })).status).toBe(200);
  });
});

describe('a campaign runs with its client’s banners', () => {
  it('the client’s own banners are kept on the campaign; another client’s are refused', async () => {
    const banners = await api<{ data: { banner_id: string; company_id: string }[] }>(`/api/banner/list/${bakery}`, { token: s.agency.access_token });
    const mine = banners.body.data.map((b) => b.banner_id).slice(0, 2);
    expect(mine.length).toBe(2);
    const c = await created(s.agency.access_token, { company_id: bakery, leadspeekType: 'local', campaignName: uniq('Banners '), banner_ids: mine });
    expect(c.banner_ids).toEqual(mine);
    const otherClient = await api<{ data: { id: string }[] }>('/api/configuration/user/create', {
      token: s.agency.access_token,
      body: { companyID: acme, company_name: uniq('Other '), name: 'Olive Other', email: `${uniq('o')}@client.test`, phonenum: '2015550123', phone_country_code: 'US' },
    });
    const refused = await create(s.agency.access_token, { company_id: otherClient.body.data[0]?.id, leadspeekType: 'local', campaignName: uniq('Banners '), banner_ids: mine });
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.banner_ids?.[0]).toBe('Choose banners of this client.');
  });
});
