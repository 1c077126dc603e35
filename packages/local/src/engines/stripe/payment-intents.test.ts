import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type Stripe from 'stripe';
import type { StripeGateway } from './index.js';
import { click, sdk, startTestGateway } from './testing.js';

let gateway: StripeGateway;
let stripe: Stripe;

beforeAll(async () => {
  gateway = await startTestGateway();
  stripe = sdk(gateway);
});
afterAll(() => gateway.stop());

/** A customer with a saved card made from one of Stripe's test payment method ids. */
async function savedCard(testPm: string) {
  const customer = await stripe.customers.create({ email: 'payer@test.test' });
  const si = await stripe.setupIntents.create({ customer: customer.id, payment_method: testPm, confirm: true, return_url: 'http://localhost/return' });
  return { customer: customer.id, pm: si.payment_method as string, si };
}

const offSession = (customer: string, pm: string, amount = 2500, idempotencyKey?: string) =>
  stripe.paymentIntents.create(
    { amount, currency: 'usd', customer, payment_method: pm, off_session: true, confirm: true, metadata: { invoice: 'inv_1' } },
    idempotencyKey ? { idempotencyKey } : undefined,
  );

describe('off-session charges of a saved card, card by card', () => {
  it('4242 succeeds: status succeeded, a succeeded charge, amount received', async () => {
    const { customer, pm } = await savedCard('pm_card_visa');
    const pi = await offSession(customer, pm);
    expect(pi.id).toMatch(/^pi_/);
    expect(pi).toMatchObject({ status: 'succeeded', amount: 2500, amount_received: 2500, currency: 'usd', customer, livemode: false, metadata: { invoice: 'inv_1' } });
    const charge = await stripe.charges.retrieve(pi.latest_charge as string);
    expect(charge.id).toMatch(/^ch_/);
    expect(charge).toMatchObject({ status: 'succeeded', paid: true, amount: 2500, payment_intent: pi.id });
    const again = await stripe.paymentIntents.retrieve(pi.id, { expand: ['latest_charge'] });
    expect((again.latest_charge as Stripe.Charge).id).toBe(charge.id);
  });

  it.each([
    ['pm_card_chargeCustomerFail', '4000 0000 0000 0341 (attaches, every charge fails)', 'card_declined', 'generic_decline'],
    ['pm_card_authenticationRequiredOnSetup', '4000 0025 0000 3155 (off-session needs the cardholder)', 'authentication_required', 'authentication_required'],
  ])('%s: %s answers 402 %s with the failed intent', async (testPm, _label, code, declineCode) => {
    const customer = await stripe.customers.create({ email: 'payer@test.test' });
    const pm = await stripe.paymentMethods.attach(testPm, { customer: customer.id });
    expect(pm.customer).toBe(customer.id);
    const err = (await offSession(customer.id, pm.id).catch((e: unknown) => e)) as Stripe.errors.StripeCardError;
    expect(err).toMatchObject({ type: 'StripeCardError', statusCode: 402, code, decline_code: declineCode });
    const failed = err.payment_intent!;
    expect(failed.id).toMatch(/^pi_/);
    expect(failed.status).toBe('requires_payment_method');
    expect(failed.last_payment_error?.code).toBe(code);
    expect((await stripe.paymentIntents.retrieve(failed.id)).status).toBe('requires_payment_method');
    const events = await stripe.events.list({ type: 'payment_intent.payment_failed', limit: 100 });
    expect(events.data.some((e) => (e.data.object as { id: string }).id === failed.id)).toBe(true);
  });

  it.each([
    ['pm_card_chargeDeclined', 'card_declined', 'generic_decline', 'Your card was declined.'],
    ['pm_card_chargeDeclinedInsufficientFunds', 'card_declined', 'insufficient_funds', 'Your card has insufficient funds.'],
    ['pm_card_chargeDeclinedExpiredCard', 'expired_card', 'expired_card', 'Your card has expired.'],
  ])('%s cannot even be saved: %s / %s', async (testPm, code, declineCode, message) => {
    const customer = await stripe.customers.create({ email: 'payer@test.test' });
    await expect(stripe.paymentMethods.attach(testPm, { customer: customer.id })).rejects.toMatchObject({ statusCode: 402, code, decline_code: declineCode, message });
  });

  it('an on-session payment with the 3155 card goes through the authentication page', async () => {
    const { customer, pm } = await savedCard('pm_card_visa');
    const card3ds = await stripe.paymentMethods.attach('pm_card_authenticationRequiredOnSetup', { customer });
    const pi = await stripe.paymentIntents.create({ amount: 5000, currency: 'usd', customer, payment_method: card3ds.id, confirm: true, return_url: 'http://localhost:3000/back' });
    expect(pi.status).toBe('requires_action');
    const page = await (await fetch(pi.next_action!.redirect_to_url!.url!)).text();
    expect(page).toContain('50.00 USD');
    const answer = await click(gateway, page, 'Complete');
    expect(new URL(answer.location!).searchParams.get('payment_intent')).toBe(pi.id);
    expect((await stripe.paymentIntents.retrieve(pi.id)).status).toBe('succeeded');
    expect(pm).toMatch(/^pm_/);
  });

  it('refuses less than $0.50, off_session without confirm, and a fee without a destination', async () => {
    const { customer, pm } = await savedCard('pm_card_visa');
    await expect(offSession(customer, pm, 49)).rejects.toMatchObject({ statusCode: 400, code: 'amount_too_small', param: 'amount' });
    await expect(stripe.paymentIntents.create({ amount: 1000, currency: 'usd', customer, payment_method: pm, off_session: true })).rejects.toMatchObject({ statusCode: 400 });
    await expect(
      stripe.paymentIntents.create({ amount: 1000, currency: 'usd', customer, payment_method: pm, confirm: true, off_session: true, application_fee_amount: 100 }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'application_fee_amount' });
  });

  it('refuses another customer’s card, and makes no PaymentIntent', async () => {
    const a = await savedCard('pm_card_visa');
    const b = await stripe.customers.create({ email: 'other@test.test' });
    const created = async () => (await stripe.events.list({ type: 'payment_intent.created', limit: 100 })).data.length;
    const before = await created();
    await expect(offSession(b.id, a.pm)).rejects.toMatchObject({ statusCode: 400, param: 'payment_method' });
    expect(await created()).toBe(before);
  });
});

