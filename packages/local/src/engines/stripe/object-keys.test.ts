import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type Stripe from 'stripe';
import type { StripeGateway } from './index.js';
import { expectedKeys, STRIPE_OBJECT_KEYS } from './object-keys.js';
import { sdk, startTestGateway } from './testing.js';

let gateway: StripeGateway;
let stripe: Stripe;
/** One object of each kind, made the way the platform makes them. */
const made: Record<string, object> = {};

beforeAll(async () => {
  gateway = await startTestGateway();
  stripe = sdk(gateway);
  const customer = await stripe.customers.create({ email: 'keys@test.test' });
  // Neither metadata nor description given: the answer still carries every key.
  const si = await stripe.setupIntents.create({ customer: customer.id, payment_method: 'pm_card_visa', confirm: true });
  const pm = await stripe.paymentMethods.retrieve(si.payment_method as string);
  const account = await stripe.accounts.create({ type: 'express', capabilities: { transfers: { requested: true } } });
  gateway.setAccountState(account.id, 'completed');
  const pi = await stripe.paymentIntents.create({ amount: 1000, currency: 'usd', customer: customer.id, payment_method: pm.id, confirm: true, off_session: true, transfer_data: { destination: account.id } });
  const refund = await stripe.refunds.create({ payment_intent: pi.id, amount: 100, reverse_transfer: true });
  const transfer = await stripe.transfers.create({ amount: 300, currency: 'usd', destination: account.id });
  Object.assign(made, {
    customer: await stripe.customers.retrieve(customer.id),
    setup_intent: await stripe.setupIntents.retrieve(si.id),
    payment_method: pm,
    account: await stripe.accounts.retrieve(account.id),
    payment_intent: await stripe.paymentIntents.retrieve(pi.id),
    charge: await stripe.charges.retrieve(pi.latest_charge as string),
    refund,
    transfer,
    transfer_reversal: await stripe.transfers.createReversal(transfer.id, { amount: 100 }),
    account_link: await stripe.accountLinks.create({ account: account.id, refresh_url: 'http://localhost/r', return_url: 'http://localhost/x', type: 'account_onboarding' }),
    event: (await stripe.events.list({ limit: 1 })).data[0]!,
  });
});
afterAll(() => gateway.stop());

describe("every object the gateway answers has the top-level keys Stripe's own has (fixtures3.json and the pinned SDK)", () => {
  it('each object kind of the key list was made here', () => {
    expect(Object.keys(made).sort()).toEqual(Object.keys(STRIPE_OBJECT_KEYS).sort());
  });

  it.each(Object.keys(STRIPE_OBJECT_KEYS))('%s: no key missing, none invented', (kind) => {
    // The SDK adds lastResponse to what it returns; it is not part of the JSON.
    const answered = Object.keys(made[kind]!).filter((k) => k !== 'lastResponse');
    const expected = expectedKeys(kind);
    const sometimes = STRIPE_OBJECT_KEYS[kind]!.sometimes ?? [];
    expect({ kind, missing: expected.filter((k) => !answered.includes(k)) }).toEqual({ kind, missing: [] });
    expect({ kind, invented: answered.filter((k) => !expected.includes(k) && !sometimes.includes(k)) }).toEqual({ kind, invented: [] });
  });

  it("embedded lists (a transfer's reversals, an account's external accounts) have Stripe's list keys and their own url", () => {
    const transfer = made.transfer as Stripe.Transfer;
    const account = made.account as Stripe.Account;
    expect(Object.keys(transfer.reversals).sort()).toEqual(['data', 'has_more', 'object', 'url']);
    expect(transfer.reversals.url).toBe(`/v1/transfers/${transfer.id}/reversals`);
    expect(Object.keys(account.external_accounts!).sort()).toEqual(['data', 'has_more', 'object', 'url']);
    expect(account.external_accounts!.url).toBe(`/v1/accounts/${account.id}/external_accounts`);
  });
});
