import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type Stripe from 'stripe';
import type { StripeGateway } from './index.js';
import { click, sdk, startTestGateway } from './testing.js';

let gateway: StripeGateway;
let stripe: Stripe;
let clock = Date.now();

beforeAll(async () => {
  gateway = await startTestGateway({ now: () => clock });
  stripe = sdk(gateway);
});
afterAll(() => gateway.stop());

const RETURN = 'http://acme.localhost:3000/user/profile-setup?connected=1';
const REFRESH = 'http://acme.localhost:3000/api/general/get-connected-account-link?refresh=1';

async function newAccount() {
  return stripe.accounts.create({ type: 'express', email: 'owner@acme.test', metadata: { company: 'acme' }, capabilities: { card_payments: { requested: true }, transfers: { requested: true } } });
}

async function openOnboarding(accountId: string) {
  const link = await stripe.accountLinks.create({ account: accountId, refresh_url: REFRESH, return_url: RETURN, type: 'account_onboarding' });
  const res = await fetch(link.url, { redirect: 'manual' });
  return { link, res, html: await res.text() };
}

describe('Express accounts', () => {
  it('a new account can take no charges or payouts and has requirements due', async () => {
    const account = await newAccount();
    expect(account.id).toMatch(/^acct_/);
    expect(account).toMatchObject({ type: 'express', email: 'owner@acme.test', charges_enabled: false, payouts_enabled: false, details_submitted: false });
    expect(account.requirements?.currently_due?.length).toBeGreaterThan(0);
    expect(account.requirements?.disabled_reason).toBe('requirements.past_due');
    expect((await stripe.accounts.retrieve(account.id)).id).toBe(account.id);
  });

  it('deleting an account makes it unknown', async () => {
    const account = await newAccount();
    const deleted = await stripe.accounts.del(account.id);
    expect(deleted).toMatchObject({ id: account.id, deleted: true });
    await expect(stripe.accounts.retrieve(account.id)).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });
});

describe('the onboarding page, button by button', () => {
  it.each([
    ['Complete', { charges_enabled: true, payouts_enabled: true, details_submitted: true }, [], null],
    ['Leave pending', { charges_enabled: false, payouts_enabled: false, details_submitted: false }, ['external_account'], 'requirements.past_due'],
    ['Send to verification', { charges_enabled: false, payouts_enabled: false, details_submitted: true }, [], 'requirements.pending_verification'],
    ['Fail', { charges_enabled: false, payouts_enabled: false, details_submitted: true }, [], 'rejected.other'],
  ] as const)('%s sets the account as Stripe would, emits account.updated and returns to return_url', async (label, flags, due, disabledReason) => {
    const account = await newAccount();
    const { res, html } = await openOnboarding(account.id);
    expect(res.status).toBe(200);
    for (const b of ['Complete', 'Leave pending', 'Send to verification', 'Fail']) expect(html).toContain(`>${b}</button>`);
    const answer = await click(gateway, html, label);
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(RETURN);
    const after = await stripe.accounts.retrieve(account.id);
    expect(after).toMatchObject(flags);
    for (const d of due) expect(after.requirements?.currently_due).toContain(d);
    if (!due.length) expect(after.requirements?.currently_due).toEqual([]);
    expect(after.requirements?.disabled_reason).toBe(disabledReason);
    const events = await stripe.events.list({ type: 'account.updated', limit: 100 });
    const mine = events.data.find((e) => (e.data.object as Stripe.Account).id === account.id);
    expect(mine).toBeDefined();
    expect(mine!.data.object).toMatchObject(flags);
  });
});

