import { agencyLeads, batchWrite, dailyStatsAdd, db, documentClient, statsDay, statsKeys, type WriteRequest } from '@platform/core';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { api } from '../client.js';
import { useCore } from '../core.js';
import { created, demoSessions, newClientOf, siteId, type CampaignBody, type Session, type Who } from '../campaigns/helpers.js';

vi.setConfig({ testTimeout: 300_000 });

/** Above the 20,000 rows one answer may hold, so nothing here may be answered by reading the range. */
const LEADS = 20_200;
const SPAN_MS = 10 * 86_400_000;
const TZ = 'America/Chicago';

let s: Record<Who, Session>;
let acme = '';
let client = { id: '', name: '' };
let campaign: CampaignBody;
let empty: CampaignBody;
const tag = Date.now().toString(36);
/** Lead i: newer for smaller i, every 10th suppressed, every 1,000th (from the 7th) a "Sam Smithers". */
const leadId = (i: number) => `vol-${tag}-${String(i).padStart(5, '0')}`;
const smithers = (i: number) => i % 1000 === 7;
const start = () => statsDay(new Date(Date.now() - SPAN_MS - 86_400_000), TZ);
const end = () => statsDay(new Date(), TZ);

type Page = { total: number; current_page: number; last_page: number; from: number | null; to: number | null; next_cursor?: string | null; data: { id: string; status: string; first_name: string | null; last_name: string | null; email: string | null; company_name: string | null; leadspeek_api_id: string | null }[] };

const leads = (q: Record<string, string | number>, token = s.admin.access_token, company = acme) =>
  api<Page & { message?: string; errors?: Record<string, string[]> }>(`/api/leadspeek/leads/local/${company}/${start()}/${end()}?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)])).toString()}`, { token });
const ids = (from: number, to: number) => Array.from({ length: Math.abs(to - from) + 1 }, (_, k) => leadId(from <= to ? from + k : from - k));

beforeAll(async () => {
  useCore();
  s = await demoSessions();
  acme = s.agency.companyId;
  const rootId = s.root.companyId;
  client = await newClientOf(s.agency.access_token, acme);
  campaign = await created(s.agency.access_token, siteId(client.id));
  empty = await created(s.agency.access_token, siteId(client.id));
  // Seeded as the pipeline leaves them (the lead rows and their day items), written in batches.
  const now = Date.now();
  const rows: WriteRequest[] = [];
  const perDay = new Map<string, { status: 'delivered' | 'suppressed'; n: number }[]>();
  for (let i = 0; i < LEADS; i += 1) {
    const at = new Date(now - 60_000 - Math.floor((i / LEADS) * SPAN_MS));
    const status = i % 10 === 0 ? ('suppressed' as const) : ('delivered' as const);
    const email = smithers(i) ? `sam.${i}@bakery.test` : `p${i}@vol.test`;
    const item = {
      rootId,
      leadId: leadId(i),
      campaignId: campaign.id,
      companyId: client.id,
      agencyId: acme,
      module: 'local' as const,
      receivedAt: at.toISOString(),
      createdAt: at.toISOString(),
      personKey: email,
      status,
      email,
      firstName: smithers(i) ? 'Sam' : 'Pat',
      lastName: smithers(i) ? 'Smithers' : 'Volume',
      // A cell a spreadsheet would run: the CSV must neutralise it.
      ...(i === 7 ? { jobTitle: '=SUM(A1)' } : {}),
      amountRetailCents: status === 'delivered' ? 250 : 0,
      amountWholesaleCents: status === 'delivered' ? 100 : 0,
    };
    rows.push({ PutRequest: { Item: db().entities.lead.put(item).params<{ Item: Record<string, unknown> }>().Item } });
    const day = statsDay(at, TZ);
    const counts = perDay.get(day) ?? [];
    const c = counts.find((x) => x.status === status);
    if (c) c.n += 1;
    else counts.push({ status, n: 1 });
    perDay.set(day, counts);
  }
  await batchWrite(rows, 8);
  // The client's and campaign's day items: Acme's own (agency) figures stay as the other files expect
  // them. Each is an addition, so they are sent side by side.
  const adds = [...perDay].flatMap(([day, counts]) =>
    statsKeys({ rootId, companyId: client.id, agencyId: acme, campaignId: campaign.id, module: 'local' }, day)
      .filter((k) => k.scope !== 'agency')
      .flatMap((key) =>
        counts.map((c) => {
          const one = dailyStatsAdd(c.status, c.status === 'delivered' ? 250 : 0, c.status === 'delivered' ? 100 : 0);
          return db().entities.dailyStats.update(key).add(Object.fromEntries(Object.entries(one).map(([k, v]) => [k, Number(v) * c.n]))).go();
        }),
      ),
  );
  await Promise.all(adds);
}, 900_000);

