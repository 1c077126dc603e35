import { afterEach, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { gatewayPerFile } from './testing.js';

const t = gatewayPerFile();
afterEach(() => t.gateway.faults.clear());

/** The SDK as the platform's adapter sets it up: two retries, the same Idempotency-Key on each. */
const platformSdk = (timeout = 20_000) => new Stripe(t.gateway.secretKey, { host: t.gateway.host, port: t.gateway.port, protocol: 'http', maxNetworkRetries: 2, timeout });

async function payer() {
  const customer = await t.stripe.customers.create({ email: 'faults@test.test' });
  const pm = await t.stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
  return { customer: customer.id, pm: pm.id };
}

const charge = (client: Stripe, who: { customer: string; pm: string }, idempotencyKey: string) =>
  client.paymentIntents.create(
    { amount: 2500, currency: 'usd', customer: who.customer, payment_method: who.pm, off_session: true, confirm: true, metadata: { invoice: idempotencyKey } },
    { idempotencyKey },
  );

const intentsOf = async (customer: string) => (await t.stripe.paymentIntents.list({ customer, limit: 100 })).data;

const control = async (method: string, body?: unknown, type = 'application/json') => {
  const res = await fetch(`${t.gateway.url}/_local/stripe/faults`, {
    method,
    ...(body === undefined ? {} : { headers: { 'content-type': type }, body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as { faults: { mode: string; remaining: number; path: string; method: string }[]; error?: { message: string } } };
};

describe('a lost answer: the call is made, the caller never hears', () => {
  it("the SDK's retry with the same key gets the first answer from the idempotency store: one payment, one charge", async () => {
    const who = await payer();
    t.gateway.faults.add({ mode: 'lost_answer', count: 1, path: '/v1/payment_intents' });
    const pi = await charge(platformSdk(), who, 'lost-once');
    expect(pi.status).toBe('succeeded');
    expect(pi.lastResponse.headers['idempotent-replayed']).toBe('true');
    const intents = await intentsOf(who.customer);
    expect(intents.map((i) => i.id)).toEqual([pi.id]);
    const succeeded = await t.stripe.events.list({ type: 'payment_intent.succeeded', limit: 100 });
    expect(succeeded.data.filter((e) => (e.data.object as { id: string }).id === pi.id)).toHaveLength(1);
    expect(t.gateway.faults.list()).toEqual([]);
  });

  it('count 3 outlasts the two retries: the caller gets a connection error, yet the payment succeeded and its events went out', async () => {
    const who = await payer();
    t.gateway.faults.add({ mode: 'lost_answer', count: 3, path: '/v1/payment_intents' });
    const err = (await charge(platformSdk(), who, 'lost-thrice').catch((e: unknown) => e)) as Stripe.errors.StripeError;
    expect(err.type).toBe('StripeConnectionError');
    const [pi] = await intentsOf(who.customer);
    expect(pi).toMatchObject({ status: 'succeeded', metadata: { invoice: 'lost-thrice' } });
    const events = await t.stripe.events.list({ type: 'payment_intent.succeeded', limit: 100 });
    expect(events.data.some((e) => (e.data.object as { id: string }).id === pi!.id)).toBe(true);
    // Asking again with the same key (reconciliation) answers the same payment, not a second one.
    const again = await charge(t.stripe, who, 'lost-thrice');
    expect(again.id).toBe(pi!.id);
    expect(await intentsOf(who.customer)).toHaveLength(1);
  });

  it('even without retries the SDK tries a closed connection once more, so count 2 is what it takes to lose the answer', async () => {
    const who = await payer();
    t.gateway.faults.add({ mode: 'lost_answer', count: 2, path: '/v1/payment_intents' });
    await expect(charge(t.stripe, who, 'lost-no-retries')).rejects.toMatchObject({ type: 'StripeConnectionError' });
    expect((await intentsOf(who.customer)).map((i) => i.status)).toEqual(['succeeded']);
  });
});

describe('a timeout: held until the caller gives up, never performed', () => {
  it('the caller times out, nothing was made; the same key later makes it once', async () => {
    const who = await payer();
    t.gateway.faults.add({ mode: 'timeout', count: 1, path: '/v1/payment_intents' });
    const impatient = new Stripe(t.gateway.secretKey, { host: t.gateway.host, port: t.gateway.port, protocol: 'http', maxNetworkRetries: 0, timeout: 300 });
    await expect(charge(impatient, who, 'timed-out')).rejects.toMatchObject({ type: 'StripeConnectionError' });
    // The held request is dropped once the client has closed; give the t.gateway a moment to see it.
    await new Promise((r) => setTimeout(r, 100));
    expect(await intentsOf(who.customer)).toEqual([]);
    const pi = await charge(t.stripe, who, 'timed-out');
    expect(pi.lastResponse.headers['idempotent-replayed']).toBeUndefined();
    expect((await intentsOf(who.customer)).map((i) => i.id)).toEqual([pi.id]);
  });

  it("holdMs drops the request for a caller still waiting: count 3 fails the platform's three tries in seconds, nothing made", async () => {
    const who = await payer();
    t.gateway.faults.add({ mode: 'timeout', count: 3, path: '/v1/payment_intents', holdMs: 200 });
    const started = Date.now();
    await expect(charge(platformSdk(), who, 'held')).rejects.toMatchObject({ type: 'StripeConnectionError' });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await intentsOf(who.customer)).toEqual([]);
    expect(t.gateway.faults.list()).toEqual([]);
  });
});

describe("an error: Stripe's 500 api_error, nothing performed", () => {
  it('answers 500 api_error and makes nothing', async () => {
    const who = await payer();
    t.gateway.faults.add({ mode: 'error', count: 1, path: '/v1/payment_intents' });
    const err = (await charge(t.stripe, who, 'errored').catch((e: unknown) => e)) as Stripe.errors.StripeError;
    expect(err).toMatchObject({ type: 'StripeAPIError', statusCode: 500, rawType: 'api_error' });
    expect(await intentsOf(who.customer)).toEqual([]);
  });

  it("the platform's SDK retries a 500 with the same key and the retry is performed once", async () => {
    const who = await payer();
    t.gateway.faults.add({ mode: 'error', count: 2, path: '/v1/payment_intents' });
    const pi = await charge(platformSdk(), who, 'error-then-ok');
    expect(pi.status).toBe('succeeded');
    expect((await intentsOf(who.customer)).map((i) => i.id)).toEqual([pi.id]);
  });
});

describe('which requests a fault meets', () => {
  it('a path prefix of POST requests by default: other paths and reads pass untouched, then the fault is used up', async () => {
    const who = await payer();
    t.gateway.faults.add({ mode: 'error', count: 1, path: '/v1/refunds' });
    const pi = await charge(t.stripe, who, 'prefix');
    expect((await t.stripe.paymentIntents.retrieve(pi.id)).status).toBe('succeeded');
    await expect(t.stripe.refunds.create({ payment_intent: pi.id })).rejects.toMatchObject({ statusCode: 500 });
    expect((await t.stripe.refunds.create({ payment_intent: pi.id })).status).toBe('succeeded');
  });

  it('a method filter reaches reads: GET /v1/payment_intents/{id}', async () => {
    const who = await payer();
    const pi = await charge(t.stripe, who, 'method');
    t.gateway.faults.add({ mode: 'error', count: 1, path: '/v1/payment_intents/', method: 'GET' });
    await expect(t.stripe.paymentIntents.retrieve(pi.id)).rejects.toMatchObject({ statusCode: 500 });
    expect((await t.stripe.paymentIntents.retrieve(pi.id)).id).toBe(pi.id);
  });
});

describe('the loopback control endpoint /_local/stripe/faults', () => {
  it('POST (JSON or form) adds, GET lists what is left, DELETE clears', async () => {
    expect((await control('POST', { mode: 'lost_answer', count: 3, path: '/v1/payment_intents' })).status).toBe(200);
    expect((await control('POST', 'mode=error&count=2&path=/v1/transfers', 'application/x-www-form-urlencoded')).status).toBe(200);
    const listed = await control('GET');
    expect(listed.body.faults).toMatchObject([
      { mode: 'lost_answer', remaining: 3, path: '/v1/payment_intents', method: 'POST' },
      { mode: 'error', remaining: 2, path: '/v1/transfers', method: 'POST' },
    ]);
    expect(t.gateway.faults.list()).toHaveLength(2);
    expect((await control('DELETE')).body.faults).toEqual([]);
    expect(t.gateway.faults.list()).toEqual([]);
  });

  it('refuses an unknown mode or a path outside /v1/ with 400', async () => {
    expect((await control('POST', { mode: 'explode', count: 1 })).status).toBe(400);
    expect((await control('POST', { mode: 'error', path: '/_local/clock' })).status).toBe(400);
    expect(t.gateway.faults.list()).toEqual([]);
  });
});
