import { dailyStatsAdd, db, statsDay, statsKeys } from '@platform/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../client.js';
import { useCore } from '../core.js';
import { created, demoSessions, move, newClientOf, person, siteId, uniq, type CampaignBody, type Session, type Who } from './helpers.js';

let s: Record<Who, Session>;
let rootId = '';
let acme = '';
let client = { id: '', name: '' };
let campaign: CampaignBody;
let other: CampaignBody;
const DAY = 86_400_000;

type LeadPage = { total: number; current_page: number; last_page: number; data: { id: string; status: string; amount_cents: number; wholesale_cents: number; email: string | null; company_name: string | null; leadspeek_api_id: string | null }[] };

/** What brief I's pipeline will write: a lead and its day's counters (here straight through core). */
async function lead(c: CampaignBody, agencyId: string, at: Date, status: 'delivered' | 'suppressed' | 'over-limit' | 'test', cents = 0) {
  const leadId = uniq('lead');
  const email = `${leadId}@person.test`;
  await db()
    .entities.lead.create({ rootId, leadId, campaignId: c.id, companyId: c.company_id, agencyId, module: 'local', receivedAt: at.toISOString(), createdAt: at.toISOString(), personKey: email, status, email, firstName: 'Lee', lastName: 'Lead', amountRetailCents: cents, amountWholesaleCents: Math.floor(cents / 2) })
    .go();
  const day = statsDay(at, 'America/Chicago');
  for (const key of statsKeys({ rootId, companyId: c.company_id, agencyId, campaignId: c.id, module: 'local' }, day)) {
    await db().entities.dailyStats.update(key).add(dailyStatsAdd(status, cents, Math.floor(cents / 2))).go();
  }
  return leadId;
}

const day = (d: Date) => statsDay(d, 'America/Chicago');

beforeAll(async () => {
  useCore();
  s = await demoSessions();
  rootId = s.root.companyId;
  acme = s.agency.companyId;
  client = await newClientOf(s.agency.access_token, acme);
  campaign = await created(s.agency.access_token, siteId(client.id));
  other = await created(s.agency.access_token, siteId(client.id));
  const now = Date.now();
  await lead(campaign, acme, new Date(now - 60_000), 'delivered', 250);
  await lead(campaign, acme, new Date(now - 120_000), 'suppressed');
  await lead(campaign, acme, new Date(now - 3 * DAY), 'delivered', 250);
  await lead(campaign, acme, new Date(now - 10 * DAY), 'over-limit');
  await lead(campaign, acme, new Date(now - 20 * DAY), 'delivered', 300);
  await lead(campaign, acme, new Date(now - 40 * DAY), 'delivered', 300);
  await lead(other, acme, new Date(now - 60_000), 'delivered', 250);
});

