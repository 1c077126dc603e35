import { chargeCompany, db } from '@platform/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO, session } from '../client.js';
import { useCore } from '../core.js';
import { CARDS, newAgency, saveCard, signed, stripe } from './gateway.js';

type S = Awaited<ReturnType<typeof session>>;
const s = {} as Record<keyof typeof DEMO, S>;

beforeAll(async () => {
  useCore();
  for (const who of Object.keys(DEMO) as (keyof typeof DEMO)[]) s[who] = await session(DEMO[who][0], DEMO[who][1]);
  const rootId = s.root.companyId;
  await db().entities.coupon.put({ rootId, code: 'TESTHALF', percentOff: 50, active: true }).go();
  await db().entities.coupon.put({ rootId, code: 'TESTFREE', percentOff: 100, active: true }).go();
  await db().entities.coupon.put({ rootId, code: 'TESTOLD', amountOffCents: 1000, active: true, expiresAt: '2020-01-01T00:00:00.000Z' }).go();
});

interface InvoiceRow {
  id: string;
  number: string;
  kind: string;
  status: string;
  amount: string;
  discount: string;
  coupon_code: string | null;
  lines: { description: string; amount: string }[];
}
/** The log rows of successful charges of a company. */
const charged = async (companyId: string) =>
  (await db().entities.audit.query.byCompany({ rootId: s.root.companyId, companyId }).go({ pages: 'all' })).data.filter((r) => r.description.startsWith('Charged '));
const invoices = async (token: string, companyId: string) => (await api<{ data: InvoiceRow[] }>(`/api/billing/invoices/${companyId}`, { token })).body.data;
const setOnboarding = (companyId: string, amount: string, coupon: 'T' | 'F') =>
  api('/api/configuration/onboarding/set', { method: 'PUT', token: s.root.access_token, body: { CompanyID: companyId, amount, enable_coupon: coupon } });
const developer = (companyId: string, on: boolean) =>
  api<{ colour: string; message: string }>('/api/configuration/agency/developer-mode', { method: 'PUT', token: s.root.access_token, body: { companyID: companyId, api_mode: on ? 'T' : 'F', agree: true } });