describe('leads management over 20,200 leads: pages from the index, totals from the day counts', () => {
  it('the first page is the newest 10 of all 20,200, with the pager’s total and a cursor for the next', async () => {
    const res = await leads({ client_id: client.id });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    expect(res.body).toMatchObject({ total: LEADS, current_page: 1, last_page: LEADS / 10, from: 1, to: 10 });
    expect(res.body.data.map((l) => l.id)).toEqual(ids(0, 9));
    expect(res.body.data[0]).toMatchObject({ leadspeek_api_id: campaign.leadspeek_api_id, company_name: client.name });
    expect(res.body.next_cursor).toBeTruthy();
  });

  it('a deep page asked by number, and the page after it by its cursor, hold the rows in order', async () => {
    const deep = await leads({ client_id: client.id, page: 1500 });
    expect(deep.body).toMatchObject({ current_page: 1500, from: 14_991, to: 15_000 });
    expect(deep.body.data.map((l) => l.id)).toEqual(ids(14_990, 14_999));
    const next = await leads({ client_id: client.id, page: 1501, cursor: deep.body.next_cursor ?? '' });
    expect(next.body.data.map((l) => l.id)).toEqual(ids(15_000, 15_009));
  });

  it('oldest first: the first page is the oldest leads, the last page the newest', async () => {
    const first = await leads({ client_id: client.id, order: 'asc' });
    expect(first.body.data.map((l) => l.id)).toEqual(ids(LEADS - 1, LEADS - 10));
    const last = await leads({ client_id: client.id, order: 'asc', page: LEADS / 10 });
    expect(last.body.data.map((l) => l.id)).toEqual(ids(9, 0));
  });

  it('one status: its total from the day counts, its rows in order', async () => {
    const res = await leads({ client_id: client.id, status: 'suppressed', page: 2 });
    expect(res.body.total).toBe(LEADS / 10);
    expect(res.body.data.map((l) => l.id)).toEqual(Array.from({ length: 10 }, (_, k) => leadId(100 + k * 10)));
  });
});

describe('a status over all of the agency’s clients costs one page of reads, however many leads it has', () => {
  /** The items each DynamoDB command read (ScannedCount for a Query), while `fn` runs in this process. */
  async function reading<T>(fn: () => Promise<T>) {
    const reads: { command: string; index?: string; items: number }[] = [];
    const name = `count-reads-${Math.random().toString(36).slice(2)}`;
    documentClient().middlewareStack.add(
      (next, context) => async (args) => {
        const out = await next(args);
        const o = out.output as { Items?: unknown[]; ScannedCount?: number; Responses?: Record<string, unknown[]>; Item?: unknown };
        const items = o.ScannedCount ?? o.Items?.length ?? Object.values(o.Responses ?? {}).reduce((n, r) => n + r.length, 0) + (o.Item ? 1 : 0);
        reads.push({ command: String(context.commandName), index: (args.input as { IndexName?: string }).IndexName, items });
        return out;
      },
      { step: 'initialize', name },
    );
    try {
      return { out: await fn(), reads };
    } finally {
      documentClient().middlewareStack.remove(name);
    }
  }
  const asAdmin = () => ({ userId: s.admin.userId, companyId: acme, rootId: s.root.companyId, userType: 'administrator' as const, systemUser: false, sessionId: 'in-process' });
  /** What the page must show: the agency's newest leads from its date index (2,000 hold the first pages of either status), the status kept. */
  async function truth(status: 'suppressed' | 'delivered') {
    const newest = await db().entities.lead.query.byAgency({ rootId: s.root.companyId, agencyId: acme, module: 'local' }).between({ receivedAt: new Date(Date.now() - SPAN_MS).toISOString() }, { receivedAt: new Date(Date.now() + 86_400_000).toISOString() }).go({ order: 'desc', limit: 2000, attributes: ['leadId', 'status'] });
    return newest.data.filter((l) => l.status === status);
  }

  it.each(['suppressed', 'delivered'] as const)('%s: the first page is the newest 10 of that status, read from one query of 10 rows', async (status) => {
    const want = (await truth(status)).slice(0, 10).map((l) => l.leadId);
    const { out, reads } = await reading(() => agencyLeads(asAdmin(), { type: 'local', companyId: acme, start: start(), end: end() }, { status, page: 1, per_page: 10, order: 'desc', format: 'json' } as never));
    const page = out as { data: { id: string; status: string }[]; next_cursor: string | null };
    expect(page.data.map((l) => l.id)).toEqual(want);
    expect(page.data.every((l) => l.status === status)).toBe(true);
    const leadQueries = reads.filter((r) => r.command === 'QueryCommand' && r.index === 'gsi7');
    expect(leadQueries).toHaveLength(1);
    // Every 10th lead is suppressed: reading the date index until 10 matched would scan about 100.
    expect(leadQueries[0]?.items).toBeLessThanOrEqual(10);
    expect(reads.filter((r) => r.command === 'QueryCommand' && r.index === 'gsi2')).toEqual([]);
    // The next page by its cursor is again one query: its 10 rows and the cursor's own row it starts at.
    const next = await reading(() => agencyLeads(asAdmin(), { type: 'local', companyId: acme, start: start(), end: end() }, { status, page: 2, per_page: 10, order: 'desc', format: 'json', cursor: page.next_cursor ?? '' } as never));
    expect((next.out as { data: { id: string }[] }).data.map((l) => l.id)).toEqual((await truth(status)).slice(10, 20).map((l) => l.leadId));
    expect(next.reads.filter((r) => r.command === 'QueryCommand' && r.index === 'gsi7').map((r) => r.items)).toEqual([11]);
  });
});

