import { db, signApiClientToken } from '@platform/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, session } from '../client.js';
import { member } from '../generated/kit.js';
import { agencyWithCampaign, call, grant, keyOf, type Key } from './helpers.js';

type Fixture = Awaited<ReturnType<typeof agencyWithCampaign>>;
let acme: Fixture;
let other: Fixture;

beforeAll(async () => {
  [acme, other] = await Promise.all([agencyWithCampaign(), agencyWithCampaign()]);
}, 60_000);

const token = (key: Key, extra: Record<string, string> = {}) =>
  call<{ access_token?: string; token_type?: string; expires_in?: number; scope?: string; error?: string; result?: string }>('/api/v1/oauth/token', {
    json: { grant_type: 'client_credentials', client_id: key.clientId, client_secret: key.secret, ...extra },
  });

describe('a key gets a short-lived bearer token with the client credentials grant', () => {
  it('answers a Bearer token with the key’s scopes (JSON body)', async () => {
    const res = await token(acme.key);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ token_type: 'Bearer', expires_in: 900, scope: 'campaigns:read campaigns:write leads:read exclusions:write usage:read' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('takes the form-encoded body and HTTP Basic as RFC 6749 sends them', async () => {
    const form = await call('/api/v1/oauth/token', { raw: `grant_type=client_credentials&client_id=${acme.key.clientId}&client_secret=${encodeURIComponent(acme.key.secret)}`, contentType: 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(200);
    const basic = Buffer.from(`${acme.key.clientId}:${acme.key.secret}`).toString('base64');
    const viaBasic = await call('/api/v1/oauth/token', { raw: 'grant_type=client_credentials&scope=leads:read', contentType: 'application/x-www-form-urlencoded', headers: { authorization: `Basic ${basic}` } });
    expect(viaBasic.status).toBe(200);
    expect(viaBasic.body.scope).toBe('leads:read');
  });

  it('refuses a wrong secret (401 invalid_client; WWW-Authenticate when Basic was used)', async () => {
    const wrong = await token({ ...acme.key, secret: `${acme.key.secret.slice(0, -2)}xx` });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ result: 'error', error: 'invalid_client' });
    const basic = Buffer.from(`${acme.key.clientId}:nope`).toString('base64');
    const viaBasic = await call('/api/v1/oauth/token', { raw: 'grant_type=client_credentials', contentType: 'application/x-www-form-urlencoded', headers: { authorization: `Basic ${basic}` } });
    expect(viaBasic.status).toBe(401);
    expect(viaBasic.headers['www-authenticate']).toMatch(/^Basic /);
  });

  it('refuses another grant, a missing grant and a scope the key was not given (400)', async () => {
    expect((await token(acme.key, { grant_type: 'password' })).body.error).toBe('unsupported_grant_type');
    const missing = await call('/api/v1/oauth/token', { json: { client_id: acme.key.clientId, client_secret: acme.key.secret } });
    expect([missing.status, missing.body.error]).toEqual([400, 'invalid_request']);
    const narrow = await keyOf(await member(), ['leads:read']);
    const res = await token(narrow, { scope: 'campaigns:write' });
    expect([res.status, res.body.error]).toEqual([400, 'invalid_scope']);
  });

  it('a public-API token is not a session token, and a session token is not a public-API token', async () => {
    expect((await api('/api/user', { token: acme.token })).status).toBe(401);
    const res = await call('/api/v1/public/campaigns', { token: acme.owner.token });
    expect([res.status, res.body.error]).toEqual([401, 'invalid_token']);
    expect(res.headers['www-authenticate']).toMatch(/^Bearer .*invalid_token/);
  });

  it('a token of a key rotated with Generate stops working', async () => {
    const m = await member();
    const first = await keyOf(m);
    const old = await grant(first);
    expect((await call('/api/v1/public/states', { token: old })).status).toBe(200);
    const second = await keyOf(m);
    expect(second.clientId).toBe(first.clientId);
    expect((await call('/api/v1/public/states', { token: old })).status).toBe(401);
    expect((await call('/api/v1/public/states', { token: await grant(second) })).status).toBe(200);
  });

  it('an expired token is refused', async () => {
    const stale = await signApiClientToken({ rootId: acme.owner.rootId, companyId: acme.owner.companyId, keyId: 'k', clientId: acme.key.clientId, scopes: ['campaigns:read'] }, new Date(Date.now() - 3600_000));
    expect((await call('/api/v1/public/campaigns', { token: stale })).status).toBe(401);
  });
});

describe('every route checks the scope it needs: a token without it is refused with 403', () => {
  it.each([
    ['GET', '/api/v1/public/campaigns', 'campaigns:read'],
    ['POST', '/api/v1/public/campaigns/{campaignId}/pause', 'campaigns:write'],
    ['GET', '/api/v1/public/campaigns/{campaignId}/leads?since=2020-01-01T00:00:00Z', 'leads:read'],
    ['POST', '/api/v1/public/exclusions', 'exclusions:write'],
    ['GET', '/api/v1/public/usage', 'usage:read'],
  ] as const)('%s %s needs %s', async (method, path, scope) => {
    const others = ['campaigns:read', 'campaigns:write', 'leads:read', 'exclusions:write', 'usage:read'].filter((s) => s !== scope).join(' ');
    const limited = await grant(acme.key, others);
    const res = await call(path.replace('{campaignId}', acme.campaign.id), { method, token: limited, ...(method === 'POST' ? { json: { emails: ['a@b.test'] } } : {}) });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ result: 'error', error: 'insufficient_scope', scope });
    expect(res.headers['www-authenticate']).toContain(`scope="${scope}"`);
  });

  it('states and cities take a token of any scope', async () => {
    const any = await grant(acme.key, 'usage:read');
    expect((await call<{ states: unknown[] }>('/api/v1/public/states', { token: any })).body.states.length).toBeGreaterThanOrEqual(50);
    const tx = await call<{ state: string; cities: string[] }>('/api/v1/public/states/TX/cities', { token: any });
    expect(tx.body.state).toBe('TX');
    expect(tx.body.cities).toContain('Austin');
  });
});