describe('the agency onboarding fee is charged once, when its card is saved', () => {
  it('full price without a coupon; a second card charges nothing more', async () => {
    const a = await newAgency('onb');
    await setOnboarding(a.companyId, '250', 'F');
    const before = await api<{ agency_onboarding_status: string; agency_onboarding_price: number }>(`/api/user/checksetupcomplete/${a.userId}`, { token: a.access_token });
    expect(before.body).toMatchObject({ agency_onboarding_status: 'T', agency_onboarding_price: 250 });
    const first = await saveCard(a.access_token, CARDS.visa);
    expect(first.put.body).toMatchObject({ onboarding_charge: { status: 'paid', amount: '250.00' }, payment_status: 'ok' });
    await saveCard(a.access_token, '5555555555554444');
    const list = await invoices(a.access_token, a.companyId);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ kind: 'onboarding_fee', status: 'paid', amount: '250.00', lines: [{ description: 'Agency onboarding fee', amount: '250.00' }] });
    expect(list[0]!.number).toMatch(/^INV-\d{6}$/);
    const after = await api<{ agency_onboarding_status: string; is_onboard_charged: string }>(`/api/user/checksetupcomplete/${a.userId}`, { token: a.access_token });
    expect(after.body).toMatchObject({ agency_onboarding_status: 'F', is_onboard_charged: 'T' });
  });

  it('a coupon is checked first (get-coupon), then takes its share off the invoice', async () => {
    const a = await newAgency('coupon');
    await setOnboarding(a.companyId, '300', 'T');
    const quote = await api('/api/configuration/coupon/get-coupon', { token: a.access_token, body: { coupon_code: 'testhalf' } });
    expect(quote.body).toMatchObject({ result: 'success', coupon: { code: 'TESTHALF', percent_off: 50 }, onboarding: { amount: '300.00', discount: '150.00', total: '150.00' } });
    const bad = await api<{ errors: Record<string, string[]> }>('/api/configuration/coupon/get-coupon', { token: a.access_token, body: { coupon_code: 'NOPE' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.coupon_code).toEqual(['This coupon code is not valid.']);
    expect((await api('/api/configuration/coupon/get-coupon', { token: a.access_token, body: { coupon_code: 'TESTOLD' } })).status).toBe(422);
    const saved = await saveCard(a.access_token, CARDS.visa, { coupon_code: 'TESTHALF' });
    expect(saved.put.body).toMatchObject({ onboarding_charge: { status: 'paid', amount: '150.00' } });
    expect((await invoices(a.access_token, a.companyId))[0]).toMatchObject({ amount: '150.00', discount: '150.00', coupon_code: 'TESTHALF' });
  });

  it('a bad coupon saves no card and charges nothing', async () => {
    const a = await newAgency('badcoupon');
    await setOnboarding(a.companyId, '300', 'T');
    const saved = await saveCard(a.access_token, CARDS.visa, { coupon_code: 'NOPE' });
    expect(saved.put.status).toBe(422);
    expect((await api<{ card: unknown }>('/api/payment/card', { token: a.access_token })).body.card).toBeNull();
    expect(await invoices(a.access_token, a.companyId)).toHaveLength(0);
  });

  it('coupons only when the root enabled them for the agency', async () => {
    const a = await newAgency('nocoupon');
    await setOnboarding(a.companyId, '300', 'F');
    expect((await api('/api/configuration/coupon/get-coupon', { token: a.access_token, body: { coupon_code: 'TESTHALF' } })).status).toBe(422);
    expect((await api('/api/configuration/coupon/get-coupon', { token: s.client.access_token, body: { coupon_code: 'TESTHALF' } })).status).toBe(403);
  });

  it('a coupon that takes the whole fee writes a paid $0.00 invoice', async () => {
    const a = await newAgency('free');
    await setOnboarding(a.companyId, '300', 'T');
    const saved = await saveCard(a.access_token, CARDS.visa, { coupon_code: 'TESTFREE' });
    expect(saved.put.body).toMatchObject({ onboarding_charge: { status: 'paid', amount: '0.00' } });
    expect((await invoices(a.access_token, a.companyId))[0]).toMatchObject({ amount: '0.00', discount: '300.00', status: 'paid' });
  });
});

describe('the API developer-mode fee', () => {
  it('is charged on enabling, and again after a disable and re-enable', async () => {
    const a = await newAgency('dev');
    await saveCard(a.access_token, CARDS.visa);
    expect((await developer(a.companyId, true)).body.colour).toBe('blue');
    await developer(a.companyId, false);
    await developer(a.companyId, true);
    const fees = (await invoices(a.access_token, a.companyId)).filter((i) => i.kind === 'developer_fee');
    expect(fees.map((f) => [f.status, f.amount])).toEqual([
      ['paid', '349.00'],
      ['paid', '349.00'],
    ]);
  });

  it('a declined charge leaves the fee unpaid (orange) and the agency payment-failed', async () => {
    const a = await newAgency('devfail');
    await saveCard(a.access_token, CARDS.failsLater);
    const on = await developer(a.companyId, true);
    expect(on.status).toBe(200);
    expect(on.body.colour).toBe('orange');
    expect(on.body.message).toContain('could not be charged');
    expect((await api<{ payment_status: string }>('/api/payment/card', { token: a.access_token })).body.payment_status).toBe('failed');
  });
});

