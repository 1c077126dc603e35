import { db, processLead, statsDay, PipelineCache } from '@platform/core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api } from '../client.js';
import { useCore } from '../core.js';
import { created, demoSessions, newClientOf, person, siteId, uniq, type CampaignBody, type Session, type Who } from '../campaigns/helpers.js';
import { exclude, md5, price } from '../leads/helpers.js';

/**
 * The campaign reports: the chart, the first day for the date pickers, the lead report's pages from
 * the index, the invoice report and the under-performing campaigns. Leads go through the
 * pipeline's own step (processLead, nothing announced), so the day items are the real ones.
 */
let s: Record<Who, Session>;
let rootId = '';
let acme = '';
let client = { id: '', name: '' };
let campaign: CampaignBody;
let quiet: CampaignBody;
const DAY = 86_400_000;
const TZ = 'America/Chicago';
const day = (d: Date) => statsDay(d, TZ);
const today = () => day(new Date());
const daysAgo = (n: number) => day(new Date(Date.now() - n * DAY));

type ChartDay = { day: string; delivered: number; suppressed: number; over_limit: number; pending: number; test: number; spend_cents: number; wholesale_cents: number };
type Chart = { days: ChartDay[]; totals: Omit<ChartDay, 'day'>; timezone: string };
type LeadPage = { total: number; current_page: number; last_page: number; from: number | null; to: number | null; next_cursor: string | null; data: { id: string; status: string; received_at: string; first_name: string | null; wholesale_cents: number }[] };

/** n leads of a campaign at the given ages (days ago, spread within the day), through the pipeline. */
async function leadsAt(c: CampaignBody, ages: number[], opts: { suppressEvery?: number; firstName?: string } = {}) {
  const cache = new PipelineCache();
  const now = new Date();
  for (const [i, age] of ages.entries()) {
    const email = `${uniq('r')}@report.test`;
    if (opts.suppressEvery && i % opts.suppressEvery === 0) await exclude(rootId, 'campaign', c.id, `md5:${md5(email)}`);
    const at = new Date(now.getTime() - age * DAY - (i % 5) * 60_000);
    await processLead({ lead_id: uniq('rl'), campaign_code: c.leadspeek_api_id, email, first_name: opts.firstName ?? 'Rita', received_at: at.toISOString() }, { now: () => now }, cache, { announce: false });
  }
}

const leadsOf = async (campaignId: string) => (await db().entities.lead.query.byCampaign({ rootId, campaignId }).go({ pages: 'all' })).data;

beforeAll(async () => {
  useCore();
  s = await demoSessions();
  rootId = s.root.companyId;
  acme = s.agency.companyId;
  client = await newClientOf(s.agency.access_token, acme);
  await price(s.agency.access_token, client.id, 'Weekly', '2.00');
  campaign = await created(s.agency.access_token, siteId(client.id));
  quiet = await created(s.agency.access_token, siteId(client.id));
  // 24 leads over the last 10 days, every 4th on the campaign's exclusion list.
  await leadsAt(campaign, [0, 0, 1, 1, 1, 2, 3, 3, 4, 4, 4, 4, 5, 6, 6, 7, 7, 8, 8, 9, 9, 9, 10, 10], { suppressEvery: 4 });
}, 120_000);

describe("a campaign's chart (GET /leadspeek/report/chart/{campaignId}/{start}/{end})", () => {
  const chart = (token: string, id: string, start: string, end: string) => api<Chart>(`/api/leadspeek/report/chart/${id}/${start}/${end}`, { token });

  it("answers every day of the range with delivered, suppressed and spend, equal to a recount of the campaign's leads", async () => {
    const res = await chart(s.agency.access_token, campaign.id, daysAgo(13), today());
    expect(res.status).toBe(200);
    expect(res.body.days).toHaveLength(14);
    const recount = new Map<string, { delivered: number; suppressed: number; spend: number }>();
    for (const l of await leadsOf(campaign.id)) {
      const d = recount.get(day(new Date(l.receivedAt))) ?? { delivered: 0, suppressed: 0, spend: 0 };
      if (l.status === 'delivered') d.delivered++;
      if (l.status === 'suppressed') d.suppressed++;
      d.spend += l.amountRetailCents;
      recount.set(day(new Date(l.receivedAt)), d);
    }
    for (const d of res.body.days) expect({ day: d.day, delivered: d.delivered, suppressed: d.suppressed, spend: d.spend_cents }).toEqual({ day: d.day, ...(recount.get(d.day) ?? { delivered: 0, suppressed: 0, spend: 0 }) });
    expect(res.body.totals).toMatchObject({ delivered: 18, suppressed: 6, spend_cents: 18 * 200 });
  });

  it('the client sees its own chart without wholesale; other tenants get 404; a range backwards or over a year is refused', async () => {
    const me = await person(rootId, client.id, 'client', 'acme.localhost');
    const mine = await chart(me.access_token, campaign.id, daysAgo(6), today());
    expect(mine.status).toBe(200);
    expect(mine.body.days.every((d) => d.wholesale_cents === 0)).toBe(true);
    for (const who of ['globex', 'client2', 'client'] as const) expect((await chart(s[who].access_token, campaign.id, daysAgo(6), today())).status).toBe(404);
    expect((await chart(s.agency.access_token, campaign.id, today(), daysAgo(3))).status).toBe(422);
    expect((await chart(s.agency.access_token, campaign.id, '2024-01-01', '2026-01-01')).status).toBe(422);
  });
});

