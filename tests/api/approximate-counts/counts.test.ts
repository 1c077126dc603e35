import { countHistoryAnswerSchema, countRowAnswerSchema, db, handleCountMessage, leadProvider, setLeadProvider, type CountAnswer, type CountQuery, type LeadProviderPort } from '@platform/core';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { useCore } from '../core.js';
import { mailTo, mailWithSubject } from '../client.js';
import { api, DEMO, member, session, type Member, type Role, type Session } from '../generated/kit.js';
import { created, searchId } from '../campaigns/helpers.js';

/**
 * Approximate lead counts (docs/decisions.md, "Approximate lead counts"): queued through the
 * audience-count queue, answered by the lead simulator, read back as the table's rows.
 */
vi.setConfig({ testTimeout: 60_000 });

const s = {} as Record<Role, Session>;
let owner: Member;
const provider = leadProvider();

beforeAll(async () => {
  useCore();
  for (const who of Object.keys(DEMO) as Role[]) s[who] = await session(DEMO[who][0], DEMO[who][1]);
  owner = await member();
});
afterAll(async () => {
  setLeadProvider(provider);
  await simulator({ fail: 0, delayMs: 0 });
});

type Row = ReturnType<typeof countRowAnswerSchema.parse>['data'];
const simulator = (faults: { fail?: number; delayMs?: number }) => fetch(`${inject('apiUrl')}/_local/lead-simulator/counts`, { method: 'POST', body: JSON.stringify(faults) });
const queueCount = (token: string, body: Record<string, unknown>) => api<{ result: string; data: Row; errors?: Record<string, string[]> }>('/api/bigdbm/services/queuecount', { token, body });
const history = async (token: string, companyId: string, type = 'locator') => api<{ data: Row[]; processing: boolean }>(`/api/bigdbm/services/getcountcampaignhistory/${companyId}/${type}`, { token });

/** Polls the row until it leaves pending (the worker runs on the platform's local queue). */
async function settled(token: string, id: string, timeoutMs = 30_000): Promise<Row> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await api(`/api/bigdbm/services/getcountcampaign/${id}`, { token });
    const row = countRowAnswerSchema.parse(res.body).data;
    if (row.status !== 'pending' || Date.now() > until) return row;
    await new Promise((r) => setTimeout(r, 150));
  }
}

const national = (companyId: string, keyword: string, extra: Record<string, unknown> = {}) => ({ company_id: companyId, type: 'locator', target_location: 'National Targeting', keyword, ...extra });

describe('a user queues an approximate lead count and sees it go from pending to a number', () => {
  it('answers the new row as pending; the worker counts it (7-day lookback, api_version 2) and e-mails the asker', async () => {
    const res = await queueCount(owner.token, national(owner.companyId, 'roof repair, gutters'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'pending', count: null, count_without_geo: null, api_version: 2, keyword: 'roof repair, gutters', target_location: 'National Targeting', type: 'locator' });
    const row = await settled(owner.token, res.body.data.id);
    expect(row.status).toBe('success');
    expect(row.count).toBeGreaterThan(0);
    expect(row.count_without_geo).toBe(1);
    const mail = await mailWithSubject(owner.email, 'Your approximate lead count is ready');
    expect(mail.text).toContain(`Historical Count: ${row.count?.toLocaleString('en-US')}`);
  });

  it('counts are deterministic: the same question for another client gets the same number', async () => {
    const other = await member();
    const a = await settled(owner.token, (await queueCount(owner.token, national(owner.companyId, 'plumber', { target_location: 'State', states: 'tx', cities: 'austin' }))).body.data.id);
    const b = await settled(other.token, (await queueCount(other.token, national(other.companyId, 'Plumber', { target_location: 'State', states: 'TX', cities: 'Austin' }))).body.data.id);
    expect(a.status).toBe('success');
    expect(a.states).toBe('TX');
    expect(a.cities).toBe('Austin');
    expect(b.count).toBe(a.count);
  });

  it('the same count asked again the same day is the same row (a double click makes one)', async () => {
    const body = national(owner.companyId, 'bakery', { target_location: 'Zip Code', zip_code: '78702\n78701\n78701' });
    const [first, second] = await Promise.all([queueCount(owner.token, body), queueCount(owner.token, { ...body, zip_code: '78701\n78702' })]);
    expect(first.body.data.id).toBe(second.body.data.id);
    expect(first.body.data.zip_code).toBe('78701\n78702');
    const rows = (await history(owner.token, owner.companyId)).body.data.filter((r) => r.keyword === 'bakery');
    expect(rows).toHaveLength(1);
  });

  it('a keyword nobody searched is No Result with Keyword Found No; Enhance ID may count a place without keywords', async () => {
    const none = await settled(owner.token, (await queueCount(owner.token, national(owner.companyId, 'nothing at all'))).body.data.id);
    expect(none).toMatchObject({ status: 'success', count: 0, count_without_geo: 0 });
    const place = await settled(owner.token, (await queueCount(owner.token, { company_id: owner.companyId, type: 'enhance', target_location: 'State', states: 'CA', keyword: '' })).body.data.id);
    expect(place.status).toBe('success');
    expect(place.count).toBeGreaterThan(0);
    expect(place.count_without_geo).toBeNull();
  });

  it('the history lists the client’s rows of that module, newest first', async () => {
    const res = await history(owner.token, owner.companyId);
    expect(res.status).toBe(200);
    const { data } = countHistoryAnswerSchema.parse(res.body);
    expect(data.length).toBeGreaterThanOrEqual(4);
    expect(data.every((r) => r.type === 'locator' && r.company_id === owner.companyId)).toBe(true);
    expect(data.map((r) => r.created_at)).toEqual([...data.map((r) => r.created_at)].sort().reverse());
    expect((await history(owner.token, owner.companyId, 'enhance')).body.data.every((r) => r.type === 'enhance')).toBe(true);
  });
});