describe('manual settlement charges the failed payments once', () => {
  it('20 parallel settlements: one 200, 19 409, one successful charge', async () => {
    const a = await newAgency('settle');
    await setOnboarding(a.companyId, '120', 'F');
    await saveCard(a.access_token, CARDS.failsLater);
    expect((await api<{ payment_status: string }>('/api/payment/card', { token: a.access_token })).body.payment_status).toBe('failed');
    // The agency fixes its card (a new card does not retry by itself).
    await saveCard(a.access_token, CARDS.visa);
    const answers = await Promise.all(Array.from({ length: 20 }, () => api('/api/general/manual-bill-settlement', { method: 'PUT', token: s.root.access_token, body: { userID: a.userId } })));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(19);
    const list = await invoices(a.access_token, a.companyId);
    expect(list).toEqual([expect.objectContaining({ kind: 'onboarding_fee', status: 'paid', amount: '120.00' })]);
    const card = await api<{ payment_status: string; customer?: string }>('/api/payment/card', { token: a.access_token });
    expect(card.body.payment_status).toBe('ok');
    // One retry attempt was made (attempt 2 after the failed first), and one charge was recorded.
    const stored = (await db().entities.invoice.get({ rootId: s.root.companyId, invoiceId: list[0]!.id }).go()).data!;
    expect(stored.attempt).toBe(2);
    expect((await (await stripe()).paymentIntents.retrieve(stored.paymentIntentId!)).status).toBe('succeeded');
    expect(await charged(a.companyId)).toHaveLength(1);
  });

  it('a settlement whose charge is declined answers 402 and the agency stays failed', async () => {
    const a = await newAgency('settlefail');
    await setOnboarding(a.companyId, '80', 'F');
    await saveCard(a.access_token, CARDS.failsLater);
    const res = await api<{ message: string }>('/api/general/manual-bill-settlement', { method: 'PUT', token: s.root.access_token, body: { userID: a.userId } });
    expect(res.status).toBe(402);
    expect((await api<{ payment_status: string }>('/api/payment/card', { token: a.access_token })).body.payment_status).toBe('failed');
  });
});

describe('chargeCompany (what campaigns, leads and the wallet charge through)', () => {
  it('the same idempotency key, 20 times at once: one invoice, one charge', async () => {
    const a = await newAgency('charge');
    await saveCard(a.access_token, CARDS.visa);
    const input = { rootId: s.root.companyId, companyId: a.companyId, amountCents: 4_250, description: 'Leads for week 47', lines: [{ description: 'Lead', quantity: 17, unitCents: 250 }], idempotencyKey: `leads:${a.companyId}:2026-W47`, kind: 'lead_charges' as const };
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => chargeCompany(input)));
    expect(new Set(outcomes.map((o) => o.invoice.invoiceId)).size).toBe(1);
    // At most one caller created and charged it (the gateway's own payment_intent.succeeded event may finish it first).
    expect(outcomes.filter((o) => !o.duplicate).length).toBeLessThanOrEqual(1);
    const list = (await invoices(a.access_token, a.companyId)).filter((i) => i.kind === 'lead_charges');
    expect(list).toEqual([expect.objectContaining({ status: 'paid', amount: '42.50' })]);
    const stored = (await db().entities.invoice.get({ rootId: s.root.companyId, invoiceId: outcomes[0]!.invoice.invoiceId }).go()).data!;
    expect(stored.attempt).toBe(1);
    const pi = await (await stripe()).paymentIntents.retrieve(stored.paymentIntentId!);
    expect([pi.status, pi.amount]).toEqual(['succeeded', 4_250]);
    expect((await charged(a.companyId)).filter((r) => r.description.includes('Leads for week 47'))).toHaveLength(1);
  });
});

