import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import type { StripeGateway } from './index.js';
import { sdk, startReceiver, startTestGateway, WEBHOOK_SECRET, type Receiver } from './testing.js';

let gateway: StripeGateway;
let receiver: Receiver;
let stripe: Stripe;

beforeAll(async () => {
  receiver = await startReceiver();
  // Short retries so the test does not wait on the local schedule (1 s, 5 s, 30 s, ...).
  gateway = await startTestGateway({ webhookUrl: receiver.url, retry: { delaysMs: [50, 100], thenEveryMs: 200, giveUpAfterMs: 600 } });
  stripe = sdk(gateway);
});
afterAll(async () => {
  await gateway.stop();
  await receiver.stop();
});
afterEach(async () => {
  await gateway.webhooksIdle();
  receiver.reset();
});

const verify = (r: { body: string; signature: string | undefined }) => new Stripe('sk_test_x').webhooks.constructEvent(r.body, r.signature!, WEBHOOK_SECRET);

const waitFor = async (what: () => boolean, timeoutMs = 3000) => {
  const deadline = Date.now() + timeoutMs;
  while (!what()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('signed webhook delivery', () => {
  it('every event arrives signed the Stripe way and stripe.webhooks.constructEvent verifies it', async () => {
    const customer = await stripe.customers.create({ email: 'signed@test.test' });
    await stripe.customers.update(customer.id, { name: 'Signed' });
    expect(await gateway.webhooksIdle()).toBe(true);
    const events = receiver.received.map(verify);
    expect(events.map((e) => e.type)).toEqual(['customer.created', 'customer.updated']);
    const updated = events[1]!;
    expect(updated.id).toMatch(/^evt_/);
    expect((updated.data.object as Stripe.Customer).name).toBe('Signed');
    expect(updated.data.previous_attributes).toEqual({ name: null });
    expect(receiver.received[0]!.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  });

  it('a tampered body or another secret does not verify', async () => {
    await stripe.customers.create({ email: 'tamper@test.test' });
    await gateway.webhooksIdle();
    const r = receiver.received[0]!;
    expect(() => verify({ body: r.body.replace('tamper', 'tamperx'), signature: r.signature })).toThrow();
    expect(() => new Stripe('sk_test_x').webhooks.constructEvent(r.body, r.signature!, 'whsec_other')).toThrow();
  });

  it('events can be listed and retrieved', async () => {
    const customer = await stripe.customers.create({ email: 'listed@test.test' });
    const list = await stripe.events.list({ type: 'customer.*', limit: 3 });
    expect(list.data[0]!.type).toBe('customer.created');
    expect((list.data[0]!.data.object as Stripe.Customer).id).toBe(customer.id);
    const one = await stripe.events.retrieve(list.data[0]!.id);
    expect(one.id).toBe(list.data[0]!.id);
    const page2 = await stripe.events.list({ limit: 1, starting_after: list.data[0]!.id });
    expect(page2.data[0]!.id).not.toBe(list.data[0]!.id);
  });
});

describe('retries', () => {
  it('a failing receiver gets the event again on the retry schedule until it answers 2xx', async () => {
    receiver.failNext(500, 503);
    await stripe.customers.create({ email: 'retry@test.test' });
    await waitFor(() => receiver.received.length >= 3);
    const ids = receiver.received.map((r) => verify(r).id);
    expect(new Set(ids).size).toBe(1);
    await new Promise((r) => setTimeout(r, 300));
    expect(receiver.received).toHaveLength(3);
  });

  it('gives up after the policy’s last attempt', async () => {
    receiver.failNext(500, 500, 500, 500, 500, 500, 500, 500);
    await stripe.customers.create({ email: 'giveup@test.test' });
    const pendingNow = async () => ((await (await fetch(`${gateway.url}/_local/webhooks`)).json()) as { pending: unknown[] }).pending;
    const deadline = Date.now() + 3000;
    while ((await pendingNow()).length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(await pendingNow()).toEqual([]);
    const n = receiver.received.length;
    expect(n).toBeGreaterThanOrEqual(3);
    expect(n).toBeLessThan(8);
  });
});

describe('test controls for the platform’s webhook tests', () => {
  it('redeliver sends one event N times over HTTP', async () => {
    await stripe.customers.create({ email: 'thrice@test.test' });
    await gateway.webhooksIdle();
    const id = verify(receiver.received[0]!).id;
    const res = await fetch(`${gateway.url}/_local/events/${id}/redeliver`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ times: 2 }) });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { statuses: number[] }).statuses).toEqual([200, 200]);
    expect(receiver.received.map((r) => verify(r).id)).toEqual([id, id, id]);
  });

  it('hold then release in reverse delivers the newer event first', async () => {
    await fetch(`${gateway.url}/_local/webhooks/hold`, { method: 'POST' });
    const customer = await stripe.customers.create({ email: 'order@test.test' });
    await stripe.customers.update(customer.id, { name: 'First' });
    await stripe.customers.update(customer.id, { name: 'Second' });
    await new Promise((r) => setTimeout(r, 50));
    expect(receiver.received).toHaveLength(0);
    const res = await fetch(`${gateway.url}/_local/webhooks/release`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ order: 'reverse' }) });
    expect(res.status).toBe(200);
    const names = receiver.received.map((r) => (verify(r).data.object as Stripe.Customer).name);
    expect(names).toEqual(['Second', 'First', null]);
  });

  it('drain answers once nothing is due', async () => {
    await stripe.customers.create({ email: 'drain@test.test' });
    const res = await fetch(`${gateway.url}/_local/webhooks/drain`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(receiver.received).toHaveLength(1);
  });
});

describe('the overview page a developer opens at the gateway URL', () => {
  it('lists the test cards and the latest events with their delivery', async () => {
    const customer = await stripe.customers.create({ email: 'overview@test.test' });
    await gateway.webhooksIdle();
    const html = await (await fetch(`${gateway.url}/`)).text();
    expect(html).toContain('4000 0025 0000 3155');
    expect(html).toContain(customer.id);
    expect(html).toContain('customer.created');
    expect(html).toContain('delivered');
  });
});

describe('API keys', () => {
  it('a wrong or missing key is 401', async () => {
    await expect(sdk(gateway, 'sk_test_wrong_key_123456').customers.create({})).rejects.toMatchObject({ type: 'StripeAuthenticationError', statusCode: 401 });
    const res = await fetch(`${gateway.url}/v1/customers`, { method: 'POST' });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { type: string } }).error.type).toBe('invalid_request_error');
  });

  it('requests on behalf of a connected account are refused, not silently run on the platform', async () => {
    await expect(stripe.customers.create({ email: 'x@y.test' }, { stripeAccount: 'acct_123' })).rejects.toMatchObject({ statusCode: 400 });
  });

  it('an unknown path is 404 with Stripe’s message', async () => {
    const res = await fetch(`${gateway.url}/v1/nothing`, { headers: { authorization: `Bearer ${gateway.secretKey}` } });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain('Unrecognized request URL');
  });
});
