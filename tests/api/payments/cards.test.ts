import { beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO, lastMailTo, mailTo, session } from '../client.js';
import { CARDS, confirmCard, newAcmeClient, newAgency, pressOnPage, saveCard, type CustomerAnswer } from './gateway.js';

type S = Awaited<ReturnType<typeof session>>;
const s = {} as Record<keyof typeof DEMO, S>;

beforeAll(async () => {
  for (const who of Object.keys(DEMO) as (keyof typeof DEMO)[]) s[who] = await session(DEMO[who][0], DEMO[who][1]);
});

const card = (token: string) => api<{ card: { brand: string; last4: string } | null; payment_status: string; outstanding_cents: number }>('/api/payment/card', { token });

describe('Card Setting: a client saves a card', () => {
  it('4242 is saved and shown as the default card; the card number never reaches the API', async () => {
    const c = await newAcmeClient();
    expect((await card(c.access_token)).body.card).toBeNull();
    const { si, confirmed, put } = await saveCard(c.access_token, CARDS.visa);
    expect(si.setup_intent_id).toMatch(/^seti_/);
    expect(si.client_secret).toContain(si.setup_intent_id);
    expect(confirmed.body.status).toBe('succeeded');
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ result: 'success', card: { brand: 'visa', last4: '4242' }, payment_status: 'ok' });
    expect((await card(c.access_token)).body.card).toMatchObject({ brand: 'visa', last4: '4242' });
  });

  it.each([
    ['4000 0000 0000 0002', CARDS.declined, 'card_declined'],
    ['4000 0000 0000 9995', CARDS.insufficient, 'insufficient_funds'],
  ])('%s is refused by the gateway and nothing is saved', async (_label, number, code) => {
    const c = await newAcmeClient();
    const si = await api<CustomerAnswer>('/api/payment/customer', { token: c.access_token, body: {} });
    const confirmed = await confirmCard(si.body, number);
    expect(confirmed.status).toBe(402);
    expect(JSON.stringify(confirmed.body)).toContain(code);
    const put = await api<{ message: string }>('/api/payment/card', { method: 'PUT', token: c.access_token, body: { setup_intent_id: si.body.setup_intent_id } });
    expect(put.status).toBe(422);
    expect(put.body.message.length).toBeGreaterThan(0);
    expect((await card(c.access_token)).body.card).toBeNull();
  });

  it('a card past its expiry is refused (expired_card)', async () => {
    const c = await newAcmeClient();
    const si = await api<CustomerAnswer>('/api/payment/customer', { token: c.access_token, body: {} });
    const confirmed = await confirmCard(si.body, CARDS.visa, { exp_year: 2020 });
    expect(confirmed.status).toBeGreaterThanOrEqual(400);
    expect(JSON.stringify(confirmed.body)).toMatch(/expired_card|invalid_expiry/);
    expect((await api('/api/payment/card', { method: 'PUT', token: c.access_token, body: { setup_intent_id: si.body.setup_intent_id } })).status).toBe(422);
  });

  it('4000 0025 0000 3155 needs authentication: not saved until Complete on the authentication page', async () => {
    const c = await newAcmeClient();
    const si = await api<CustomerAnswer>('/api/payment/customer', { token: c.access_token, body: {} });
    const confirmed = await confirmCard(si.body, CARDS.threeDS, { returnUrl: 'http://acme.localhost/user/card-setting' });
    expect(confirmed.body.status).toBe('requires_action');
    const early = await api('/api/payment/card', { method: 'PUT', token: c.access_token, body: { setup_intent_id: si.body.setup_intent_id } });
    expect(early.status).toBe(422);
    const pageUrl = confirmed.body.next_action?.redirect_to_url?.url;
    expect(pageUrl).toBeTruthy();
    const done = await pressOnPage(pageUrl!, 'Complete');
    expect(done.status).toBe(303);
    const put = await api('/api/payment/card', { method: 'PUT', token: c.access_token, body: { setup_intent_id: si.body.setup_intent_id } });
    expect(put.status).toBe(200);
    expect((await card(c.access_token)).body.card).toMatchObject({ last4: '3155' });
  });

  it('a replaced card becomes the one shown', async () => {
    const c = await newAcmeClient();
    await saveCard(c.access_token, CARDS.visa);
    const again = await saveCard(c.access_token, '5555555555554444');
    expect(again.put.status).toBe(200);
    expect((await card(c.access_token)).body.card).toMatchObject({ last4: '4444' });
  });
});

