import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserConfirm, click, startTestGateway, PUBLISHABLE_KEY, SECRET_KEY, WEBHOOK_SECRET } from '../../../local/src/engines/stripe/testing.js';
import type { StripeGateway as LocalGateway } from '../../../local/src/engines/stripe/index.js';
import { accountStatusOf, loadStripeSdk, StripeGateway } from './stripe-gateway.js';

/** The SDK adapter against the local gateway (the engine the embedded runtime points it at). */
let local: LocalGateway;
let gw: StripeGateway;

beforeAll(async () => {
  local = await startTestGateway();
  await loadStripeSdk();
  gw = new StripeGateway({ STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_HOST: local.host, STRIPE_API_PORT: local.port, STRIPE_API_PROTOCOL: 'http' });
});
afterAll(async () => {
  await local.stop();
});

let n = 0;
/** A customer with a card saved the way the browser saves it. */
async function customerWithCard(number: string) {
  n += 1;
  const customer = await gw.createCustomer({ email: `c${n}@example.test`, name: `Customer ${n}`, metadata: { n: String(n) }, idempotencyKey: `test-customer-${n}-${Date.now()}` });
  const si = await gw.createSetupIntent({ customerId: customer.id });
  const confirmed = await browserConfirm(local, { id: si.id, client_secret: si.clientSecret }, { number });
  return { customer, si, confirmed };
}

describe('customers and cards', () => {
  it('one customer per idempotency key', async () => {
    const key = `same-${Date.now()}`;
    const a = await gw.createCustomer({ email: 'a@example.test', name: 'A', metadata: {}, idempotencyKey: key });
    const b = await gw.createCustomer({ email: 'a@example.test', name: 'A', metadata: {}, idempotencyKey: key });
    expect(b.id).toBe(a.id);
  });

  it('a confirmed 4242 SetupIntent reads back succeeded, with the card it saved', async () => {
    const { customer, si } = await customerWithCard('4242424242424242');
    const state = await gw.retrieveSetupIntent(si.id);
    expect(state).toMatchObject({ id: si.id, customerId: customer.id, status: 'succeeded' });
    const card = await gw.retrieveCard(state.paymentMethodId!);
    expect(card).toMatchObject({ brand: 'visa', last4: '4242' });
    await gw.setDefaultPaymentMethod(customer.id, card.paymentMethodId);
  });

  it('a declined card leaves the SetupIntent without a card and with the gateway’s message', async () => {
    const { si, confirmed } = await customerWithCard('4000000000000002');
    expect(confirmed.status).toBe(402);
    const state = await gw.retrieveSetupIntent(si.id);
    expect(state.status).not.toBe('succeeded');
    expect(state.lastErrorMessage).toBeTruthy();
  });

  it('a missing SetupIntent is a 404 from the gateway', async () => {
    await expect(gw.retrieveSetupIntent('seti_doesnotexist')).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('off-session charges', () => {
  it('4242 is charged; the same key answers the same PaymentIntent, not a second charge', async () => {
    const { customer, si } = await customerWithCard('4242424242424242');
    const pm = (await gw.retrieveSetupIntent(si.id)).paymentMethodId!;
    const input = { customerId: customer.id, paymentMethodId: pm, amountCents: 1_234, description: 'Test fee', idempotencyKey: `charge-${Date.now()}` };
    const first = await gw.charge(input);
    const again = await gw.charge(input);
    expect(first).toMatchObject({ ok: true, amountCents: 1_234 });
    expect(again.paymentIntentId).toBe(first.paymentIntentId);
  });

  it('4000 0000 0000 0341 saves but every charge is declined: an answer, not an exception', async () => {
    const { customer, si } = await customerWithCard('4000000000000341');
    const pm = (await gw.retrieveSetupIntent(si.id)).paymentMethodId!;
    const res = await gw.charge({ customerId: customer.id, paymentMethodId: pm, amountCents: 500, description: 'Test fee', idempotencyKey: `decl-${Date.now()}` });
    expect(res).toMatchObject({ ok: false, status: 'failed', code: 'card_declined', requiresAction: false });
    if (res.status === 'failed') expect(res.message.length).toBeGreaterThan(0);
  });

  it('4000 0025 0000 3155 needs the payer present: authentication_required', async () => {
    const { customer, si, confirmed } = await customerWithCard('4000002500003155');
    const page = await (await fetch((confirmed.body.next_action as { redirect_to_url: { url: string } }).redirect_to_url.url)).text();
    await click(local, page, 'Complete');
    const pm = (await gw.retrieveSetupIntent(si.id)).paymentMethodId!;
    const res = await gw.charge({ customerId: customer.id, paymentMethodId: pm, amountCents: 500, description: 'Test fee', idempotencyKey: `3ds-${Date.now()}` });
    expect(res).toMatchObject({ ok: false, code: 'authentication_required', requiresAction: true });
  });
});

describe('Express accounts', () => {
  it('created pending, with a single-use onboarding link; completed once the gateway says so', async () => {
    const acct = await gw.createExpressAccount({ email: 'agency@example.test', metadata: { ownerId: 'x' }, idempotencyKey: `acct-${Date.now()}` });
    expect((await gw.retrieveAccount(acct.id)).status).toBe('pending');
    const link = await gw.createAccountLink({ accountId: acct.id, refreshUrl: 'http://acme.localhost/user/profile-setup?connect=refresh', returnUrl: 'http://acme.localhost/user/profile-setup?connect=return' });
    expect(link.url).toMatch(/^http/);
    local.setAccountState(acct.id, 'completed');
    expect(await gw.retrieveAccount(acct.id)).toMatchObject({ status: 'completed', chargesEnabled: true, payoutsEnabled: true });
    local.setAccountState(acct.id, 'failed');
    expect((await gw.retrieveAccount(acct.id)).status).toBe('failed');
    await gw.deleteAccount(acct.id);
    await expect(gw.retrieveAccount(acct.id)).rejects.toBeTruthy();
  });
});

describe('event signatures', () => {
  const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'account.updated', created: 1, data: { object: { id: 'acct_1', object: 'account' } } });
  it('a correctly signed body verifies', () => {
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect(gw.verifyEvent(payload, header)).toMatchObject({ id: 'evt_1', type: 'account.updated', object: { id: 'acct_1' } });
  });
  it('a missing, wrong or older than 300 s signature throws', () => {
    expect(() => gw.verifyEvent(payload, undefined)).toThrow();
    expect(() => gw.verifyEvent(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' }))).toThrow();
    expect(() => gw.verifyEvent(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) - 301 }))).toThrow();
    expect(() => gw.verifyEvent(`${payload} `, Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }))).toThrow();
  });
});

describe('an account’s status as the platform shows it', () => {
  it.each([
    [{ charges_enabled: false, payouts_enabled: false, details_submitted: false }, 'pending'],
    [{ charges_enabled: false, payouts_enabled: false, details_submitted: true }, 'inverification'],
    [{ charges_enabled: true, payouts_enabled: false, details_submitted: true }, 'inverification'],
    [{ charges_enabled: true, payouts_enabled: true, details_submitted: true }, 'completed'],
    [{ charges_enabled: false, payouts_enabled: false, details_submitted: true, requirements: { disabled_reason: 'rejected.fraud' } }, 'failed'],
  ])('%o is %s', (account, status) => {
    expect(accountStatusOf(account)).toBe(status);
  });
});
