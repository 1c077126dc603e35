import { db } from '@platform/core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '../client.js';
import { useCore } from '../core.js';
import { demoSessions, newClientOf, person, uniq, type Session, type Who } from '../campaigns/helpers.js';

/**
 * Saved audiences (docs/decisions.md, "Campaign builder with audiences"): an agency's named
 * targets of its clients, each sized by a row of the approximate-counts engine; the Campaign role
 * flags and the tenant tree hold in the API.
 */
vi.setConfig({ testTimeout: 60_000 });

let s: Record<Who, Session>;
let rootId = '';
let acme = '';
let bakery = '';
let globexClient = '';

beforeAll(async () => {
  useCore();
  s = await demoSessions();
  rootId = s.root.companyId;
  acme = s.agency.companyId;
  bakery = s.client.companyId;
  globexClient = s.client2.companyId;
});

interface CountRow { id: string; status: string; count: number | null; keyword: string; states: string; cities: string; target_location: string }
interface AudienceView { audience_id: string; company_id: string; client_name: string; name: string; type: string; target_location: string; states: string; cities: string; zip_code: string; keyword: string; count: CountRow | null }
type Answer = { result?: string; message?: string; data: AudienceView; errors?: Record<string, string[]> };

const body = (extra: Record<string, unknown> = {}) => ({
  company_id: bakery,
  name: uniq('Audience '),
  type: 'locator',
  target_location: 'State',
  states: 'il',
  cities: 'chicago',
  keyword: 'rye bread, Rye Bread, bagels',
  ...extra,
});
const create = (token: string, b: Record<string, unknown>) => api<Answer>('/api/audiences/create', { token, body: b });
const update = (token: string, id: string, b: Record<string, unknown>) => api<Answer>(`/api/audiences/update/${id}`, { method: 'PUT', token, body: b });
const show = (token: string, id: string) => api<Answer>(`/api/audiences/show/${id}`, { token });
const list = (token: string, company: string, query = '') => api<{ data: AudienceView[]; message?: string }>(`/api/audiences/list/${company}${query}`, { token });
const duplicate = (token: string, id: string) => api<Answer>(`/api/audiences/duplicate/${id}`, { token, body: {} });
const refresh = (token: string, id: string) => api<Answer>(`/api/audiences/refresh/${id}`, { token, body: {} });
const remove = (token: string, id: string) => api<{ result: string; message: string }>(`/api/audiences/remove/${id}`, { method: 'DELETE', token });