describe('leads management search over 20,200 leads: what an index can find', () => {
  const samIds = Array.from({ length: LEADS }, (_, i) => i).filter(smithers);

  it('the beginning of a last name finds every match, newest first, paged', async () => {
    const res = await leads({ searchkey: 'smith', client_id: client.id });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    expect(res.body).toMatchObject({ total: samIds.length, last_page: Math.ceil(samIds.length / 10) });
    expect(res.body.data.map((l) => l.id)).toEqual(samIds.slice(0, 10).map(leadId));
    expect((await leads({ searchkey: 'smith', client_id: client.id, page: 3 })).body.data.map((l) => l.id)).toEqual(samIds.slice(20, 30).map(leadId));
    expect((await leads({ searchkey: 'smith', client_id: client.id, order: 'asc' })).body.data.map((l) => l.id)).toEqual([...samIds].reverse().slice(0, 10).map(leadId));
  });

  it('a last name and a first name (or its beginning) in either order, and the beginning of an e-mail, case aside', async () => {
    expect((await leads({ searchkey: 'Sam Smithers', client_id: client.id })).body.total).toBe(samIds.length);
    expect((await leads({ searchkey: 'sa SMITHERS', client_id: client.id })).body.total).toBe(samIds.length);
    expect((await leads({ searchkey: 'smithers sa', client_id: client.id })).body.total).toBe(samIds.length);
    expect((await leads({ searchkey: 'pat smithers', client_id: client.id })).body.total).toBe(0);
    // Over all of the agency's clients: the address is this file's alone.
    const one = await leads({ searchkey: 'SAM.1007@' });
    expect(one.body.total).toBe(1);
    expect(one.body.data[0]).toMatchObject({ id: leadId(1007), email: 'sam.1007@bakery.test', first_name: 'Sam', last_name: 'Smithers' });
  });

  it('with a client and a status chosen, the search keeps to them', async () => {
    expect((await leads({ searchkey: 'smithers', client_id: client.id, status: 'delivered' })).body.total).toBe(samIds.length);
    expect((await leads({ searchkey: 'smithers', client_id: client.id, status: 'suppressed' })).body.total).toBe(0);
  });

  it("a campaign's ID lists that campaign's leads, paged from its index", async () => {
    const res = await leads({ searchkey: campaign.leadspeek_api_id, page: 2000 });
    expect(res.body).toMatchObject({ total: LEADS, current_page: 2000 });
    expect(res.body.data.map((l) => l.id)).toEqual(ids(19_990, 19_999));
    expect((await leads({ searchkey: empty.leadspeek_api_id })).body.total).toBe(0);
  });

  it('a beginning shared by more leads than a search reads is refused with how to narrow it, never answered in part', async () => {
    const res = await leads({ searchkey: 'p' });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('More than 2,000 leads begin with “p”: type more of the e-mail or name, or choose a client.');
  });

  it('another agency finds nothing of these leads (404)', async () => {
    expect((await leads({ searchkey: 'smithers' }, s.globex.access_token)).status).toBe(404);
  });
});

describe('leads management downloads over 20,200 leads', () => {
  const csv = async (q: Record<string, string>) =>
    fetch(`${inject('apiUrl')}/api/leadspeek/leads/local/${acme}/${start()}/${end()}?${new URLSearchParams({ ...q, format: 'csv' }).toString()}`, { headers: { authorization: `Bearer ${s.admin.access_token}` } });

  it("a search's download holds its matches, cells neutralised", async () => {
    const res = await csv({ searchkey: 'smithers', client_id: client.id });
    expect(res.status).toBe(200);
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines).toHaveLength(21 + 1);
    expect(lines.some((l) => l.includes(",'=SUM(A1),"))).toBe(true);
  });

  it('the whole range becomes an export job whose file holds every lead once', async () => {
    const res = await csv({ client_id: client.id });
    expect(res.status).toBe(202);
    const { job } = (await res.json()) as { job: { job_id: string; total_rows: number } };
    expect(job.total_rows).toBe(LEADS);
    let status = '';
    for (let i = 0; i < 600 && status !== 'done' && status !== 'failed'; i += 1) {
      status = (await api<{ status: string }>(`/api/file-jobs/${job.job_id}`, { token: s.admin.access_token })).body.status;
      if (status !== 'done') await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe('done');
    const link = await api<{ url: string }>(`/api/file-jobs/${job.job_id}/download`, { token: s.admin.access_token });
    const lines = (await (await fetch(link.body.url)).text()).trimEnd().split('\r\n');
    expect(lines).toHaveLength(LEADS + 1);
    expect(lines.some((l) => l.includes(",'=SUM(A1),"))).toBe(true);
    expect((await api(`/api/file-jobs/${job.job_id}`, { token: s.globex.access_token })).status).toBe(404);
  });
});