describe("a token reaches its own company and, for an agency, its clients; another company's token sees nothing (404)", () => {
  it("an agency's key lists and reads its clients' campaigns", async () => {
    const list = await call<{ data: { id: string; company_id: string }[] }>('/api/v1/public/campaigns', { token: acme.token });
    expect(list.status).toBe(200);
    expect(list.body.data.map((c) => c.id)).toContain(acme.campaign.id);
    const one = await call<{ data: { id: string; code: string; status: string } }>(`/api/v1/public/campaigns/${acme.campaign.id}`, { token: acme.token });
    expect(one.body.data).toMatchObject({ id: acme.campaign.id, code: acme.campaign.leadspeek_api_id });
    const byClient = await call<{ data: unknown[] }>(`/api/v1/public/campaigns?company_id=${acme.clientId}`, { token: acme.token });
    expect(byClient.body.data).toHaveLength(1);
  });

  it.each([
    ['GET', (f: Fixture) => `/api/v1/public/campaigns/${f.campaign.id}`],
    ['GET', (f: Fixture) => `/api/v1/public/campaigns?company_id=${f.clientId}`],
    ['GET', (f: Fixture) => `/api/v1/public/campaigns/${f.campaign.id}/leads?since=2020-01-01T00:00:00Z`],
    ['POST', (f: Fixture) => `/api/v1/public/campaigns/${f.campaign.id}/pause`],
    ['POST', (f: Fixture) => `/api/v1/public/campaigns/${f.campaign.id}/exclusions`],
    ['GET', (f: Fixture) => `/api/v1/public/usage?company_id=${f.clientId}`],
  ] as const)("%s another agency's id is 404", async (method, path) => {
    const res = await call(path(acme), { method, token: other.token, ...(method === 'POST' ? { json: { emails: ['x@y.test'] } } : {}) });
    expect(res.status, JSON.stringify(res.body)).toBe(404);
    expect((await call<{ data: { status: string } }>(`/api/v1/public/campaigns/${acme.campaign.id}`, { token: acme.token })).body.data.status).toBe('running');
  });

  it("a client's key sees only its own company, not its agency's other clients", async () => {
    const m = await member();
    const own = await grant(await keyOf(m));
    expect((await call<{ data: unknown[] }>('/api/v1/public/campaigns', { token: own })).body.data).toEqual([]);
    expect((await call(`/api/v1/public/campaigns?company_id=${m.rootId}`, { token: own })).status).toBe(404);
  });
});

