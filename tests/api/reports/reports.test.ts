import { createUser, db, revenueItems, stopAgencyCampaigns, type ReportAnalytics, type RootRevenue } from '@platform/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO, DEMO_PASSWORD, session } from '../client.js';
import { created, move, newClientOf, searchId, siteId, uniq } from '../campaigns/helpers.js';
import { ingest } from '../leads/helpers.js';
import { agencyWith, billWeek, payoutsAt, afterMonth, monthOf, platform, RETAIL, WHOLESALE } from '../payouts/helpers.js';
import { giveCard } from '../wallet/wallet-helpers.js';

type Who = keyof typeof DEMO;
type S = Awaited<ReturnType<typeof session>>;
const s = {} as Record<Who, S>;
let root: S;
let rootId: string;

const DAY = 86_400_000;
const day = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(ms));
const today = () => day(Date.now());

beforeAll(async () => {
  ({ root, rootId } = await platform());
  for (const who of Object.keys(DEMO) as Who[]) s[who] = await session(DEMO[who][0], DEMO[who][1]);
});

const analytics = (token: string, start: string, end: string) => api<ReportAnalytics & { message?: string }>(`/api/configuration/report-analytics/${start}/${end}`, { token });
const revenue = (token: string, start: string, end: string) => api<RootRevenue & { message?: string }>(`/api/configuration/root-revenue/${start}/${end}`, { token });
const NOT_FOUND = { result: 'error', message: 'The page you are looking for doesn\u2019t exist or has been moved.' };

const ROUTES = (start: string, end: string) => [
  `/api/configuration/report-analytics/${start}/${end}`,
  `/api/configuration/root-revenue/${start}/${end}`,
  '/api/configuration/agencies-report',
  '/api/configuration/root/list',
];

describe('Only the root’s operators with the report_analytics permission see the root’s reports', () => {
  it('the root’s owner (no role: the permission set is null, so allowed) reads every report', async () => {
    for (const path of ROUTES(day(Date.now() - 29 * DAY), today())) {
      const res = await api(path, { token: root.access_token });
      expect(res.status, path).toBe(200);
    }
  });

  it.each([
    ['the sales person', 'sales'],
    ['Acme’s owner', 'agency'],
    ['Acme’s administrator', 'admin'],
    ['Acme’s client', 'client'],
    ['Globex’s owner', 'globex'],
    ['Globex’s client', 'client2'],
  ] as const)('%s gets the 404 page’s answer, as if the reports did not exist', async (_name, who) => {
    for (const path of ROUTES(day(Date.now() - 29 * DAY), today())) {
      const res = await api(path, { token: s[who].access_token });
      expect(res.status, `${who} ${path}`).toBe(404);
      expect(res.body).toEqual(NOT_FOUND);
    }
  });

  it('a root system user whose role turns Report Analytics off gets 404; turning it on again lets them in', async () => {
    const flags = { enable: 'T', create: 'T', update: 'T', delete: 'T' };
    const roleName = uniq('Reports ');
    const save = (roleID: string | undefined, reportAnalytics: 'T' | 'F') =>
      api<{ roleID: string }>('/api/configuration/role-module/addupdate', {
        method: 'PUT',
        token: root.access_token,
        body: { companyID: rootId, ...(roleID ? { roleID } : {}), roleName, modules: { adsDesign: flags, campaign: flags, leadsPeek: flags, settings: flags, reportAnalytics } },
      });
    const made = await save(undefined, 'F');
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const roleId = made.body.roleID;
    // A second operator of the root (a system user of the root company) holding that role.
    const email = `${uniq('ops')}@root.test`;
    await createUser({ rootId, companyId: rootId, email, name: 'Otto Operator', userType: 'userdownline', systemUser: true, roleId, password: DEMO_PASSWORD, profileSetupCompleted: true } as Parameters<typeof createUser>[0]);
    const staff = await session(email, 'localhost');
    const me = await api<{ user_permissions: Record<string, string> | null }>('/api/user', { token: staff.access_token });
    expect(me.body.user_permissions?.report_analytics).toBe('F');
    const start = day(Date.now() - 6 * DAY);
    expect((await analytics(staff.access_token, start, today())).status).toBe(404);
    expect((await revenue(staff.access_token, start, today())).status).toBe(404);
    expect((await save(roleId, 'T')).status).toBe(200);
    expect((await analytics(staff.access_token, start, today())).status).toBe(200);
  });

  it('an agency’s role cannot carry the flag: it is dropped on save', async () => {
    const flags = { enable: 'T', create: 'T', update: 'T', delete: 'T' };
    const res = await api<{ roleID: string }>('/api/configuration/role-module/addupdate', {
      method: 'PUT',
      token: s.agency.access_token,
      body: { companyID: s.agency.companyId, roleName: uniq('Acme reports '), modules: { adsDesign: flags, campaign: flags, leadsPeek: flags, settings: flags, reportAnalytics: 'F' } },
    });
    expect(res.status).toBe(200);
    const role = (await db().entities.role.get({ rootId, companyId: s.agency.companyId, roleId: res.body.roleID }).go()).data;
    expect((role?.modules as Record<string, unknown>).reportAnalytics).toBeUndefined();
  });
});