describe('account links', () => {
  it('work once: opening a used link goes to refresh_url', async () => {
    const account = await newAccount();
    const { link, html } = await openOnboarding(account.id);
    expect(link.expires_at - link.created).toBe(300);
    await click(gateway, html, 'Complete');
    const again = await fetch(link.url, { redirect: 'manual' });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(REFRESH);
  });

  it('a reopened link (reload) goes to refresh_url too, and its old buttons do nothing', async () => {
    const account = await newAccount();
    const { link, html } = await openOnboarding(account.id);
    const reload = await fetch(link.url, { redirect: 'manual' });
    expect(reload.headers.get('location')).toBe(REFRESH);
    await click(gateway, html, 'Complete');
    // The first page's session still answers once.
    expect((await stripe.accounts.retrieve(account.id)).charges_enabled).toBe(true);
    const replay = await click(gateway, html, 'Fail');
    expect(replay.location).toBe(REFRESH);
    expect((await stripe.accounts.retrieve(account.id)).charges_enabled).toBe(true);
  });

  it('expire after five minutes', async () => {
    const account = await newAccount();
    const link = await stripe.accountLinks.create({ account: account.id, refresh_url: REFRESH, return_url: RETURN, type: 'account_onboarding' });
    clock += 301_000;
    const res = await fetch(link.url, { redirect: 'manual' });
    expect(res.headers.get('location')).toBe(REFRESH);
  });

  it('need valid URLs and a known account', async () => {
    const account = await newAccount();
    await expect(stripe.accountLinks.create({ account: account.id, refresh_url: 'nope', return_url: RETURN, type: 'account_onboarding' })).rejects.toMatchObject({
      statusCode: 400,
      param: 'refresh_url',
    });
    await expect(stripe.accountLinks.create({ account: 'acct_unknown', refresh_url: REFRESH, return_url: RETURN, type: 'account_onboarding' })).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});

describe('money to connected accounts', () => {
  it('a destination charge pays the account its share less the application fee', async () => {
    const account = await newAccount();
    gateway.setAccountState(account.id, 'completed');
    const customer = await stripe.customers.create({ email: 'client@acme.test' });
    const pm = await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    const pi = await stripe.paymentIntents.create({
      amount: 10_000,
      currency: 'usd',
      customer: customer.id,
      payment_method: pm.id,
      off_session: true,
      confirm: true,
      transfer_data: { destination: account.id },
      application_fee_amount: 1_500,
    });
    expect(pi.status).toBe('succeeded');
    const charge = await stripe.charges.retrieve(pi.latest_charge as string, { expand: ['transfer'] });
    expect((charge.transfer as Stripe.Transfer).amount).toBe(8_500);
    expect((charge.transfer as Stripe.Transfer).destination).toBe(account.id);
  });

  it('transfers reach a completed account; an account that is not enabled is refused', async () => {
    const ready = await newAccount();
    gateway.setAccountState(ready.id, 'completed');
    const transfer = await stripe.transfers.create({ amount: 700, currency: 'usd', destination: ready.id, description: 'Commission' });
    expect(transfer.id).toMatch(/^tr_/);
    expect(transfer).toMatchObject({ amount: 700, destination: ready.id, description: 'Commission' });
    expect((await stripe.transfers.retrieve(transfer.id)).amount).toBe(700);

    const pending = await newAccount();
    await expect(stripe.transfers.create({ amount: 700, currency: 'usd', destination: pending.id })).rejects.toMatchObject({
      statusCode: 400,
      code: 'insufficient_capabilities_for_transfer',
    });
  });

  it('the control endpoint sets an account’s state for tests in other processes', async () => {
    const account = await newAccount();
    const res = await fetch(`${gateway.url}/_local/accounts/${account.id}/state`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ state: 'inverification' }),
    });
    expect(res.status).toBe(200);
    expect((await stripe.accounts.retrieve(account.id)).requirements?.disabled_reason).toBe('requirements.pending_verification');
    const bad = await fetch(`${gateway.url}/_local/accounts/${account.id}/state`, { method: 'POST', body: JSON.stringify({ state: 'bogus' }), headers: { 'content-type': 'application/json' } });
    expect(bad.status).toBe(400);
  });
});