describe('the first day with data (GET /leadspeek/report/initdate/{campaignId})', () => {
  it("is the campaign's oldest lead's day, null before any lead, with today in the client's zone", async () => {
    const res = await api<{ init_date: string | null; today: string; created_date: string }>(`/api/leadspeek/report/initdate/${campaign.id}`, { token: s.agency.access_token });
    expect(res.status).toBe(200);
    const oldest = (await leadsOf(campaign.id)).map((l) => day(new Date(l.receivedAt))).sort()[0];
    expect(res.body).toMatchObject({ init_date: oldest, today: today(), created_date: today() });
    expect((await api(`/api/leadspeek/report/initdate/${quiet.id}`, { token: s.agency.access_token })).body).toMatchObject({ init_date: null });
    expect((await api(`/api/leadspeek/report/initdate/${campaign.id}`, { token: s.globex.access_token })).status).toBe(404);
  });
});

describe('the lead report pages from the index in the order asked', () => {
  const report = (q: string, token = s.agency.access_token) => api<LeadPage>(`/api/leadspeek/report/lead/${campaign.id}/${daysAgo(30)}/${today()}?${q}`, { token });
  const byTime = (order: 'asc' | 'desc') => async () =>
    (await leadsOf(campaign.id)).sort((a, b) => (a.receivedAt === b.receivedAt ? a.leadId.localeCompare(b.leadId) : a.receivedAt.localeCompare(b.receivedAt)) * (order === 'asc' ? 1 : -1)).map((l) => l.leadId);

  it('following next_cursor walks every lead once, newest first, with the totals of the day items', async () => {
    const seen: string[] = [];
    let page = await report('per_page=5');
    expect(page.body).toMatchObject({ total: 24, last_page: 5, current_page: 1, from: 1, to: 5 });
    for (let n = 2; page.body.next_cursor; n++) {
      seen.push(...page.body.data.map((l) => l.id));
      page = await report(`per_page=5&page=${n}&cursor=${page.body.next_cursor}`);
      expect(page.status).toBe(200);
      expect(page.body.current_page).toBe(n);
    }
    seen.push(...page.body.data.map((l) => l.id));
    expect(seen).toEqual(await byTime('desc')());
  });

  it('a numbered page asked without a cursor is the same rows the cursor reaches, in either order', async () => {
    const desc = await byTime('desc')();
    const asc = await byTime('asc')();
    for (const n of [2, 3, 5]) {
      expect((await report(`per_page=5&page=${n}`)).body.data.map((l) => l.id)).toEqual(desc.slice((n - 1) * 5, n * 5));
      expect((await report(`per_page=5&page=${n}&order=asc`)).body.data.map((l) => l.id)).toEqual(asc.slice((n - 1) * 5, n * 5));
    }
    expect((await report('per_page=5&page=6')).body).toMatchObject({ data: [], from: null, next_cursor: null });
  });

  it('a status pages from the status index: only those leads, with their count', async () => {
    const suppressed = (await leadsOf(campaign.id)).filter((l) => l.status === 'suppressed').map((l) => l.leadId);
    const first = await report('status=suppressed&per_page=4');
    expect(first.body).toMatchObject({ total: 6, last_page: 2 });
    const second = await report(`status=suppressed&per_page=4&page=2&cursor=${first.body.next_cursor}`);
    expect([...first.body.data, ...second.body.data].map((l) => l.id).sort()).toEqual(suppressed.sort());
    expect([...first.body.data, ...second.body.data].every((l) => l.status === 'suppressed')).toBe(true);
  });

  it('a cursor that is not one, or points outside the range, is refused with 422', async () => {
    expect((await report('cursor=not-a-cursor')).status).toBe(422);
    const outside = Buffer.from(JSON.stringify(['2020-01-01T00:00:00.000Z', 'x'])).toString('base64url');
    expect((await report(`cursor=${outside}`)).status).toBe(422);
    expect((await report('order=sideways')).status).toBe(422);
  });
});

