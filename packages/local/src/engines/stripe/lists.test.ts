import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type Stripe from 'stripe';
import type { StripeGateway } from './index.js';
import { sdk, startTestGateway } from './testing.js';

let gateway: StripeGateway;
let stripe: Stripe;
// A clock the tests move, so objects get distinct `created` seconds.
let clock = Date.UTC(2030, 0, 1);
const tick = () => (clock += 10_000);
const secondsNow = () => Math.floor(clock / 1000);

beforeAll(async () => {
  gateway = await startTestGateway({ now: () => clock });
  stripe = sdk(gateway);
});
afterAll(() => gateway.stop());

async function payer() {
  const customer = await stripe.customers.create({ email: 'lists@test.test' });
  const pm = await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
  return { customer: customer.id, pm: pm.id };
}

async function pay(who: { customer: string; pm: string }, amount: number, metadata: Record<string, string>, extra: Partial<Stripe.PaymentIntentCreateParams> = {}) {
  tick();
  return stripe.paymentIntents.create({ amount, currency: 'usd', customer: who.customer, payment_method: who.pm, off_session: true, confirm: true, metadata, ...extra });
}

async function connectedAccount() {
  const account = await stripe.accounts.create({ type: 'express', capabilities: { transfers: { requested: true } } });
  gateway.setAccountState(account.id, 'completed');
  return account.id;
}

describe('GET /v1/payment_intents: a customer’s payments, newest first, by creation time', () => {
  let who: { customer: string; pm: string };
  let made: Stripe.PaymentIntent[];
  beforeAll(async () => {
    who = await payer();
    made = [];
    for (let i = 0; i < 5; i++) made.push(await pay(who, 1000 + i, { n: String(i) }));
  });
  const ids = (l: { data: { id: string }[] }) => l.data.map((o) => o.id);
  const newestFirst = () => [...made].reverse().map((p) => p.id);

  it("answers Stripe's list shape, newest first, only that customer's", async () => {
    await pay(await payer(), 5000, {});
    const list = await stripe.paymentIntents.list({ customer: who.customer });
    expect(list).toMatchObject({ object: 'list', has_more: false, url: '/v1/payment_intents' });
    expect(ids(list)).toEqual(newestFirst());
  });

  it('limit, starting_after and ending_before page through it; has_more says whether that direction has more', async () => {
    const first = await stripe.paymentIntents.list({ customer: who.customer, limit: 2 });
    expect(ids(first)).toEqual(newestFirst().slice(0, 2));
    expect(first.has_more).toBe(true);
    const second = await stripe.paymentIntents.list({ customer: who.customer, limit: 2, starting_after: first.data[1]!.id });
    expect(ids(second)).toEqual(newestFirst().slice(2, 4));
    const last = await stripe.paymentIntents.list({ customer: who.customer, limit: 2, starting_after: second.data[1]!.id });
    expect(ids(last)).toEqual(newestFirst().slice(4));
    expect(last.has_more).toBe(false);
    const back = await stripe.paymentIntents.list({ customer: who.customer, limit: 2, ending_before: last.data[0]!.id });
    expect(ids(back)).toEqual(newestFirst().slice(2, 4));
    expect(back.has_more).toBe(true);
  });

  it('the SDK’s auto-pagination with expand[]=data.latest_charge (as the platform’s adapter lists) reaches every one', async () => {
    const seen: Stripe.PaymentIntent[] = [];
    for await (const pi of stripe.paymentIntents.list({ customer: who.customer, limit: 2, expand: ['data.latest_charge'] })) seen.push(pi);
    expect(seen.map((p) => p.id)).toEqual(newestFirst());
    expect((seen[0]!.latest_charge as Stripe.Charge).object).toBe('charge');
  });

  it('created: a plain second, gte, gt, lte and lt', async () => {
    const at = made.map((p) => p.created);
    expect(ids(await stripe.paymentIntents.list({ customer: who.customer, created: at[2]! }))).toEqual([made[2]!.id]);
    expect(ids(await stripe.paymentIntents.list({ customer: who.customer, created: { gte: at[3]! } }))).toEqual([made[4]!.id, made[3]!.id]);
    expect(ids(await stripe.paymentIntents.list({ customer: who.customer, created: { gt: at[3]! } }))).toEqual([made[4]!.id]);
    expect(ids(await stripe.paymentIntents.list({ customer: who.customer, created: { lte: at[1]! } }))).toEqual([made[1]!.id, made[0]!.id]);
    expect(ids(await stripe.paymentIntents.list({ customer: who.customer, created: { gt: at[0]!, lt: at[2]! } }))).toEqual([made[1]!.id]);
  });

  it('refuses a limit over 100 and an unknown cursor', async () => {
    await expect(stripe.paymentIntents.list({ limit: 101 })).rejects.toMatchObject({ statusCode: 400, param: 'limit' });
    await expect(stripe.paymentIntents.list({ starting_after: 'pi_unknown' })).rejects.toMatchObject({ statusCode: 404, param: 'starting_after' });
  });
});