describe('bad input is refused with field messages and queues nothing', () => {
  it.each([
    ['a state that is not a US state', { target_location: 'State', states: 'TX, ZZ' }, 'states'],
    ['a city that is not in the chosen states', { target_location: 'State', states: 'TX', cities: 'Sacramento' }, 'cities'],
    ['a zip code of 4 digits', { target_location: 'Zip Code', zip_code: '7870' }, 'zip_code'],
    ['State without states', { target_location: 'State', states: ' , ' }, 'states'],
    ['Search ID without a keyword', { keyword: ' ' }, 'keyword'],
    ['an unknown target location', { target_location: 'Mars' }, 'target_location'],
    ['a module without counts', { type: 'b2b' }, 'type'],
  ])('%s', async (_name, change, field) => {
    const before = (await history(owner.token, owner.companyId)).body.data.length;
    const res = await queueCount(owner.token, { ...national(owner.companyId, 'validation'), ...change });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors ?? {})).toContain(field);
    expect((await history(owner.token, owner.companyId)).body.data.length).toBe(before);
  });
});

describe('who may queue and read counts', () => {
  let bakeryId = '';
  beforeAll(async () => {
    const clients = await api<{ data: { id: string; company_name: string }[] }>(`/api/configuration/companies/${s.agency.companyId}/children?searchkey=bakery&per_page=100`, { token: s.agency.access_token });
    bakeryId = clients.body.data.find((c) => c.company_name === "Bob's Bakery")?.id ?? '';
    expect(bakeryId).not.toBe('');
  });

  it.each(['client', 'agency', 'admin', 'root'] as const)('%s may queue a count for Bob’s Bakery and read it', async (who) => {
    const res = await queueCount(s[who].access_token, national(bakeryId, `sourdough ${who}`));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await api(`/api/bigdbm/services/getcountcampaign/${res.body.data.id}`, { token: s[who].access_token })).status).toBe(200);
    expect((await history(s[who].access_token, bakeryId)).status).toBe(200);
    expect((await api(`/api/bigdbm/services/configdata/${bakeryId}`, { token: s[who].access_token })).body).toMatchObject({ api_version: 2, lookback_days: 7, may_queue: true, modules: ['locator', 'enhance'] });
  });

  it('the agency’s assigned sales person reads them but may not queue one', async () => {
    expect((await history(s.sales.access_token, bakeryId)).status).toBe(200);
    expect((await api(`/api/bigdbm/services/configdata/${bakeryId}`, { token: s.sales.access_token })).body).toMatchObject({ may_queue: false });
    expect((await queueCount(s.sales.access_token, national(bakeryId, 'sales'))).status).toBe(403);
  });

  it.each(['globex', 'client2'] as const)('%s (another agency’s tree) gets 404 for every Acme id', async (who) => {
    const row = (await history(s.client.access_token, bakeryId)).body.data[0];
    expect(row).toBeDefined();
    const token = s[who].access_token;
    expect((await queueCount(token, national(bakeryId, 'intruder'))).status).toBe(404);
    expect((await history(token, bakeryId)).status).toBe(404);
    expect((await api(`/api/bigdbm/services/configdata/${bakeryId}`, { token })).status).toBe(404);
    expect((await api(`/api/bigdbm/services/getcountcampaign/${row?.id}`, { token })).status).toBe(404);
    expect((await api(`/api/bigdbm/services/getcountcampaign/${row?.id}`, { token: owner.token })).status, 'another Acme client').toBe(404);
  });

  it('an unknown module in the history path is 404', async () => {
    expect((await history(s.client.access_token, bakeryId, 'b2b')).status).toBe(404);
  });
});