describe('the lead report download', () => {
  it('neutralises cells a spreadsheet would run', async () => {
    const c = await created(s.agency.access_token, siteId(client.id));
    await leadsAt(c, [0], { firstName: '=HYPERLINK("http://evil.test","x")' });
    const res = await fetch(`${inject('apiUrl')}/api/leadspeek/report/lead/${c.id}/${daysAgo(1)}/${today()}?format=csv`, { headers: { authorization: `Bearer ${s.agency.access_token}` } });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain(`"'=HYPERLINK(""http://evil.test"",""x"")"`);
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m);
  });
});

describe("a company's invoice report (GET /leadspeek/report/invoice/{companyId}/{start}/{end})", () => {
  it("lists the range's invoices with lines, status, sums and a download; others' companies are 404", async () => {
    const at = new Date(Date.now() - 2 * DAY).toISOString();
    const invoiceId = uniq('inv');
    await db()
      .entities.invoice.create({
        rootId,
        invoiceId,
        companyId: client.id,
        companyName: client.name,
        number: `INV-${invoiceId}`,
        kind: 'lead_charges',
        description: 'Leads of the week',
        lines: [{ description: 'Site ID leads', quantity: 3, unitCents: 200, amountCents: 600 }],
        subtotalCents: 600,
        amountCents: 600,
        status: 'paid',
        attempt: 1,
        idempotencyKey: invoiceId,
        createdAt: at,
        updatedAt: at,
      })
      .go();
    const res = await api<{ totals: { paid_cents: number }; data: { id: string; status: string; lines: unknown[]; download_path: string }[] }>(`/api/leadspeek/report/invoice/${client.id}/${daysAgo(7)}/${today()}`, { token: s.agency.access_token });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({ id: invoiceId, status: 'paid', lines: [{ quantity: 3, amount_cents: 600 }] });
    expect(res.body.totals.paid_cents).toBe(600);
    const file = await fetch(`${inject('apiUrl')}${res.body.data[0]?.download_path ?? ''}`, { headers: { authorization: `Bearer ${s.agency.access_token}` } });
    expect(file.status).toBe(200);
    expect((await api<{ data: unknown[] }>(`/api/leadspeek/report/invoice/${client.id}/${daysAgo(30)}/${daysAgo(10)}`, { token: s.agency.access_token })).body.data).toHaveLength(0);
    for (const who of ['globex', 'client2', 'client'] as const) expect((await api(`/api/leadspeek/report/invoice/${client.id}/${daysAgo(7)}/${today()}`, { token: s[who].access_token })).status).toBe(404);
  });
});

describe('under-performing campaigns (GET /configuration/get-under-perform-campaigns)', () => {
  type Rows = { data: { campaign_id: string; reason: string; agency_id: string; last7: number; previous7: number }[] };
  let silent: CampaignBody;
  let fallen: CampaignBody;
  let steady: CampaignBody;

  beforeAll(async () => {
    silent = await created(s.agency.access_token, siteId(client.id));
    fallen = await created(s.agency.access_token, siteId(client.id));
    steady = await created(s.agency.access_token, siteId(client.id));
    const started = new Date(Date.now() - 20 * DAY).toISOString();
    for (const c of [silent, fallen, steady]) await db().entities.campaign.patch({ rootId, campaignId: c.id }).set({ firstStartedAt: started }).go();
    await leadsAt(silent, [4, 5, 6, 9, 10]);
    await leadsAt(fallen, [1, 2, 8, 8, 9, 9, 10, 10, 11, 12, 13, 14]);
    await leadsAt(steady, [1, 2, 3, 4, 5, 8, 9, 10, 11, 12]);
  }, 120_000);

  it('the agency sees its clients\' campaigns with no leads for 3 days or under half of the week before, each with why', async () => {
    const res = await api<Rows>('/api/configuration/get-under-perform-campaigns', { token: s.agency.access_token });
    expect(res.status).toBe(200);
    const mine = new Map(res.body.data.map((r) => [r.campaign_id, r]));
    expect(mine.get(silent.id)).toMatchObject({ reason: 'no_leads', last7: 3 });
    expect(mine.get(fallen.id)).toMatchObject({ reason: 'dropped', last7: 2, previous7: 10 });
    expect(mine.has(steady.id)).toBe(false);
    // The quiet campaign started today: not judged before 7 days.
    expect(mine.has(quiet.id)).toBe(false);
  });

  it('the root sees its whole tree; another agency does not see these; a client may not ask', async () => {
    const root = await api<Rows>('/api/configuration/get-under-perform-campaigns', { token: s.root.access_token });
    expect(root.status).toBe(200);
    expect(root.body.data.find((r) => r.campaign_id === silent.id)).toMatchObject({ agency_id: acme });
    const globex = await api<Rows>('/api/configuration/get-under-perform-campaigns', { token: s.globex.access_token });
    expect(globex.status).toBe(200);
    expect(globex.body.data.some((r) => r.campaign_id === silent.id || r.campaign_id === fallen.id)).toBe(false);
    expect((await api('/api/configuration/get-under-perform-campaigns', { token: s.client.access_token })).status).toBe(403);
  });
});