describe('GET /v1/payment_intents/search: Stripe’s query language, immediate here', () => {
  let who: { customer: string; pm: string };
  let a: Stripe.PaymentIntent;
  let b: Stripe.PaymentIntent;
  let declined: Stripe.PaymentIntent;
  beforeAll(async () => {
    who = await payer();
    a = await pay(who, 2000, { run: 'run_s1', company: 'acme' });
    b = await pay(who, 3000, { run: 'run_s1', company: 'bobs' });
    const card = await stripe.paymentMethods.attach('pm_card_chargeCustomerFail', { customer: who.customer });
    const err = (await pay({ customer: who.customer, pm: card.id }, 4000, { run: 'run_s1', company: 'acme' }).catch((e: unknown) => e)) as Stripe.errors.StripeCardError;
    declined = err.payment_intent!;
  });
  const search = async (query: string, extra: Omit<Stripe.PaymentIntentSearchParams, 'query'> = {}) => stripe.paymentIntents.search({ query, ...extra });
  const ids = (r: { data: { id: string }[] }) => r.data.map((o) => o.id);

  it("answers Stripe's search_result shape for metadata clauses joined by AND", async () => {
    const r = await search("metadata['run']:'run_s1' AND metadata['company']:'acme'");
    expect(r).toMatchObject({ object: 'search_result', has_more: false, next_page: null, url: '/v1/payment_intents/search' });
    expect(ids(r)).toEqual([declined.id, a.id]);
    expect('total_count' in r).toBe(false);
  });

  it("status:'succeeded' and customer:'cus_...' narrow it; a space means AND", async () => {
    expect(ids(await search(`metadata['run']:'run_s1' status:'succeeded'`))).toEqual([b.id, a.id]);
    expect(ids(await search(`customer:'${who.customer}' AND status:'requires_payment_method'`))).toEqual([declined.id]);
  });

  it('OR, negation, numbers and null', async () => {
    expect(ids(await search(`metadata["company"]:"bobs" OR amount:4000`))).toEqual([declined.id, b.id]);
    expect(ids(await search(`customer:'${who.customer}' -metadata['company']:'acme'`))).toEqual([b.id]);
    expect(ids(await search(`customer:'${who.customer}' amount>=3000`))).toEqual([declined.id, b.id]);
    expect(ids(await search(`customer:'${who.customer}' metadata['missing']:null`))).toHaveLength(3);
  });

  it('pages with limit and page/next_page; expand[]=total_count answers the count', async () => {
    const first = await search(`metadata['run']:'run_s1'`, { limit: 2, expand: ['total_count'] });
    expect(ids(first)).toEqual([declined.id, b.id]);
    expect(first).toMatchObject({ has_more: true, total_count: 3 });
    const second = await search(`metadata['run']:'run_s1'`, { limit: 2, page: first.next_page! });
    expect(ids(second)).toEqual([a.id]);
    expect(second).toMatchObject({ has_more: false, next_page: null });
    const all: string[] = [];
    for await (const pi of stripe.paymentIntents.search({ query: `metadata['run']:'run_s1'`, limit: 1 })) all.push(pi.id);
    expect(all).toEqual([declined.id, b.id, a.id]);
  });

  it('refuses an unsupported field, mixed AND/OR and an unreadable query with 400 on query', async () => {
    for (const q of ["email:'x@y.z'", "status:'succeeded' AND amount:1 OR amount:2", "metadata['run']", "status>'a'"]) {
      await expect(search(q)).rejects.toMatchObject({ statusCode: 400, param: 'query' });
    }
  });
});