describe('PUT /payment/card trusts nothing in the body', () => {
  it('another payer’s SetupIntent (Globex’s client using an Acme client’s) answers 404 and changes nothing', async () => {
    const acme = await newAcmeClient();
    const si = await api<CustomerAnswer>('/api/payment/customer', { token: acme.access_token, body: {} });
    await confirmCard(si.body, CARDS.visa);
    // Globex Client has no customer yet in some runs: give it one first.
    await api('/api/payment/customer', { token: s.client2.access_token, body: {} });
    const before = (await card(s.client2.access_token)).body.card;
    const res = await api('/api/payment/card', { method: 'PUT', token: s.client2.access_token, body: { setup_intent_id: si.body.setup_intent_id } });
    expect(res.status).toBe(404);
    expect((await card(s.client2.access_token)).body.card).toEqual(before);
  });

  it('an id that is not a SetupIntent is refused with a field message', async () => {
    const res = await api<{ errors: Record<string, string[]> }>('/api/payment/card', { method: 'PUT', token: s.client.access_token, body: { setup_intent_id: 'pm_123' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty('setup_intent_id');
  });
});

describe('who has a card', () => {
  it('the platform’s users and sales people have no card to set up (403)', async () => {
    for (const who of ['root', 'sales'] as const) {
      expect((await api('/api/payment/customer', { token: s[who].access_token, body: {} })).status).toBe(403);
      expect((await api('/api/payment/card', { token: s[who].access_token })).status).toBe(403);
    }
  });

  it('an administrator works under the agency’s card', async () => {
    const owner = await card(s.agency.access_token);
    const admin = await card(s.admin.access_token);
    expect(admin.status).toBe(200);
    expect(admin.body.card).toEqual(owner.body.card);
  });

  it('customer-direct answers a SetupIntent for the same payer', async () => {
    const c = await newAcmeClient();
    const a = await api<CustomerAnswer>('/api/payment/customer', { token: c.access_token, body: {} });
    const b = await api<CustomerAnswer>('/api/payment/customer-direct', { token: c.access_token, body: {} });
    expect(b.status).toBe(200);
    expect(b.body.customer_id).toBe(a.body.customer_id);
    expect(b.body.setup_intent_id).not.toBe(a.body.setup_intent_id);
  });
});

describe('billing method (agencies only)', () => {
  it('an agency switches between card and prepaid; a client may not', async () => {
    const a = await newAgency('method');
    const res = await api<{ billing_method: string }>('/api/payment/set-billing-method', { method: 'PUT', token: a.access_token, body: { billing_method: 'prepaid' } });
    expect(res.status).toBe(200);
    expect(res.body.billing_method).toBe('prepaid');
    expect((await api<{ billing_method: string }>('/api/payment/card', { token: a.access_token })).body.billing_method).toBe('prepaid');
    expect((await api('/api/payment/set-billing-method', { method: 'PUT', token: s.client.access_token, body: { billing_method: 'prepaid' } })).status).toBe(403);
    expect((await api('/api/payment/set-billing-method', { method: 'PUT', token: a.access_token, body: { billing_method: 'cash' } })).status).toBe(422);
  });
});

describe('payment failed and Retry payment', () => {
  it('a card that attaches but fails every charge: the onboarding fee fails, payment_status failed, an e-mail; a new 4242 card and Retry payment clear it', async () => {
    const a = await newAgency('fails');
    const set = await api('/api/configuration/onboarding/set', { method: 'PUT', token: s.root.access_token, body: { CompanyID: a.companyId, amount: '250', enable_coupon: 'F' } });
    expect(set.status).toBe(200);
    const saved = await saveCard(a.access_token, CARDS.failsLater);
    expect(saved.put.status).toBe(200);
    expect(saved.put.body).toMatchObject({ payment_status: 'failed', onboarding_charge: { status: 'failed', amount: '250.00' }, outstanding_cents: 25_000, failed_invoices: 1 });
    const mail = await lastMailTo(a.email);
    expect(mail.subject).toBe('Your payment failed');
    expect(mail.text).toContain('250.00');
    const check = await api<{ paymentStatusFailed: boolean }>(`/api/user/checksetupcomplete/${a.userId}`, { token: a.access_token });
    expect(check.body.paymentStatusFailed).toBe(true);

    const stillBad = await api<{ message: string }>('/api/payment/retry', { token: a.access_token, body: {} });
    expect(stillBad.status).toBe(402);
    expect(stillBad.body.message.length).toBeGreaterThan(0);

    await saveCard(a.access_token, CARDS.visa);
    const retried = await api<{ payment_status: string; settled: number }>('/api/payment/retry', { token: a.access_token, body: {} });
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ payment_status: 'ok', settled: 1, outstanding_cents: 0 });
    const invoices = await api<{ data: { status: string; amount: string; kind: string }[] }>(`/api/billing/invoices/${a.companyId}`, { token: a.access_token });
    expect(invoices.body.data).toEqual([expect.objectContaining({ kind: 'onboarding_fee', status: 'paid', amount: '250.00' })]);
    // Nothing left to retry.
    expect((await api('/api/payment/retry', { token: a.access_token, body: {} })).status).toBe(409);
    expect((await mailTo(a.email)).filter((m) => m.subject === 'Your payment failed')).toHaveLength(2);
  });
});