describe('invoices', () => {
  it('the payer lists and downloads its invoices; other tenants get 404', async () => {
    const a = await newAgency('inv');
    await setOnboarding(a.companyId, '99', 'F');
    await saveCard(a.access_token, CARDS.visa);
    const [inv] = await invoices(a.access_token, a.companyId);
    expect(inv).toBeTruthy();
    const file = await fetch(`${(await import('vitest')).inject('apiUrl')}/api/billing/invoices/${a.companyId}/${inv!.id}/download`, { headers: { authorization: `Bearer ${a.access_token}` } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain(`${inv!.number}.html`);
    const html = await file.text();
    expect(html).toContain(inv!.number);
    expect(html).toContain('$99.00');
    expect((await api(`/api/billing/invoices/${a.companyId}`, { token: s.globex.access_token })).status).toBe(404);
    expect((await api(`/api/billing/invoices/${a.companyId}/${inv!.id}/download`, { token: s.globex.access_token })).status).toBe(404);
    expect((await api(`/api/billing/invoices/${s.globex.companyId}/${inv!.id}/download`, { token: s.globex.access_token })).status).toBe(404);
    expect((await api(`/api/billing/invoices/${s.agency.companyId}`, { token: s.client2.access_token })).status).toBe(404);
    expect((await api(`/api/billing/invoices/${a.companyId}`, { token: s.root.access_token })).status).toBe(200);
  });
});

describe('what a failed payment does to a client’s campaigns (the agency’s choice)', () => {
  it('the agency sets pause or run; the client reads it; others cannot change it', async () => {
    const path = `/api/configuration/client/${s.client.companyId}/failed-payment-action`;
    expect((await api<{ action: string }>(path, { token: s.agency.access_token })).body.action).toMatch(/pause|run/);
    expect((await api(path, { method: 'PUT', token: s.agency.access_token, body: { action: 'run' } })).body).toMatchObject({ action: 'run' });
    expect((await api<{ action: string }>(path, { token: s.client.access_token })).body.action).toBe('run');
    expect((await api(path, { method: 'PUT', token: s.client.access_token, body: { action: 'pause' } })).status).toBe(403);
    expect((await api(path, { method: 'PUT', token: s.agency.access_token, body: { action: 'stop' } })).status).toBe(422);
    expect((await api(path, { token: s.globex.access_token })).status).toBe(404);
    expect((await api(path, { method: 'PUT', token: s.globex.access_token, body: { action: 'pause' } })).status).toBe(404);
    await api(path, { method: 'PUT', token: s.agency.access_token, body: { action: 'pause' } });
  });
});

describe('payment events from the gateway never undo a newer result', () => {
  it('an old attempt’s payment_failed arriving after the retry was paid is ignored', async () => {
    const a = await newAgency('late');
    await setOnboarding(a.companyId, '60', 'F');
    await saveCard(a.access_token, CARDS.failsLater);
    await saveCard(a.access_token, CARDS.visa);
    expect((await api('/api/payment/retry', { token: a.access_token, body: {} })).status).toBe(200);
    const [inv] = await invoices(a.access_token, a.companyId);
    const late = signed({
      id: `evt_late_${Date.now()}`,
      object: 'event',
      type: 'payment_intent.payment_failed',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'pi_old', object: 'payment_intent', status: 'requires_payment_method', last_payment_error: { code: 'card_declined', message: 'Your card was declined.' }, metadata: { rootId: s.root.companyId, invoiceId: inv!.id, attempt: '1' } } },
    });
    const res = await api<{ outcome: string }>('/api/webhooks/stripe', { rawBody: late.body, headers: { 'content-type': 'application/json', 'stripe-signature': late.header } });
    expect(res.body.outcome).toBe('stale');
    expect((await invoices(a.access_token, a.companyId))[0]).toMatchObject({ status: 'paid' });
    expect((await api<{ payment_status: string }>('/api/payment/card', { token: a.access_token })).body.payment_status).toBe('ok');
  });
});

describe('a billing event left pending by a stopped request', () => {
  it('is settled by the next Retry payment, once', async () => {
    const a = await newAgency('pending');
    await saveCard(a.access_token, CARDS.visa);
    const createdAt = new Date().toISOString();
    await db().entities.billingEvent.create({ rootId: s.root.companyId, companyId: a.companyId, eventId: `ev${Date.now()}`, createdAt, type: 'developer_fee', byUserId: s.root.userId }).go();
    await db().entities.company.patch({ rootId: s.root.companyId, companyId: a.companyId }).set({ paymentStatus: 'failed' }).go();
    const res = await api<{ payment_status: string }>('/api/payment/retry', { token: a.access_token, body: {} });
    expect(res.status).toBe(200);
    expect(res.body.payment_status).toBe('ok');
    expect((await invoices(a.access_token, a.companyId)).filter((i) => i.kind === 'developer_fee').map((i) => [i.status, i.amount])).toEqual([['paid', '349.00']]);
    const events = (await db().entities.billingEvent.query.byCompany({ rootId: s.root.companyId, companyId: a.companyId }).go()).data;
    expect(events.map((e) => e.status)).toEqual(['settled']);
  });
});