describe('refunds: metadata kept, listed by payment intent, charge and time', () => {
  it('GET /v1/refunds filters by payment_intent, charge and created', async () => {
    const who = await payer();
    const pi = await pay(who, 5000, {});
    tick();
    const r1 = await stripe.refunds.create({ payment_intent: pi.id, amount: 1000, metadata: { invoice: 'inv_r1' } });
    tick();
    const r2 = await stripe.refunds.create({ payment_intent: pi.id, amount: 500, metadata: { invoice: 'inv_r2' } });
    expect(r1.metadata).toEqual({ invoice: 'inv_r1' });
    const byIntent = await stripe.refunds.list({ payment_intent: pi.id });
    expect(byIntent).toMatchObject({ object: 'list', url: '/v1/refunds' });
    expect(byIntent.data.map((r) => [r.id, r.metadata?.invoice])).toEqual([
      [r2.id, 'inv_r2'],
      [r1.id, 'inv_r1'],
    ]);
    expect((await stripe.refunds.list({ charge: pi.latest_charge as string })).data).toHaveLength(2);
    expect((await stripe.refunds.list({ payment_intent: pi.id, created: { gte: r2.created } })).data.map((r) => r.id)).toEqual([r2.id]);
  });
});

describe('charges: GET /v1/charges by customer and payment intent', () => {
  it('lists the attempts, failed ones included, newest first', async () => {
    const who = await payer();
    const ok = await pay(who, 1500, {});
    const card = await stripe.paymentMethods.attach('pm_card_chargeCustomerFail', { customer: who.customer });
    await pay({ customer: who.customer, pm: card.id }, 1500, {}).catch(() => undefined);
    const charges = await stripe.charges.list({ customer: who.customer });
    expect(charges.data.map((c) => c.status)).toEqual(['failed', 'succeeded']);
    expect((await stripe.charges.list({ payment_intent: ok.id })).data.map((c) => c.id)).toEqual([ok.latest_charge]);
  });
});

describe('transfers: metadata and transfer_group kept, listed by destination and group', () => {
  it('GET /v1/transfers filters by destination, transfer_group and created', async () => {
    const account = await connectedAccount();
    const other = await connectedAccount();
    tick();
    const t1 = await stripe.transfers.create({ amount: 700, currency: 'usd', destination: account, transfer_group: 'payout_1', metadata: { payout: 'p1' } });
    tick();
    const t2 = await stripe.transfers.create({ amount: 800, currency: 'usd', destination: account, transfer_group: 'payout_2', metadata: { payout: 'p2' } });
    await stripe.transfers.create({ amount: 900, currency: 'usd', destination: other, transfer_group: 'payout_1' });
    expect(t1).toMatchObject({ transfer_group: 'payout_1', metadata: { payout: 'p1' } });
    expect((await stripe.transfers.list({ destination: account })).data.map((t) => t.id)).toEqual([t2.id, t1.id]);
    expect((await stripe.transfers.list({ destination: account, transfer_group: 'payout_1' })).data.map((t) => t.id)).toEqual([t1.id]);
    expect((await stripe.transfers.list({ transfer_group: 'payout_1' })).data).toHaveLength(2);
    expect((await stripe.transfers.list({ destination: account, created: { lt: t2.created } })).data.map((t) => t.id)).toEqual([t1.id]);
  });
});