describe('a count’s keywords are applied to a campaign', () => {
  it('adds the row’s keywords the campaign lacks, once; another tree or module is 404', async () => {
    const campaign = await created(s.agency.access_token, searchId(owner.companyId, { locatorkeyword: ['Bread'] }));
    const row = await settled(owner.token, (await queueCount(owner.token, national(owner.companyId, 'bread, rye loaf'))).body.data.id);
    const apply = () => api<{ data: { locatorkeyword: string[] } }>(`/api/bigdbm/services/applycampaign/${campaign.id}/locator`, { method: 'PUT', token: owner.token, body: { count_id: row.id } });
    const first = await apply();
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.locatorkeyword).toEqual(['Bread', 'rye loaf']);
    expect((await apply()).body.data.locatorkeyword).toEqual(['Bread', 'rye loaf']);
    expect((await api(`/api/bigdbm/services/applycampaign/${campaign.id}/enhance`, { method: 'PUT', token: owner.token, body: { count_id: row.id } })).status).toBe(404);
    expect((await api(`/api/bigdbm/services/applycampaign/${campaign.id}/locator`, { method: 'PUT', token: s.globex.access_token, body: { count_id: row.id } })).status).toBe(404);
    expect((await api(`/api/bigdbm/services/applycampaign/${campaign.id}/locator`, { method: 'PUT', token: s.sales.access_token, body: { count_id: row.id } })).status, 'sales read campaigns but change none').toBe(403);
  });
});

describe('the count worker is idempotent and ends in error after its last attempt', () => {
  const made: string[] = [];
  afterAll(async () => {
    setLeadProvider(provider);
    for (const countId of made) await db().entities.approximateCount.delete({ rootId: owner.rootId, countId }).go();
  });
  /** A pending row written here, so only this file's worker calls touch it (the platform's queue never names it). */
  async function pendingRow(keyword: string) {
    const countId = `test-${Date.now().toString(36)}-${made.length}`;
    made.push(countId);
    const now = new Date().toISOString();
    await db()
      .entities.approximateCount.create({ rootId: owner.rootId, countId, companyId: owner.companyId, agencyId: 'x', module: 'locator', targetLocation: 'National Targeting', states: '', cities: '', zipCode: '', keyword, status: 'pending', apiVersion: 2, requestedBy: owner.userId, attempts: 1, createdAt: now, updatedAt: now })
      .go();
    return { kind: 'count' as const, rootId: owner.rootId, countId };
  }
  const rowOf = async (countId: string) => (await db().entities.approximateCount.get({ rootId: owner.rootId, countId }).go({ consistent: true })).data;
  const asked: CountQuery[] = [];
  const fake = (answer: () => Promise<CountAnswer>): LeadProviderPort => ({ recordVisit: () => Promise.resolve(), count: (q) => (asked.push(q), answer()), enrich: () => Promise.reject(new Error('not asked in these tests')) });

  it('a redelivered message (twice at once, then again) changes the row once and sends one e-mail', async () => {
    setLeadProvider(fake(() => Promise.resolve({ count: 4321, count_without_geo: 1 })));
    const m = await pendingRow('redelivered');
    const mailsBefore = (await mailTo(owner.email)).length;
    const outcomes = await Promise.all([handleCountMessage(m, 1), handleCountMessage(m, 1)]);
    expect(outcomes.filter((o) => o === 'counted 4321')).toHaveLength(1);
    expect(await handleCountMessage(m, 2)).toBe('already success');
    expect(await rowOf(m.countId)).toMatchObject({ status: 'success', count: 4321, countWithoutGeo: 1 });
    expect(asked.at(-1)).toMatchObject({ keywords: ['redelivered'], lookbackDays: 7, apiVersion: 2, targetLocation: 'National Targeting' });
    await vi.waitFor(async () => expect((await mailTo(owner.email)).length).toBe(mailsBefore + 1));
  });

  it('a failing provider is retried while receives remain; the last one marks the row error and tells the asker', async () => {
    setLeadProvider(fake(() => Promise.reject(new Error('provider down'))));
    const m = await pendingRow('failing');
    await expect(handleCountMessage(m, 1)).rejects.toThrow('provider down');
    expect((await rowOf(m.countId))?.status).toBe('pending');
    expect(await handleCountMessage(m, 4)).toBe('error after the last attempt');
    expect((await rowOf(m.countId))?.status).toBe('error');
    expect(await handleCountMessage(m, 5)).toBe('already error');
    await vi.waitFor(async () => expect((await mailTo(owner.email)).map((x) => x.subject)).toContain('Your approximate lead count is not available'));
  });
});