describe('every answer carries the rate-limit headers; over the quota it is 429 with Retry-After', () => {
  it('RateLimit-Policy and RateLimit on a success, a refusal and a 404', async () => {
    const t = await grant(acme.key, 'usage:read');
    for (const path of ['/api/v1/public/usage', '/api/v1/public/campaigns', '/api/v1/public/campaigns/nope']) {
      const res = await call(path, { token: t });
      expect(res.headers['ratelimit-policy'], path).toBe('"default";q=600;w=60');
      expect(res.headers.ratelimit, path).toMatch(/^"default";r=\d+;t=\d+$/);
    }
  });

  it('a 401 carries them too: no token, a bad token, a rotated key’s token and wrong client credentials', async () => {
    const m = await member();
    const first = await keyOf(m);
    const old = await grant(first);
    await keyOf(m);
    const refusals = [
      await call('/api/v1/public/campaigns'),
      await call('/api/v1/public/campaigns', { token: 'not-a-token' }),
      await call('/api/v1/public/states', { token: old }),
      await token({ ...acme.key, secret: 'wrong' }),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(401);
      expect(res.headers['ratelimit-policy']).toBe('"default";q=600;w=60');
      expect(res.headers.ratelimit).toMatch(/^"default";r=\d+;t=\d+$/);
    }
    // Refusals before a key is known count in the caller address's window: each one takes one.
    const [a, b] = [await call('/api/v1/public/usage'), await call('/api/v1/public/usage')];
    const left = (r: typeof a) => Number(/r=(\d+)/.exec(r.headers.ratelimit ?? '')?.[1]);
    // (unless a new window began between the two)
    expect([left(a) - 1, 599]).toContain(left(b));
  });

  it('the 601st request of a minute is refused with 429 and Retry-After, and remaining counts down to 0', { timeout: 120_000 }, async () => {
    const m = await member();
    const t = await grant(await keyOf(m, ['usage:read']));
    let first = await call('/api/v1/public/states', { token: t });
    const reset = Number(/t=(\d+)/.exec(first.headers.ratelimit ?? '')?.[1]);
    // Start in a fresh window when this one ends too soon to send the rest.
    if (reset < 20) {
      await new Promise((r) => setTimeout(r, (reset + 1) * 1000));
      first = await call('/api/v1/public/states', { token: t });
    }
    const used = 600 - Number(/r=(\d+)/.exec(first.headers.ratelimit ?? '')?.[1]);
    const answers: { status: number; remaining: number; retryAfter: number }[] = [];
    // Until the first refusal (bounded): a loaded machine may not send 600 within one window, so a
    // window that ends meanwhile starts a new count rather than failing the rule.
    let sent = 0;
    const refused = () => answers.some((a) => a.status === 429);
    await Promise.all(
      Array.from({ length: 12 }, async () => {
        while (!refused() && sent < 1900) {
          sent += 1;
          const res = await call('/api/v1/public/states', { token: t });
          answers.push({ status: res.status, remaining: Number(/r=(\d+)/.exec(res.headers.ratelimit ?? '')?.[1]), retryAfter: Number(res.headers['retry-after'] ?? 0) });
        }
      }),
    );
    const no = answers.find((a) => a.status === 429);
    expect(no, 'a request over the quota is refused').toBeDefined();
    expect(no?.retryAfter).toBeGreaterThan(0);
    expect(no?.remaining).toBe(0);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(600 - used);
  });
});