async function made(token: string, b: Record<string, unknown>): Promise<AudienceView> {
  const res = await create(token, b);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

/** Polls the audience until its count leaves pending (the worker runs on the platform's local queue). */
async function counted(token: string, id: string): Promise<AudienceView> {
  const until = Date.now() + 30_000;
  for (;;) {
    const a = (await show(token, id)).body.data;
    if (a.count?.status !== 'pending' || Date.now() > until) return a;
    await new Promise((r) => setTimeout(r, 150));
  }
}

const flags = (enable: 'T' | 'F', create: 'T' | 'F', update: 'T' | 'F', del: 'T' | 'F') => ({ enable, create, update, delete: del });
/** An Acme administrator whose role's Campaign module grants exactly these flags. */
async function campaignAdmin(enable: 'T' | 'F', c: 'T' | 'F', u: 'T' | 'F', d: 'T' | 'F') {
  const roleId = uniq('role');
  const all = flags('T', 'T', 'T', 'T');
  await db().entities.role.create({ rootId, companyId: acme, roleId, roleName: roleId, modules: { adsDesign: all, leadsPeek: all, settings: all, campaign: flags(enable, c, u, d) }, createdAt: new Date().toISOString() }).go();
  return person(rootId, acme, 'administrator', 'acme.localhost', { roleId });
}

describe('an audience’s size comes from the approximate-counts engine', () => {
  it('saving an audience queues its count: the audience shows that count row, pending and then counted', async () => {
    const a = await made(s.agency.access_token, body({ name: 'Chicago rye' }));
    // Stored in the engine's canonical form: codes upper-case, the city's own spelling, keywords as tags.
    expect(a).toMatchObject({ name: 'Chicago rye', company_id: bakery, client_name: "Bob's Bakery", type: 'locator', target_location: 'State', states: 'IL', cities: 'Chicago', keyword: 'rye bread, bagels' });
    expect(a.count).toMatchObject({ keyword: 'rye bread, bagels', states: 'IL', cities: 'Chicago' });
    // Pending when queued; the in-process worker may have answered already.
    expect(['pending', 'success']).toContain(a.count?.status);
    const done = await counted(s.agency.access_token, a.audience_id);
    expect(done.count?.status).toBe('success');
    // The very row of the engine: its own path answers the same, and the same question today is that row.
    const row = await api<{ data: CountRow }>(`/api/bigdbm/services/getcountcampaign/${done.count?.id}`, { token: s.agency.access_token });
    expect(row.body.data).toEqual(done.count);
    const again = await api<{ data: CountRow }>('/api/bigdbm/services/queuecount', { token: s.agency.access_token, body: { company_id: bakery, type: 'locator', target_location: 'State', states: 'il', cities: 'chicago', keyword: 'Rye Bread, bagels' } });
    expect(again.body.data.id).toBe(done.count?.id);
    const history = await api<{ data: CountRow[] }>(`/api/bigdbm/services/getcountcampaignhistory/${bakery}/locator`, { token: s.agency.access_token });
    expect(history.body.data.map((r) => r.id)).toContain(done.count?.id);
  });

  it('Refresh count asks the engine again: today’s same question is the same row; a changed target is a new count', async () => {
    const a = await counted(s.agency.access_token, (await made(s.agency.access_token, body({ keyword: uniq('sourdough ') }))).audience_id);
    const r = await refresh(s.agency.access_token, a.audience_id);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.count?.id).toBe(a.count?.id);
    const moved = await update(s.agency.access_token, a.audience_id, { name: a.name, type: 'locator', target_location: 'Zip Code', zip_code: '60601\n60602', keyword: a.keyword });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data).toMatchObject({ target_location: 'Zip Code', zip_code: '60601\n60602', states: '', cities: '' });
    expect(moved.body.data.count?.id).not.toBe(a.count?.id);
    expect((await counted(s.agency.access_token, a.audience_id)).count?.status).toBe('success');
  });

  it('a rename keeps its count', async () => {
    const a = await made(s.agency.access_token, body({ keyword: uniq('croissant ') }));
    const renamed = await update(s.agency.access_token, a.audience_id, { name: uniq('Renamed '), type: a.type, target_location: a.target_location, states: a.states, cities: a.cities, keyword: a.keyword });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.count?.id).toBe(a.count?.id);
  });
});

describe('create, edit, duplicate and delete an audience', () => {
  it('duplicate makes a "(copy)" for the same client with the same target; delete removes it from the list', async () => {
    const a = await made(s.agency.access_token, body({ name: uniq('Original ') }));
    const copy = await duplicate(s.agency.access_token, a.audience_id);
    expect(copy.status, JSON.stringify(copy.body)).toBe(200);
    expect(copy.body.data).toMatchObject({ name: `${a.name} (copy)`, company_id: bakery, states: a.states, cities: a.cities, keyword: a.keyword });
    expect(copy.body.data.audience_id).not.toBe(a.audience_id);
    const names = async () => (await list(s.agency.access_token, acme, `?client_id=${bakery}`)).body.data.map((x) => x.name);
    expect(await names()).toEqual(expect.arrayContaining([a.name, `${a.name} (copy)`]));
    expect((await remove(s.agency.access_token, copy.body.data.audience_id)).status).toBe(200);
    expect(await names()).not.toContain(`${a.name} (copy)`);
    // A repeated delete finds nothing.
    expect((await remove(s.agency.access_token, copy.body.data.audience_id)).status).toBe(404);
  });

  it('a name is one audience per client (any case); another client may use it', async () => {
    const name = uniq('Twice ');
    await made(s.agency.access_token, body({ name }));
    const again = await create(s.agency.access_token, body({ name: name.toUpperCase() }));
    expect(again.status).toBe(409);
    expect(again.body.errors?.name?.[0]).toBe('This client already has an audience with that name.');
    const other = await newClientOf(s.agency.access_token, acme);
    expect((await create(s.agency.access_token, body({ name, company_id: other.id }))).status).toBe(200);
  });

  it('the list shows the demo’s saved audiences of Bob’s Bakery with their sizes', async () => {
    const rows = (await list(s.agency.access_token, acme)).body.data;
    const chicago = rows.find((r) => r.name === 'Chicago bread lovers');
    expect(chicago).toMatchObject({ client_name: "Bob's Bakery", type: 'locator', states: 'IL' });
    expect(chicago?.count).toMatchObject({ status: 'success', count: 18_420 });
    expect(rows.find((r) => r.name === 'Illinois households')?.type).toBe('enhance');
    expect((await list(s.agency.access_token, acme, '?type=enhance')).body.data.every((r) => r.type === 'enhance')).toBe(true);
  });
});