describe('a failed count is retried, unless another is processing', () => {
  it('the simulator failing every attempt leaves an error row; asking again while another count waits is refused, and after it is queued again', async () => {
    const fresh = await member();
    await simulator({ fail: -1 });
    const body = national(fresh.companyId, 'retry me');
    const queued = await queueCount(fresh.token, body);
    const failed = await settled(fresh.token, queued.body.data.id, 45_000);
    expect(failed.status).toBe('error');
    await simulator({ fail: 0, delayMs: 4000 });
    const slow = await queueCount(fresh.token, national(fresh.companyId, 'slow one'));
    expect(slow.body.data.status).toBe('pending');
    expect((await history(fresh.token, fresh.companyId)).body.processing).toBe(true);
    const refused = await queueCount(fresh.token, body);
    expect(refused.status).toBe(409);
    expect(await settled(fresh.token, slow.body.data.id)).toMatchObject({ status: 'success' });
    await simulator({ delayMs: 0 });
    const again = await queueCount(fresh.token, body);
    expect(again.body.data).toMatchObject({ id: failed.id, status: 'pending' });
    expect((await settled(fresh.token, failed.id)).status).toBe('success');
  });
});

describe('location autocomplete, the Enhance ID daily minimum, data lists and keyword tags', () => {
  it('suggests states and cities from 3 characters', async () => {
    const res = await api<{ data: { type: string; state: string; city?: string; label: string }[] }>('/api/general/enhance/location?q=aust', { token: s.client.access_token });
    expect(res.status).toBe(200);
    expect(res.body.data).toContainEqual({ type: 'city', state: 'TX', city: 'Austin', label: 'Austin, TX' });
    expect((await api<{ data: unknown[] }>('/api/general/enhance/location?q=te', { token: s.client.access_token })).body.data).toEqual([]);
    expect((await api<{ data: { label: string }[] }>('/api/general/enhance/location?q=texas', { token: s.client.access_token })).body.data[0]).toMatchObject({ type: 'state', state: 'TX', label: 'Texas' });
    expect((await api('/api/general/enhance/location?q=texas')).status).toBe(401);
  });

  it('answers the Enhance ID least leads a day', async () => {
    expect((await api('/api/bigdbm/services/minleaddayenhance', { token: s.agency.access_token })).body).toEqual({ min_lead_day: 10 });
  });

  it('lists Site ID’s advanced data and B2B ID’s company data; another list is 404', async () => {
    const local = await api<{ data: { value: string; label: string }[] }>('/api/leadspeek/list-advance-information/local', { token: s.agency.access_token });
    expect(local.body.data).toContainEqual({ value: 'income', label: 'Household income' });
    const b2b = await api<{ data: { value: string }[] }>('/api/leadspeek/list-advance-information/b2b', { token: s.client.access_token });
    expect(b2b.body.data.map((o) => o.value)).toContain('job_title');
    expect((await api('/api/leadspeek/list-advance-information/enhance', { token: s.client.access_token })).status).toBe(404);
  });

  it('turns keyword text into tags', async () => {
    const res = await api<{ tags: string[] }>(`/api/leadspeek/keyword-to-tags?keyword=${encodeURIComponent(' roof repair, Roofing\nroof repair,,gutters')}`, { token: s.client.access_token });
    expect(res.body).toEqual({ tags: ['roof repair', 'Roofing', 'gutters'] });
  });
});