describe('a POST with an Idempotency-Key is done once: the first answer is replayed for 24 h', () => {
  it('the same key and body replays the first answer; only one import job is made', async () => {
    const headers = { 'idempotency-key': `k-${Date.now()}` };
    const body = { company_id: acme.clientId, emails: ['one@replay.test', 'two@replay.test'] };
    const first = await call<{ job_id: string }>('/api/v1/public/exclusions', { json: body, token: acme.token, headers });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await call<{ job_id: string }>('/api/v1/public/exclusions', { json: body, token: acme.token, headers });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers.ratelimit).toMatch(/^"default";r=\d+/);
    const generation = (await db().entities.company.get({ rootId: acme.owner.rootId, companyId: acme.clientId }).go()).data?.exclusionGeneration ?? 0;
    const jobs = (await db().entities.exclusionJob.query.byList({ rootId: acme.owner.rootId, listType: 'client', ownerId: acme.clientId, generation }).go({ pages: 'all' })).data;
    expect(jobs.filter((j) => j.filename === 'api.csv')).toHaveLength(1);
  });

  it('the same key with another body is 422', async () => {
    const headers = { 'idempotency-key': `k2-${Date.now()}` };
    await call('/api/v1/public/exclusions', { json: { company_id: acme.clientId, emails: ['a@replay.test'] }, token: acme.token, headers });
    const res = await call('/api/v1/public/exclusions', { json: { company_id: acme.clientId, emails: ['b@replay.test'] }, token: acme.token, headers });
    expect([res.status, res.body.error]).toEqual([422, 'idempotency_mismatch']);
  });

  it('concurrent requests under one key: one runs, the others replay it or are told it is in flight (409)', async () => {
    const headers = { 'idempotency-key': `k3-${Date.now()}` };
    const answers = await Promise.all(Array.from({ length: 8 }, () => call('/api/v1/public/exclusions', { json: { company_id: acme.clientId, emails: ['c@replay.test'] }, token: acme.token, headers })));
    expect(answers.filter((a) => a.status === 200 && a.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
  });
});

describe('the endpoints do what the web app does, through the same services', () => {
  it('pause and resume a campaign, with the web’s refusal for a repeat', async () => {
    const f = await agencyWithCampaign(['campaigns:read', 'campaigns:write']);
    const paused = await call(`/api/v1/public/campaigns/${f.campaign.id}/pause`, { method: 'POST', token: f.token });
    expect(paused.status, JSON.stringify(paused.body)).toBe(200);
    expect(paused.body).toMatchObject({ result: 'success', status: 'paused' });
    expect((await call(`/api/v1/public/campaigns/${f.campaign.id}/pause`, { method: 'POST', token: f.token })).status).toBe(409);
    const resumed = await call(`/api/v1/public/campaigns/${f.campaign.id}/resume`, { method: 'POST', token: f.token });
    expect(resumed.body).toMatchObject({ status: 'running' });
    const web = await api<{ data: { status: string } }>(`/api/leadspeek/getcampaign/${f.campaign.id}`, { token: f.owner.token });
    expect(web.body.data.status).toBe('running');
  });

  it("lists a campaign's leads since a time, page by page with the cursor", async () => {
    const c = acme.campaign;
    const base = Date.parse('2031-01-01T00:00:00Z');
    const add = (i: number, receivedMs: number, createdMs: number) =>
      db()
        .entities.lead.create({ rootId: acme.owner.rootId, leadId: `pa-${c.id}-${i}`, campaignId: c.id, companyId: acme.clientId, agencyId: acme.owner.companyId, module: 'local', receivedAt: new Date(receivedMs).toISOString(), createdAt: new Date(createdMs).toISOString(), personKey: `p${i}@leads.test`, status: 'delivered', email: `p${i}@leads.test`, amountRetailCents: 150, amountWholesaleCents: 100 })
        .go();
    // Stored in the reverse of the order they were received (a vendor's late batch), two in the same second.
    for (let i = 4; i >= 0; i -= 1) await add(i, base + Math.min(i, 3) * 1000, base + 3_600_000 - i * 1000);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      // The offset form of the same instant: 2031-01-01T00:00:01Z.
      const q: string = `/api/v1/public/campaigns/${c.id}/leads?since=${encodeURIComponent('2031-01-01T01:00:01+01:00')}&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = await call<{ data: { email: string; amount_cents: number; wholesale_cents?: number }[]; next_cursor: string | null }>(q, { token: acme.token });
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      seen.push(...page.body.data.map((l) => l.email));
      expect(page.body.data.every((l) => l.wholesale_cents === undefined && l.amount_cents === 150)).toBe(true);
      cursor = page.body.next_cursor;
      // A lead received after the page being read joins the end of the list, not a page already read.
      if ((pages += 1) === 1) await add(5, base + 10_000, base);
    } while (cursor);
    expect(seen).toEqual(['p1@leads.test', 'p2@leads.test', 'p3@leads.test', 'p4@leads.test', 'p5@leads.test']);
    expect((await call(`/api/v1/public/campaigns/${c.id}/leads?since=2031-01-01T00:00:00Z&cursor=bm9wZQ`, { token: acme.token })).status).toBe(422);
  });

  it("adds e-mails and hashes to a campaign's list through the CSV import job", async () => {
    const hash = 'a'.repeat(64);
    const res = await call<{ job_id: string }>(`/api/v1/public/campaigns/${acme.campaign.id}/exclusions`, { json: { emails: ['Some@One.test', 'bad'], hashes: [hash] }, token: acme.token });
    expect(res.status).toBe(422);
    const ok = await call<{ job_id: string }>(`/api/v1/public/campaigns/${acme.campaign.id}/exclusions`, { json: { emails: ['Some@One.test'], hashes: [hash] }, token: acme.token });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    let job;
    for (let i = 0; i < 60; i += 1) {
      job = (await db().entities.exclusionJob.get({ rootId: acme.owner.rootId, jobId: ok.body.job_id }).go()).data;
      if (job?.status === 'done') break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(job).toMatchObject({ status: 'done', listType: 'campaign', ownerId: acme.campaign.id, validRows: 2 });
  });

  it('takes 10,000 hashes in one call and refuses 10,001', async () => {
    const hashes = Array.from({ length: 10_001 }, (_, i) => i.toString(16).padStart(64, '0'));
    const over = await call('/api/v1/public/exclusions', { json: { company_id: acme.clientId, hashes }, token: acme.token });
    expect(over.status).toBe(422);
    const full = await call('/api/v1/public/exclusions', { json: { company_id: acme.clientId, hashes: hashes.slice(1) }, token: acme.token });
    expect(full.status, JSON.stringify(full.body).slice(0, 200)).toBe(200);
  });

  it('usage: leads and spend this period', async () => {
    const res = await call<{ leads: number; spend_cents: number; period: { start: string }; modules: unknown[] }>(`/api/v1/public/usage?company_id=${acme.clientId}`, { token: acme.token });
    expect(res.status).toBe(200);
    expect(res.body.period.start).toMatch(/^\d{4}-\d{2}-01$/);
    expect(res.body.modules).toHaveLength(4);
    expect(res.body).toMatchObject({ leads: 0, spend_cents: 0 });
  });
});

describe('the demo root session cannot be used on the public API', () => {
  it('a root session is refused', async () => {
    const root = await session('root@demo.test', 'localhost');
    expect((await call('/api/v1/public/states', { token: root.access_token })).status).toBe(401);
  });
});