describe('Report Analytics answers per agency for a range of days', () => {
  it('lists every agency of the platform with its clients, and the totals add the rows up', async () => {
    const res = await analytics(root.access_token, day(Date.now() - 29 * DAY), today());
    expect(res.status).toBe(200);
    const acme = res.body.data.find((r) => r.agency_id === s.agency.companyId);
    expect(acme).toMatchObject({ company_name: 'Acme Agency', clients: expect.any(Number) });
    expect(acme!.clients).toBeGreaterThan(0);
    // The demo's leads of the last 30 days are Acme's clients'.
    expect(acme!.leads).toBeGreaterThan(0);
    expect(acme!.margin_cents).toBe(acme!.retail_cents - acme!.wholesale_cents);
    const sum = (k: 'leads' | 'retail_cents' | 'wholesale_cents' | 'clients' | 'running_campaigns') => res.body.data.reduce((n, r) => n + r[k], 0);
    expect(res.body.totals).toMatchObject({ leads: sum('leads'), retail_cents: sum('retail_cents'), wholesale_cents: sum('wholesale_cents'), clients: sum('clients'), running_campaigns: sum('running_campaigns') });
    expect(res.body.time_zone).toBe('America/Chicago');
  });

  it.each([
    ['a day that does not exist', '2026-02-30', '2026-03-01'],
    ['a start after the end', '2026-03-02', '2026-03-01'],
    ['another date format', '03-01-2026', '2026-03-02'],
    ['more than 366 days', '2024-01-01', '2026-01-01'],
  ])('%s is a 422 that says what is wrong', async (_name, start, end) => {
    const res = await analytics(root.access_token, start, end);
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toMatch(/yyyy-MM-dd|start date must not be after the end date|at most 366 days/);
  });
});