describe('transfer reversals: the connected account gives money back', () => {
  it('POST /v1/transfers/{id}/reversals takes amount and metadata and updates amount_reversed, reversed and reversals', async () => {
    const account = await connectedAccount();
    const transfer = await stripe.transfers.create({ amount: 1000, currency: 'usd', destination: account });
    const part = await stripe.transfers.createReversal(transfer.id, { amount: 300, metadata: { reason: 'refund_r1' } });
    expect(part).toMatchObject({ object: 'transfer_reversal', amount: 300, currency: 'usd', transfer: transfer.id, metadata: { reason: 'refund_r1' }, source_refund: null });
    let now = await stripe.transfers.retrieve(transfer.id);
    expect(now).toMatchObject({ amount_reversed: 300, reversed: false });
    expect(now.reversals.data.map((r) => r.id)).toEqual([part.id]);
    await expect(stripe.transfers.createReversal(transfer.id, { amount: 701 })).rejects.toMatchObject({ statusCode: 400, param: 'amount' });
    const rest = await stripe.transfers.createReversal(transfer.id);
    expect(rest.amount).toBe(700);
    now = await stripe.transfers.retrieve(transfer.id);
    expect(now).toMatchObject({ amount_reversed: 1000, reversed: true });
    await expect(stripe.transfers.createReversal(transfer.id)).rejects.toMatchObject({ statusCode: 400, message: `The transfer ${transfer.id} is already fully reversed.` });
    expect((await stripe.transfers.listReversals(transfer.id)).data.map((r) => r.id)).toEqual([rest.id, part.id]);
    expect((await stripe.transfers.retrieveReversal(transfer.id, part.id)).amount).toBe(300);
    const events = await stripe.events.list({ type: 'transfer.reversed', limit: 100 });
    expect(events.data.filter((e) => (e.data.object as { id: string }).id === transfer.id)).toHaveLength(2);
  });

  it('a refund with reverse_transfer on a destination charge reverses the transfer in proportion, as a reversal tied to the refund', async () => {
    const who = await payer();
    const account = await connectedAccount();
    const pi = await pay(who, 10_000, {}, { transfer_data: { destination: account }, application_fee_amount: 1000 });
    const charge = await stripe.charges.retrieve(pi.latest_charge as string);
    expect(charge.transfer_group).toBe(`group_${pi.id}`);
    const refund = await stripe.refunds.create({ payment_intent: pi.id, amount: 5000, reverse_transfer: true, metadata: { invoice: 'inv_rt' } });
    const reversal = await stripe.transfers.retrieveReversal(charge.transfer as string, refund.transfer_reversal as string);
    expect(reversal).toMatchObject({ amount: 4500, source_refund: refund.id });
    expect(await stripe.transfers.retrieve(charge.transfer as string)).toMatchObject({ amount: 9000, amount_reversed: 4500, reversed: false });
    const plain = await stripe.refunds.create({ payment_intent: pi.id, amount: 1000 });
    expect(plain.transfer_reversal).toBeNull();
    expect((await stripe.transfers.retrieve(charge.transfer as string)).amount_reversed).toBe(4500);
  });
});

describe('events: created filter', () => {
  it('GET /v1/events?created[gte]= answers only later events', async () => {
    tick();
    const since = secondsNow();
    const customer = await stripe.customers.create({ email: 'events-created@test.test' });
    const events = await stripe.events.list({ created: { gte: since }, limit: 100 });
    expect(events.data.length).toBeGreaterThan(0);
    expect(events.data.every((e) => e.created >= since)).toBe(true);
    expect(events.data.some((e) => (e.data.object as { id: string }).id === customer.id)).toBe(true);
  });
});
