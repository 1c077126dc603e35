import { createServer } from 'node:net';
import { signIngest } from '@platform/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, mailTo } from '../client.js';
import { useCore } from '../core.js';
import { created, demoSessions, newClientOf, siteId, uniq, type CampaignBody, type Session, type Who } from '../campaigns/helpers.js';
import { drain, fund, leadsOf, person, price, wallet } from './helpers.js';

let s: Record<Who, Session>;
let rootId = '';
let campaign: CampaignBody;
let client = { id: '', name: '' };
const report = `${uniq('rep')}@reports.test`;

beforeAll(async () => {
  useCore();
  s = await demoSessions();
  rootId = s.root.companyId;
  client = await newClientOf(s.agency.access_token, s.agency.companyId);
  await price(s.agency.access_token, client.id, 'Prepaid', '2.00');
  await fund(rootId, client.id, 5_000);
  campaign = await created(s.agency.access_token, siteId(client.id, { reportSentTo: [report] }));
});

describe('the Site ID pixel', () => {
  it('serves a script for the campaign code, readable from any origin', async () => {
    const res = await fetch(`${(await import('vitest')).inject('apiUrl')}/api/pixel/${campaign.urlCode}.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.text()).toContain(`/hit`);
  });

  it('a page view becomes a charged lead, e-mailed to the report address; sim_email names the person (local only)', async () => {
    const email = person();
    const hit = await api(`/api/pixel/${campaign.urlCode}/hit`, { rawBody: JSON.stringify({ visitor_id: uniq('visitor-'), url: 'https://bakery.example/menu', referrer: 'https://www.google.com/', sim_email: email }), headers: { 'content-type': 'text/plain' } });
    expect(hit.status).toBe(202);
    await drain();
    const leads = await leadsOf(rootId, campaign.id);
    expect(leads.find((l) => l.email === email)).toMatchObject({ status: 'delivered', amountRetailCents: 200, url: 'https://bakery.example/menu' });
    expect((await wallet(rootId, client.id)).balance).toBe(4_800);
    const mail = await mailTo(report);
    expect(mail.some((m) => m.text.includes(email))).toBe(true);
  });

  it('an unknown code answers 404 and bad hits 422, with nothing stored', async () => {
    expect((await api('/api/pixel/nosuchcode123/hit', { body: { visitor_id: 'abcdefgh12', url: 'https://x.example/' } })).status).toBe(404);
    const bad = await api<{ result: string }>(`/api/pixel/${campaign.urlCode}/hit`, { body: { visitor_id: 'x', url: 'not a url' } });
    expect(bad.status).toBe(422);
    expect(bad.body.result).toBe('error');
  });
});

describe('Send test lead', () => {
  it('sends a sample lead marked test, never charged; a second within the minute is refused with 429', async () => {
    const c = await created(s.agency.access_token, siteId(client.id, { reportSentTo: [report] }));
    const before = (await wallet(rootId, client.id)).balance;
    const first = await api<{ result: string }>('/api/send-test-lead', { token: s.agency.access_token, body: { campaign_id: c.id } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const second = await api<{ message: string }>('/api/send-test-lead', { token: s.agency.access_token, body: { campaign_id: c.id } });
    expect(second.status).toBe(429);
    expect(second.body.message).toBe('You can only attempt this test once every minute. Please try again later.');
    await drain();
    const leads = await leadsOf(rootId, c.id);
    expect(leads.map((l) => [l.status, l.amountRetailCents])).toEqual([['test', 0]]);
    expect((await wallet(rootId, client.id)).balance).toBe(before);
    expect((await mailTo(report)).some((m) => m.subject.startsWith('[TEST]'))).toBe(true);
    await api('/_local/clock', { body: { offsetMs: 61_000 } });
    try {
      expect((await api('/api/send-test-lead', { token: s.agency.access_token, body: { campaign_id: c.id } })).status).toBe(200);
    } finally {
      await api('/_local/clock', { body: { offsetMs: 0 } });
    }
  });

  it("Globex's users get 404 on Acme's campaign", async () => {
    const res = await api('/api/send-test-lead', { token: s.globex.access_token, body: { campaign_id: campaign.id } });
    expect(res.status).toBe(404);
  });
});

describe('Check embed code', () => {
  const check = (token: string, url: string, id = campaign.id) => api<{ result: string; status: string; message: string }>('/api/leadspeek/check-embed-code', { token, body: { campaign_id: id, url } });

  it('finds the code on the local demo site', async () => {
    const apiUrl = (await import('vitest')).inject('apiUrl');
    const res = await check(s.agency.access_token, `${apiUrl}/_local/demo-site/${campaign.urlCode}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ result: 'success', status: 'exist' });
  });

  it('answers not exist for a page without it', async () => {
    const apiUrl = (await import('vitest')).inject('apiUrl');
    const res = await check(s.agency.access_token, `${apiUrl}/api/health`);
    expect(res.body.status).toBe('not exist');
  });

  it('a closed port answers 504 "Blocked from crawling"', async () => {
    const port = await new Promise<number>((ok) => {
      const srv = createServer();
      srv.listen(0, '127.0.0.1', () => {
        const p = (srv.address() as { port: number }).port;
        srv.close(() => ok(p));
      });
    });
    const res = await check(s.agency.access_token, `http://127.0.0.1:${port}/`);
    expect(res.status).toBe(504);
    expect(res.body).toEqual({ result: 'failed from crawl', status: 'not exist', message: 'Blocked from crawling (Needs manual review at your url)' });
  });

  it("Globex's users get 404 on Acme's campaign", async () => {
    expect((await check(s.globex.access_token, 'https://example.com/')).status).toBe(404);
  });
});

describe("the vendor's signed push (POST /api/ingest/leads)", () => {
  const secret = 'local-lead-provider-secret';
  const push = (raw: string, headers: Record<string, string>) => api<{ result: string; accepted?: number; message?: string }>('/api/ingest/leads', { rawBody: raw, headers });

  it('queues signed leads; a re-sent push charges nothing twice', async () => {
    const c = await created(s.agency.access_token, siteId(client.id));
    const raw = JSON.stringify({ leads: [{ lead_id: 'vendor-1', campaign_code: c.leadspeek_api_id, email: person() }] });
    const t = Math.floor(Date.now() / 1000);
    const before = (await wallet(rootId, client.id)).balance;
    for (let i = 0; i < 2; i++) {
      const res = await push(raw, { 'x-lead-timestamp': String(t), 'x-lead-signature': signIngest(raw, t, secret) });
      expect(res.status, JSON.stringify(res.body)).toBe(202);
    }
    await drain();
    expect(await leadsOf(rootId, c.id)).toHaveLength(1);
    expect((await wallet(rootId, client.id)).balance).toBe(before - 200);
  });

  it('a wrong, missing or old signature is refused with nothing queued', async () => {
    const c = await created(s.agency.access_token, siteId(client.id));
    const raw = JSON.stringify({ leads: [{ lead_id: 'vendor-bad', campaign_code: c.leadspeek_api_id, email: person() }] });
    const t = Math.floor(Date.now() / 1000);
    expect((await push(raw, { 'x-lead-timestamp': String(t), 'x-lead-signature': signIngest(raw, t, 'wrong-secret-wrong-secret') })).status).toBe(401);
    expect((await push(raw, {})).status).toBe(401);
    expect((await push(raw, { 'x-lead-timestamp': String(t - 3600), 'x-lead-signature': signIngest(raw, t - 3600, secret) })).status).toBe(401);
    await drain();
    expect(await leadsOf(rootId, c.id)).toHaveLength(0);
  });
});