describe('bad input gets field errors and saves nothing', () => {
  it.each([
    ['no name', { name: '' }, 'name'],
    ['Search ID without keywords', { keyword: '' }, 'keyword'],
    ['State without states', { states: '' }, 'states'],
    ['a zip code of 4 digits', { target_location: 'Zip Code', zip_code: '6060' }, 'zip_code'],
    ['a module without counts', { type: 'local' }, 'type'],
    ['not a state code', { states: 'ZZ' }, 'states'],
    ['a city of another state', { cities: 'Houston' }, 'cities'],
  ])('%s: 422 on the field', async (_label, extra, field) => {
    const name = uniq('Refused ');
    const res = await create(s.agency.access_token, body({ name, ...extra }));
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body.errors?.[field]?.length).toBeGreaterThan(0);
    expect((await list(s.agency.access_token, acme)).body.data.map((a) => a.name)).not.toContain(name);
  });
});

describe('who may keep audiences', () => {
  let acmeAudience = '';
  beforeAll(async () => {
    acmeAudience = (await made(s.agency.access_token, body())).audience_id;
  });

  it('the agency’s owner, its administrators and the root’s operator may; clients and sales get 403', async () => {
    for (const who of ['agency', 'admin', 'root'] as const) expect((await show(s[who].access_token, acmeAudience)).status, who).toBe(200);
    for (const who of ['client', 'sales'] as const) {
      expect((await show(s[who].access_token, acmeAudience)).status, who).toBe(403);
      expect((await create(s[who].access_token, body())).status, who).toBe(403);
      expect((await list(s[who].access_token, acme)).status, who).toBe(403);
    }
  });

  it('another agency finds neither Acme’s audiences nor its clients (404), and Acme cannot use Globex’s client', async () => {
    expect((await show(s.globex.access_token, acmeAudience)).status).toBe(404);
    expect((await update(s.globex.access_token, acmeAudience, { name: 'x', type: 'locator', target_location: 'National Targeting', keyword: 'x' })).status).toBe(404);
    expect((await duplicate(s.globex.access_token, acmeAudience)).status).toBe(404);
    expect((await refresh(s.globex.access_token, acmeAudience)).status).toBe(404);
    expect((await remove(s.globex.access_token, acmeAudience)).status).toBe(404);
    expect((await list(s.globex.access_token, acme)).status).toBe(404);
    expect((await create(s.globex.access_token, body())).status).toBe(404);
    expect((await create(s.agency.access_token, body({ company_id: globexClient }))).status).toBe(404);
    expect((await show(s.agency.access_token, acmeAudience)).status).toBe(200);
  });

  it('the role’s Campaign flags hold: enable to read, create, update, delete', async () => {
    const readOnly = await campaignAdmin('T', 'F', 'F', 'F');
    expect((await show(readOnly.access_token, acmeAudience)).status).toBe(200);
    expect((await create(readOnly.access_token, body())).status).toBe(403);
    expect((await duplicate(readOnly.access_token, acmeAudience)).status).toBe(403);
    expect((await refresh(readOnly.access_token, acmeAudience)).status).toBe(403);
    expect((await remove(readOnly.access_token, acmeAudience)).status).toBe(403);
    const off = await campaignAdmin('F', 'F', 'F', 'F');
    expect((await list(off.access_token, acme)).status).toBe(403);
    const editor = await campaignAdmin('T', 'F', 'T', 'F');
    const a = (await show(editor.access_token, acmeAudience)).body.data;
    expect((await update(editor.access_token, acmeAudience, { name: uniq('Edited '), type: a.type, target_location: a.target_location, states: a.states, cities: a.cities, keyword: a.keyword })).status).toBe(200);
    expect((await remove(editor.access_token, acmeAudience)).status).toBe(403);
  });
});