describe('The aggregates agree with a recount of the detail (a generated quarter)', () => {
  it('leads over 90 days, billed weeks, a paid payout: the revenue items equal the leads, invoices and payouts they count', async () => {
    const a = await agencyWith(root, 'completed', 'rev');
    const client = await newClientOf(a.access_token, a.companyId);
    const cost = await api('/api/configuration/user/costmodule', { method: 'PUT', token: a.access_token, body: { companyID: client.id, module: 'local', PaymentTerm: 'Weekly', CostSet: RETAIL } });
    expect(cost.status, JSON.stringify(cost.body)).toBe(200);
    await giveCard(rootId, client.id);
    const c = await created(a.access_token, siteId(client.id));
    // A quarter of leads: one every 4 days back to 88 days ago, and three today (received_at sets their day).
    const received = [...Array.from({ length: 23 }, (_, i) => Date.now() - (i * 4 + 1) * DAY), Date.now(), Date.now(), Date.now()];
    await ingest(received.map((at, i) => ({ lead_id: uniq(`rq${i}`), campaign_code: c.leadspeek_api_id, email: `${uniq('rq')}@lead.test`, received_at: new Date(at).toISOString() })));
    // Billed twice: the second run finds the rows and charges nothing more.
    await billWeek(rootId, [client.id]);
    await billWeek(rootId, [client.id]);
    // The agency is paid its margin of the month the invoices were paid in (a week after today's), once it has closed; twice pays once.
    const paid = (await db().entities.invoice.query.byCompany({ rootId, companyId: client.id }).go({ pages: 'all' })).data.find((i) => i.status === 'paid');
    const month = monthOf(paid?.paidAt ?? new Date().toISOString());
    await payoutsAt(afterMonth(month), rootId, [a.companyId]);
    await payoutsAt(afterMonth(month), rootId, [a.companyId]);

    // The detail.
    const leads = (await db().entities.lead.query.byCampaign({ rootId, campaignId: c.id }).go({ pages: 'all' })).data.filter((l) => l.status === 'delivered');
    const invoices = (
      await Promise.all([client.id, a.companyId].map((companyId) => db().entities.invoice.query.byCompany({ rootId, companyId }).go({ pages: 'all' })))
    ).flatMap((r) => r.data.filter((i) => i.status === 'paid' || i.status === 'refunded'));
    const payouts = (await db().entities.payout.query.byAgency({ rootId, agencyId: a.companyId }).go({ pages: 'all' })).data.filter((p) => p.status === 'paid');
    expect(leads.length).toBe(received.length);
    expect(invoices.length).toBeGreaterThan(0);

    // The aggregates: the agency's day items over the whole span, and its month items.
    const items = await revenueItems(rootId, day(Date.now() - 120 * DAY), day(Date.now() + 60 * DAY));
    const mine = items.filter((r) => r.agencyId === a.companyId);
    const total = (k: 'leads' | 'retailCents' | 'wholesaleCents' | 'leadChargesCents' | 'platformFeeCents' | 'payoutCents') => mine.reduce((n, r) => n + r[k], 0);
    expect(total('leads')).toBe(leads.length);
    expect(total('retailCents')).toBe(leads.reduce((n, l) => n + (l.amountRetailCents ?? 0), 0));
    expect(total('wholesaleCents')).toBe(leads.reduce((n, l) => n + (l.amountWholesaleCents ?? 0), 0));
    expect(total('leadChargesCents') + total('platformFeeCents')).toBe(invoices.filter((i) => i.kind === 'lead_charges').reduce((n, i) => n + i.amountCents, 0));
    expect(total('platformFeeCents')).toBe(invoices.reduce((n, i) => n + (i.feeCents ?? 0), 0));
    expect(total('payoutCents')).toBe(payouts.reduce((n, p) => n + p.amountCents, 0));
    expect(total('payoutCents')).toBeGreaterThan(0);

    // Day items and month items hold the same figures.
    const leadMonth = monthOf(new Date().toISOString());
    const { data: monthItems } = await db().entities.revenueStats.query.byRootMonth({ rootId, month: leadMonth }).begins({ grain: 'month' }).go({ pages: 'all' });
    const dayItems = (await db().entities.revenueStats.query.byRootMonth({ rootId, month: leadMonth }).begins({ grain: 'day' }).go({ pages: 'all' })).data.filter((r) => r.agencyId === a.companyId);
    expect(dayItems.length).toBeGreaterThan(0);
    const m = monthItems.find((r) => r.agencyId === a.companyId);
    expect(m?.leads).toBe(dayItems.reduce((n, r) => n + (r.leads ?? 0), 0));
    expect(m?.retailCents).toBe(dayItems.reduce((n, r) => n + (r.retailCents ?? 0), 0));

    // And the page's answer for the quarter is the same recount.
    const res = await analytics(root.access_token, day(Date.now() - 89 * DAY), today());
    const row = res.body.data.find((r) => r.agency_id === a.companyId);
    const inRange = leads.filter((l) => day(Date.parse(l.receivedAt)) >= day(Date.now() - 89 * DAY));
    expect(row).toMatchObject({ clients: 1, running_campaigns: 1, leads: inRange.length, retail_cents: inRange.length * Math.round(Number(RETAIL) * 100), wholesale_cents: inRange.length * Math.round(Number(WHOLESALE) * 100) });
    // A quarter through the pipeline, two billing runs and two payout runs: minutes on a shared, loaded machine.
  }, 240_000);
});

