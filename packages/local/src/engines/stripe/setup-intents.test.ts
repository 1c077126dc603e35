import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type Stripe from 'stripe';
import type { StripeGateway } from './index.js';
import { browserConfirm, click, nextYear, sdk, startTestGateway } from './testing.js';

let gateway: StripeGateway;
let stripe: Stripe;

beforeAll(async () => {
  gateway = await startTestGateway();
  stripe = sdk(gateway);
});
afterAll(() => gateway.stop());

async function newSetup() {
  const customer = await stripe.customers.create({ email: 'bob@bakery.test', name: 'Bob Baker', metadata: { company: 'c1' } });
  const si = await stripe.setupIntents.create({ customer: customer.id, usage: 'off_session', metadata: { company: 'c1' } });
  return { customer, si };
}

describe('saving a card with a SetupIntent from the browser (publishable key and client secret)', () => {
  it('4242 4242 4242 4242 succeeds and the card is attached to the customer', async () => {
    const { customer, si } = await newSetup();
    expect(si.id).toMatch(/^seti_/);
    expect(si.status).toBe('requires_payment_method');
    expect(si.client_secret).toMatch(new RegExp(`^${si.id}_secret_`));
    const res = await browserConfirm(gateway, si, { number: '4242 4242 4242 4242' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('succeeded');
    const done = await stripe.setupIntents.retrieve(si.id);
    expect(done.status).toBe('succeeded');
    const pm = await stripe.paymentMethods.retrieve(done.payment_method as string);
    expect(pm.id).toMatch(/^pm_/);
    expect(pm.customer).toBe(customer.id);
    expect(pm.card).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: nextYear(), funding: 'credit', country: 'US' });
    expect(pm.billing_details.name).toBe('Bob Baker');
  });

  it.each([
    ['4000 0000 0000 0002', 'card_declined', 'generic_decline', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'card_declined', 'insufficient_funds', 'Your card has insufficient funds.'],
  ])('%s is declined (%s / %s) and nothing is saved', async (number, code, declineCode, message) => {
    const { customer, si } = await newSetup();
    const res = await browserConfirm(gateway, si, { number });
    expect(res.status).toBe(402);
    const error = res.body.error as Record<string, unknown>;
    expect(error).toMatchObject({ type: 'card_error', code, decline_code: declineCode, message });
    expect((error.setup_intent as { id: string }).id).toBe(si.id);
    const after = await stripe.setupIntents.retrieve(si.id);
    expect(after.status).toBe('requires_payment_method');
    expect(after.payment_method).toBeNull();
    expect(after.last_setup_error).toMatchObject({ code, decline_code: declineCode, message });
    const attached = await stripe.customers.retrieve(customer.id);
    expect((attached as Stripe.Customer).invoice_settings.default_payment_method).toBeNull();
  });

  it('an expiry in the past is expired_card', async () => {
    const { si } = await newSetup();
    const res = await browserConfirm(gateway, si, { number: '4242424242424242', exp_month: 1, exp_year: 2020 });
    expect(res.status).toBe(402);
    expect(res.body.error).toMatchObject({ type: 'card_error', code: 'expired_card', message: 'Your card has expired.' });
    expect((await stripe.setupIntents.retrieve(si.id)).last_setup_error?.code).toBe('expired_card');
  });

  it('a number that fails the Luhn check is incorrect_number', async () => {
    const { si } = await newSetup();
    const res = await browserConfirm(gateway, si, { number: '4242424242424241' });
    expect(res.status).toBe(402);
    expect(res.body.error).toMatchObject({ type: 'card_error', code: 'incorrect_number', message: 'Your card number is incorrect.' });
  });

  it('a declined confirm through the SDK raises StripeCardError with the intent', async () => {
    const { si } = await newSetup();
    const err = await stripe.setupIntents.confirm(si.id, { payment_method: 'pm_card_chargeDeclined' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).toMatchObject({ type: 'StripeCardError', code: 'card_declined', decline_code: 'generic_decline', statusCode: 402 });
  });

  it('the browser cannot confirm with a wrong client secret, nor reach secret-key endpoints', async () => {
    const { si } = await newSetup();
    const wrong = await browserConfirm(gateway, { id: si.id, client_secret: `${si.id}_secret_nope` }, { number: '4242424242424242' });
    expect(wrong.status).toBe(400);
    expect((await stripe.setupIntents.retrieve(si.id)).status).toBe('requires_payment_method');
    const pk = sdk(gateway, gateway.publishableKey);
    await expect(pk.customers.create({ email: 'x@y.test' })).rejects.toMatchObject({ statusCode: 401 });
  });

  it('answers CORS for the platform origins on the browser endpoints', async () => {
    const { si } = await newSetup();
    const pre = await fetch(`${gateway.url}/v1/setup_intents/${si.id}/confirm`, {
      method: 'OPTIONS',
      headers: { origin: 'http://acme.localhost:3000', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('http://acme.localhost:3000');
    const foreign = await fetch(`${gateway.url}/v1/setup_intents/${si.id}/confirm`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('4000 0025 0000 3155: the card needs 3-D Secure when it is saved', () => {
  it('goes to requires_action, and Complete on the authentication page saves it and returns to return_url', async () => {
    const { customer, si } = await newSetup();
    const res = await browserConfirm(gateway, si, { number: '4000002500003155' }, 'http://acme.localhost:3000/user/card-setting');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('requires_action');
    const next = res.body.next_action as { type: string; redirect_to_url: { url: string; return_url: string } };
    expect(next.type).toBe('redirect_to_url');
    expect(next.redirect_to_url.return_url).toBe('http://acme.localhost:3000/user/card-setting');
    const page = await (await fetch(next.redirect_to_url.url)).text();
    expect(page).toContain('>Complete</button>');
    expect(page).toContain('>Fail</button>');
    const answer = await click(gateway, page, 'Complete');
    expect(answer.status).toBe(303);
    const back = new URL(answer.location!);
    expect(back.pathname).toBe('/user/card-setting');
    expect(back.searchParams.get('setup_intent')).toBe(si.id);
    expect(back.searchParams.get('redirect_status')).toBe('succeeded');
    const done = await stripe.setupIntents.retrieve(si.id);
    expect(done.status).toBe('succeeded');
    expect((await stripe.paymentMethods.retrieve(done.payment_method as string)).customer).toBe(customer.id);
    // The page cannot be answered twice.
    expect((await click(gateway, page, 'Fail')).status).toBe(409);
  });

  it('Fail leaves the intent asking for another card, with the reason', async () => {
    const { si } = await newSetup();
    const res = await browserConfirm(gateway, si, { number: '4000002500003155' }, 'http://acme.localhost:3000/user/card-setting');
    const next = res.body.next_action as { redirect_to_url: { url: string } };
    const answer = await click(gateway, await (await fetch(next.redirect_to_url.url)).text(), 'Fail');
    expect(new URL(answer.location!).searchParams.get('redirect_status')).toBe('failed');
    const after = await stripe.setupIntents.retrieve(si.id);
    expect(after.status).toBe('requires_payment_method');
    expect(after.last_setup_error?.code).toBe('setup_intent_authentication_failure');
  });

  it('the page refuses a request without the intent token', async () => {
    const { si } = await newSetup();
    await browserConfirm(gateway, si, { number: '4000002500003155' });
    expect((await fetch(`${gateway.url}/_auth/setup_intent/${si.id}`)).status).toBe(404);
  });
});

describe('the default card of a customer', () => {
  it('is set through invoice_settings.default_payment_method, emits customer.updated, and detaching clears it', async () => {
    const { customer, si } = await newSetup();
    await browserConfirm(gateway, si, { number: '4242424242424242' });
    const pmId = (await stripe.setupIntents.retrieve(si.id)).payment_method as string;
    const updated = await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: pmId } });
    expect(updated.invoice_settings.default_payment_method).toBe(pmId);
    const expanded = await stripe.customers.retrieve(customer.id, { expand: ['invoice_settings.default_payment_method'] });
    expect(((expanded as Stripe.Customer).invoice_settings.default_payment_method as Stripe.PaymentMethod).card?.last4).toBe('4242');
    const events = await stripe.events.list({ type: 'customer.updated', limit: 100 });
    expect(events.data.some((e) => (e.data.object as { id: string }).id === customer.id)).toBe(true);

    const detached = await stripe.paymentMethods.detach(pmId);
    expect(detached.customer).toBeNull();
    const after = (await stripe.customers.retrieve(customer.id)) as Stripe.Customer;
    expect(after.invoice_settings.default_payment_method).toBeNull();
    // A detached card cannot be charged again.
    await expect(
      stripe.paymentIntents.create({ amount: 1000, currency: 'usd', customer: customer.id, payment_method: pmId, off_session: true, confirm: true }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it('refuses a payment method that is not the customer’s', async () => {
    const { customer } = await newSetup();
    const other = await stripe.paymentMethods.create({ type: 'card', card: { number: '4242424242424242', exp_month: 12, exp_year: nextYear(), cvc: '123' } } as Stripe.PaymentMethodCreateParams);
    await expect(stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: other.id } })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
    });
  });

  it('a customer’s cards are listed newest first', async () => {
    const { customer } = await newSetup();
    const first = await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    const second = await stripe.paymentMethods.attach('pm_card_mastercard', { customer: customer.id });
    const listed = await stripe.customers.listPaymentMethods(customer.id, { type: 'card' });
    expect(listed.data.map((pm) => pm.id)).toEqual([second.id, first.id]);
    const byQuery = await stripe.paymentMethods.list({ customer: customer.id, type: 'card', limit: 1 });
    expect(byQuery.data.map((pm) => pm.id)).toEqual([second.id]);
    expect(byQuery.has_more).toBe(true);
  });

  it('an unknown customer is 404 resource_missing', async () => {
    await expect(stripe.customers.retrieve('cus_doesnotexist')).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });
});
