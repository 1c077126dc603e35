import { Webhook } from 'standardwebhooks';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api, DEMO, newClient, session, signIn } from '../../client.js';
import { uniq } from '../../campaigns/helpers.js';

/**
 * The delivery routes as people use them: a client points a webhook at the platform's local
 * receiver, sends a test, reads the log and replays a failure; who else may read or act
 * (docs/decisions.md, "Leads out: integrations and delivery", Delivery).
 */
type S = Awaited<ReturnType<typeof session>>;
const s = {} as Record<keyof typeof DEMO, S>;
let mine: S;

interface Row {
  id: string;
  status: string;
  test: boolean;
  attempts: number;
  httpStatus?: number;
  detail?: string;
  lead: string;
}
interface ReceiverCall {
  webhookId: string;
  valid: boolean;
  duplicate: boolean;
  status: number;
  event?: { type: string; data: { test: boolean; email: string } };
}

async function webhookTo(name: string) {
  const url = `${inject('apiUrl')}/_local/webhook-receiver/${name}`;
  const res = await api<{ secret: string; integration: { id: string } }>('/api/saveintegration', {
    token: mine.access_token,
    body: { company_id: mine.companyId, type: 'webhook', campaign_ids: [], settings: { url } },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { id: res.body.integration.id, secret: res.body.secret };
}

const path = (id: string) => `/api/integrations/${mine.companyId}/${id}`;
const received = async (name: string) => (await api<{ calls: ReceiverCall[] }>(`/_local/webhook-receiver/${name}`)).body.calls;

beforeAll(async () => {
  for (const who of Object.keys(DEMO) as (keyof typeof DEMO)[]) s[who] = await session(DEMO[who][0], DEMO[who][1]);
  const c = await newClient('deliveries');
  const tokens = await signIn(c.email, c.domain, c.password);
  const me = await api<{ id: string; company_id: string }>('/api/user', { token: tokens.body.access_token });
  mine = { ...tokens.body, userId: me.body.id, companyId: me.body.company_id };
});

describe('a client sends a test lead to its webhook and sees it delivered', () => {
  it('answers the delivered log line, and the receiver verifies our signature with the endpoint secret', async () => {
    const name = uniq('hook');
    const { id, secret } = await webhookTo(name);
    const res = await api<Row>(`${path(id)}/test`, { method: 'POST', token: mine.access_token, body: {} });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: 'delivered', test: true, attempts: 1, httpStatus: 200, lead: 'jane.sample@example.com' });
    const calls = await received(name);
    expect(calls).toHaveLength(1);
    // The receiver found the secret through core by the integration the webhook-id names.
    expect(calls[0]).toMatchObject({ valid: true, duplicate: false, webhookId: `${res.body.id}:${id}`, event: { type: 'lead.delivered', data: { test: true } } });
    expect(secret).toMatch(/^whsec_/);
    expect(() => new Webhook(secret).sign('x', new Date(), '{}')).not.toThrow();
    const log = await api<{ rows: Row[]; next: string | null }>(`${path(id)}/deliveries`, { token: mine.access_token });
    expect(log.status).toBe(200);
    expect(log.body.rows.map((r) => r.id)).toEqual([res.body.id]);
  });
});

describe('the delivery log is newest first, a page at a time, by status', () => {
  it('pages with the cursor and filters failed ones', async () => {
    const name = uniq('hook');
    const { id } = await webhookTo(name);
    await api(`/_local/webhook-receiver/${name}/_fail`, { body: { count: 1, status: 410 } });
    const failed = await api<Row>(`${path(id)}/test`, { method: 'POST', token: mine.access_token, body: {} });
    expect(failed.body).toMatchObject({ status: 'failed', httpStatus: 410 });
    // Disabled now (410): the next test send fails at once, without calling the endpoint.
    const second = await api<Row>(`${path(id)}/test`, { method: 'POST', token: mine.access_token, body: {} });
    expect(second.body).toMatchObject({ status: 'failed', detail: expect.stringMatching(/disabled/) });
    const page1 = await api<{ rows: Row[]; next: string | null }>(`${path(id)}/deliveries?per_page=1&status=failed`, { token: mine.access_token });
    expect(page1.body.rows.map((r) => r.id)).toEqual([second.body.id]);
    expect(page1.body.next).toBeTruthy();
    const page2 = await api<{ rows: Row[]; next: string | null }>(`${path(id)}/deliveries?per_page=1&status=failed&cursor=${page1.body.next}`, { token: mine.access_token });
    expect(page2.body.rows.map((r) => r.id)).toEqual([failed.body.id]);
    expect((await api(`${path(id)}/deliveries?status=delivered`, { token: mine.access_token })).body).toMatchObject({ rows: [] });
    expect((await api(`${path(id)}/deliveries?cursor=${Buffer.from('not a cursor').toString('base64url')}`, { token: mine.access_token })).status).toBe(400);
    expect(await received(name)).toHaveLength(1);
    const integration = await api<{ integration: { status: string } }>(path(id), { token: mine.access_token });
    expect(integration.body.integration.status).toBe('disabled');
  });
});

describe('a failed delivery can be replayed', () => {
  it('queues it again once, and refuses one that is not failed', async () => {
    const name = uniq('hook');
    const { id } = await webhookTo(name);
    await api(`/_local/webhook-receiver/${name}/_fail`, { body: { count: 1, status: 410 } });
    const failed = await api<Row>(`${path(id)}/test`, { method: 'POST', token: mine.access_token, body: {} });
    const replay = await api<{ message: string }>(`${path(id)}/deliveries/${failed.body.id}/replay`, { method: 'POST', token: mine.access_token, body: {} });
    expect(replay.status, JSON.stringify(replay.body)).toBe(200);
    expect(replay.body.message).toBe('The delivery will be tried again now.');
    const ok = await webhookTo(uniq('hook'));
    const delivered = await api<Row>(`${path(ok.id)}/test`, { method: 'POST', token: mine.access_token, body: {} });
    const refused = await api<{ message: string }>(`${path(ok.id)}/deliveries/${delivered.body.id}/replay`, { method: 'POST', token: mine.access_token, body: {} });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Only a failed delivery can be replayed.');
  });
});

describe('who may read the log and send tests', () => {
  it("the client's agency reads the log but cannot send; another tenant and sales see nothing", async () => {
    const { id } = await webhookTo(uniq('hook'));
    const agency = await api(`${path(id)}/deliveries`, { token: s.agency.access_token });
    expect(agency.status).toBe(200);
    expect((await api(`${path(id)}/test`, { method: 'POST', token: s.agency.access_token, body: {} })).status).toBe(403);
    for (const who of ['globex', 'client2', 'client', 'sales'] as const) {
      expect((await api(`${path(id)}/deliveries`, { token: s[who].access_token })).status, who).toBe(404);
      expect((await api(`${path(id)}/test`, { method: 'POST', token: s[who].access_token, body: {} })).status, who).toBe(404);
    }
    // Another company's integration id under one's own company: as if it did not exist.
    const other = await api(`/api/integrations/${s.client.companyId}/${id}/deliveries`, { token: s.client.access_token });
    expect(other.status).toBe(404);
  });
});