describe('Idempotency-Key', () => {
  it('the same key and parameters answer the first result and charge once', async () => {
    const { customer, pm } = await savedCard('pm_card_visa');
    const first = await offSession(customer, pm, 1234, 'invoice-42-charge');
    const second = await offSession(customer, pm, 1234, 'invoice-42-charge');
    expect(second.id).toBe(first.id);
    expect(second.lastResponse.headers['idempotent-replayed']).toBe('true');
    const succeeded = await stripe.events.list({ type: 'payment_intent.succeeded', limit: 100 });
    expect(succeeded.data.filter((e) => (e.data.object as Stripe.PaymentIntent).metadata.invoice === 'inv_1' && (e.data.object as Stripe.PaymentIntent).amount === 1234)).toHaveLength(1);
  });

  it('a declined attempt is replayed as the same decline', async () => {
    const customer = await stripe.customers.create({ email: 'payer@test.test' });
    const pm = await stripe.paymentMethods.attach('pm_card_chargeCustomerFail', { customer: customer.id });
    const e1 = (await offSession(customer.id, pm.id, 1000, 'decline-key').catch((e: unknown) => e)) as Stripe.errors.StripeCardError;
    const e2 = (await offSession(customer.id, pm.id, 1000, 'decline-key').catch((e: unknown) => e)) as Stripe.errors.StripeCardError;
    expect(e2.payment_intent?.id).toBe(e1.payment_intent?.id);
  });

  it('the same key with other parameters is an idempotency_error', async () => {
    const { customer, pm } = await savedCard('pm_card_visa');
    await offSession(customer, pm, 1000, 'reused-key');
    await expect(offSession(customer, pm, 2000, 'reused-key')).rejects.toMatchObject({ type: 'StripeIdempotencyError', statusCode: 400 });
  });
});

describe('refunds', () => {
  it('refund part, then the rest; never more than was charged', async () => {
    const { customer, pm } = await savedCard('pm_card_visa');
    const pi = await offSession(customer, pm, 5000);
    const part = await stripe.refunds.create({ payment_intent: pi.id, amount: 2000 });
    expect(part.id).toMatch(/^re_/);
    expect(part).toMatchObject({ status: 'succeeded', amount: 2000, payment_intent: pi.id });
    await expect(stripe.refunds.create({ payment_intent: pi.id, amount: 3001 })).rejects.toMatchObject({ statusCode: 400, code: 'amount_too_large' });
    const rest = await stripe.refunds.create({ payment_intent: pi.id });
    expect(rest.amount).toBe(3000);
    const charge = await stripe.charges.retrieve(pi.latest_charge as string);
    expect(charge).toMatchObject({ amount_refunded: 5000, refunded: true });
    await expect(stripe.refunds.create({ payment_intent: pi.id, amount: 1 })).rejects.toMatchObject({ statusCode: 400, code: 'charge_already_refunded' });
    const refunded = await stripe.events.list({ type: 'charge.refunded', limit: 100 });
    expect(refunded.data.filter((e) => (e.data.object as Stripe.Charge).id === charge.id)).toHaveLength(2);
  });

  it('a failed payment has nothing to refund', async () => {
    const customer = await stripe.customers.create({ email: 'payer@test.test' });
    const pm = await stripe.paymentMethods.attach('pm_card_chargeCustomerFail', { customer: customer.id });
    const err = (await offSession(customer.id, pm.id).catch((e: unknown) => e)) as Stripe.errors.StripeCardError;
    await expect(stripe.refunds.create({ payment_intent: err.payment_intent!.id })).rejects.toMatchObject({ statusCode: 400 });
  });
});