describe('Campaigns running now are counted where their status changes (the count agrees with a recount)', () => {
  /** The detail: the agency's campaigns read from its campaign index, counted. */
  const recount = async (agencyId: string) => (await db().entities.campaign.query.byAgency({ rootId, agencyId }).go({ pages: 'all' })).data.filter((c) => c.status === 'running').length;
  const shown = async (agencyId: string) => {
    const res = await analytics(root.access_token, day(Date.now() - 6 * DAY), today());
    expect(res.status).toBe(200);
    return res.body.data.find((r) => r.agency_id === agencyId)?.running_campaigns;
  };

  it('creating, pausing, a refused repeat, running again, archiving and billing’s stop each leave the row equal to the recount', async () => {
    const a = await agencyWith(root, 'completed', 'run');
    const [one, two] = [await newClientOf(a.access_token, a.companyId), await newClientOf(a.access_token, a.companyId)];
    const c1 = await created(a.access_token, siteId(one.id));
    const c2 = await created(a.access_token, searchId(one.id));
    const c3 = await created(a.access_token, siteId(two.id));
    expect(await shown(a.companyId)).toBe(3);
    expect(await recount(a.companyId)).toBe(3);

    expect((await move(a.access_token, 'activepause', { campaign_id: c1.id, status: 'paused' })).status).toBe(200);
    // The same pause again is refused and counts nothing.
    expect((await move(a.access_token, 'activepause', { campaign_id: c1.id, status: 'paused' })).status).toBe(409);
    expect(await shown(a.companyId)).toBe(2);
    expect((await move(a.access_token, 'activepause', { campaign_id: c1.id, status: 'running' })).status).toBe(200);
    expect((await move(a.access_token, 'activepause', { campaign_id: c2.id, status: 'paused' })).status).toBe(200);
    expect((await move(a.access_token, 'archive', { campaign_id: c2.id })).status).toBe(200);
    expect(await shown(a.companyId)).toBe(2);
    expect(await recount(a.companyId)).toBe(2);

    // Billing stops what runs (manual bill off); twice stops nothing more.
    expect((await stopAgencyCampaigns(rootId, a.companyId, 'manual_bill_off')).length).toBe(2);
    expect(await stopAgencyCampaigns(rootId, a.companyId, 'manual_bill_off')).toEqual([]);
    expect(await shown(a.companyId)).toBe(0);
    expect(await recount(a.companyId)).toBe(0);
    expect(c3.id).toBeTruthy();
  }, 120_000);
});

describe('Root revenue by month', () => {
  it('answers one row per month of the range, fees from paid invoices and what agencies were paid, with the net', async () => {
    const res = await revenue(root.access_token, day(Date.now() - 89 * DAY), today());
    expect(res.status).toBe(200);
    expect(res.body.months.length).toBeGreaterThanOrEqual(3);
    for (const m of res.body.months) {
      expect(m.net).toBe(m.wholesale_leads + m.platform_fees + m.setup_fees + m.onboarding_fees + m.developer_fees + m.minimum_spend - m.refunds - m.agency_payouts);
    }
    const sum = (k: 'wholesale_leads' | 'platform_fees') => res.body.months.reduce((n, m) => n + m[k], 0);
    expect(res.body.totals.wholesale_leads).toBe(sum('wholesale_leads'));
    expect(res.body.totals.platform_fees).toBe(sum('platform_fees'));
    // The demo charged Acme's and Globex's onboarding fees and billed Globex Client's weeks.
    expect(res.body.totals.wholesale_leads).toBeGreaterThan(0);
  });
});

describe('Agencies report and the root list', () => {
  it('the Agency List’s figures: every agency with its last 30 days', async () => {
    const res = await api<{ start: string; end: string; data: { agency_id: string; clients: number; leads: number }[] }>('/api/configuration/agencies-report', { token: root.access_token });
    expect(res.status).toBe(200);
    expect(res.body.end).toBe(today());
    expect(res.body.data.find((r) => r.agency_id === s.agency.companyId)?.leads).toBeGreaterThan(0);
  });

  it('the root list is the caller’s own platform, never another', async () => {
    const res = await api<{ data: { id: string; company_name: string }[] }>('/api/configuration/root/list', { token: root.access_token });
    expect(res.status).toBe(200);
    expect(res.body.data.map((r) => r.id)).toEqual([rootId]);
  });
});