describe("a campaign's leads (GET /leadspeek/report/lead/{campaignId}/{start}/{end})", () => {
  const report = (token: string, id: string, start: string, end: string, q = '') => api<LeadPage>(`/api/leadspeek/report/lead/${id}/${start}/${end}${q}`, { token });

  it('answers the leads of those days, newest first, with status and the amount charged', async () => {
    const today = day(new Date());
    const res = await report(s.agency.access_token, campaign.id, day(new Date(Date.now() - 29 * DAY)), today);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(5);
    expect(res.body.data.map((l) => l.status)).toEqual(['delivered', 'suppressed', 'delivered', 'over-limit', 'delivered']);
    expect(res.body.data.map((l) => l.amount_cents)).toEqual([250, 0, 250, 0, 300]);
    expect(res.body.data[0]).toMatchObject({ leadspeek_api_id: campaign.leadspeek_api_id, company_name: client.name, wholesale_cents: 125 });
  });

  it('filters by status and pages', async () => {
    const from = day(new Date(Date.now() - 60 * DAY));
    const to = day(new Date());
    expect((await report(s.agency.access_token, campaign.id, from, to, '?status=delivered')).body.total).toBe(4);
    const p = await report(s.agency.access_token, campaign.id, from, to, '?per_page=2&page=3');
    expect(p.body).toMatchObject({ total: 6, current_page: 3, last_page: 3 });
    expect(p.body.data).toHaveLength(2);
  });

  it('downloads as CSV', async () => {
    const res = await fetch(`${(await import('vitest')).inject('apiUrl')}/api/leadspeek/report/lead/${campaign.id}/${day(new Date(Date.now() - 5 * DAY))}/${day(new Date())}?format=csv`, { headers: { authorization: `Bearer ${s.agency.access_token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toContain('Received,Campaign,Client,Status');
    expect(lines).toHaveLength(4);
  });

  it("the client sees its own campaign's leads without the wholesale amount; other tenants get 404; bad ranges 422", async () => {
    const owner = (await db().entities.company.get({ rootId, companyId: client.id }).go()).data?.ownerUserId ?? '';
    expect(owner).not.toBe('');
    const me = await person(rootId, client.id, 'client', 'acme.localhost');
    const mine = await report(me.access_token, campaign.id, day(new Date(Date.now() - DAY)), day(new Date()));
    expect(mine.status).toBe(200);
    expect(mine.body.data.every((l) => l.wholesale_cents === 0)).toBe(true);
    for (const who of ['globex', 'client2', 'client'] as const) expect((await report(s[who].access_token, campaign.id, '2026-01-01', '2026-01-31')).status).toBe(404);
    expect((await report(s.agency.access_token, campaign.id, '2026-02-01', '2026-01-01')).status).toBe(422);
    expect((await report(s.agency.access_token, campaign.id, '2024-01-01', '2026-01-01')).status).toBe(422);
  });

  it('a removed campaign keeps its report', async () => {
    const gone = await created(s.agency.access_token, siteId(client.id));
    await lead(gone, acme, new Date(Date.now() - 60_000), 'delivered', 100);
    await move(s.agency.access_token, 'remove', { campaign_id: gone.id });
    expect((await report(s.agency.access_token, gone.id, day(new Date(Date.now() - DAY)), day(new Date()))).body.total).toBe(1);
  });
});

describe('leads management (GET /leadspeek/leads/{type}/{companyId}/{start}/{end}): administrators only', () => {
  const leads = (token: string, company: string, q = '') => api<LeadPage>(`/api/leadspeek/leads/local/${company}/${day(new Date(Date.now() - 30 * DAY))}/${day(new Date())}${q}`, { token });

  it("an administrator sees every lead of the agency's clients, filterable by client, status and search", async () => {
    const res = await leads(s.admin.access_token, acme, `?client_id=${client.id}`);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(7);
    expect(res.body.data.map((l) => l.leadspeek_api_id)).toEqual(expect.arrayContaining([campaign.leadspeek_api_id, other.leadspeek_api_id]));
    expect(res.body.data.every((l) => l.company_name === client.name)).toBe(true);
    expect((await leads(s.admin.access_token, acme, `?client_id=${client.id}&status=suppressed`)).body.total).toBe(1);
    expect((await leads(s.admin.access_token, acme, `?client_id=${client.id}&searchkey=${other.leadspeek_api_id}`)).body.total).toBe(1);
  });

  it('the owner, clients and other tenants may not (403 / 404)', async () => {
    expect((await leads(s.agency.access_token, acme)).status).toBe(403);
    expect((await leads(s.client.access_token, acme)).status).toBe(404);
    expect((await leads(s.globex.access_token, acme)).status).toBe(404);
  });
});

describe('the module dashboard (GET /leadspeek/dashboard/{type}/{companyId})', () => {
  type Dash = { today: number; last7: number; last30: number; spend_cents_30: number; active_campaigns: number; days: { day: string; delivered: number; suppressed: number }[] };

  it("a client's figures: delivered leads today, in 7 and 30 days, spend and running campaigns, one point per day", async () => {
    const res = await api<Dash>(`/api/leadspeek/dashboard/local/${client.id}`, { token: s.agency.access_token });
    expect(res.status).toBe(200);
    // Today: one lead of each campaign and of the removed one (its leads still count); 3 and 20 days ago one more each; 40 days ago is outside.
    expect(res.body).toMatchObject({ today: 3, last7: 4, last30: 5, spend_cents_30: 250 + 250 + 100 + 250 + 300, active_campaigns: 2 });
    expect(res.body.days).toHaveLength(30);
    expect(res.body.days.at(-1)).toMatchObject({ day: day(new Date()), delivered: 3, suppressed: 1 });
  });

  it('pausing a campaign lowers the running count; the agency sees all its clients; other tenants 404', async () => {
    await move(s.agency.access_token, 'activepause', { campaign_id: other.id, status: 'paused' });
    expect((await api<Dash>(`/api/leadspeek/dashboard/local/${client.id}`, { token: s.agency.access_token })).body.active_campaigns).toBe(1);
    const agency = await api<Dash>(`/api/leadspeek/dashboard/local/${acme}`, { token: s.agency.access_token });
    expect(agency.status).toBe(200);
    expect(agency.body.last30).toBeGreaterThanOrEqual(4);
    expect((await api(`/api/leadspeek/dashboard/local/${client.id}`, { token: s.globex.access_token })).status).toBe(404);
    expect((await api(`/api/leadspeek/dashboard/local/${acme}`, { token: s.client2.access_token })).status).toBe(404);
  });
});
