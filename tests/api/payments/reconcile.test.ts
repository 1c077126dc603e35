import { chargeCompany, creditTopup, db, reconcilePayments, resetPaymentGateway } from '@platform/core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../client.js';
import { freshClient, giveCard, ledger, PREPAID, requestId, sessions, type Role, type S } from '../wallet/wallet-helpers.js';
import { debitWallet } from '@platform/core';
import { gatewayInfo, stripe } from './gateway.js';

/**
 * docs/decisions.md, Money you can trust: a charge whose answer never reached the platform is
 * finished exactly once, by the person asking again with the same request, by the gateway's event,
 * or by the reconciliation run, which looks the call up at the gateway by its key.
 */
let s: Record<Role, S>;
let rootId: string;
beforeAll(async () => {
  s = await sessions();
  rootId = s.root.companyId;
  resetPaymentGateway();
});

/** The local gateway's fault switch: the next `count` calls to `path` go wrong in `mode`. */
async function fault(mode: 'lost_answer' | 'timeout' | 'error' | 'slow' | 'processing', count: number, path = '/v1/payment_intents', holdMs?: number) {
  const g = await gatewayInfo();
  const res = await fetch(`${g.url}/_local/stripe/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mode, count, path, ...(holdMs ? { holdMs } : {}) }) });
  expect(res.status).toBe(200);
}
/** Until every fault has met its requests (a `slow` one: its request is being held now). */
async function faultsTaken() {
  const g = await gatewayInfo();
  await expect.poll(async () => ((await (await fetch(`${g.url}/_local/stripe/faults`)).json()) as { faults: unknown[] }).faults.length, { timeout: 20_000, interval: 50 }).toBe(0);
}
async function gatewayControl(path: string, body: unknown = {}) {
  const g = await gatewayInfo();
  return fetch(`${g.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}
afterEach(async () => {
  const g = await gatewayInfo();
  await fetch(`${g.url}/_local/stripe/faults`, { method: 'DELETE' });
  await gatewayControl('/_local/webhooks/release');
});

/** The reconciliation run, as the schedule runs it once the calls are a few minutes old. */
const reconcileLater = () => reconcilePayments({ now: () => new Date(Date.now() + 3 * 60_000) });

/** Succeeded PaymentIntents of a customer at the gateway whose metadata names this key. */
async function gatewayCharges(customerId: string, key?: string) {
  const list = await (await stripe()).paymentIntents.list({ customer: customerId, limit: 100 });
  return list.data.filter((pi) => pi.status === 'succeeded' && (!key || pi.metadata.idempotencyKey === key));
}

const charge = (token: string, companyId: string, request_id: string, amount = '250') =>
  api<{ result: string; message: string; balance_amount: string }>(`${PREPAID}/charge`, { token, body: { company_id: companyId, amount, custom_amount: 'F', stop_continual: 'T', request_id } });

describe('a manual top-up whose answer was lost', () => {
  it('answers that the payment is being confirmed, and the reconciliation run credits it exactly once; the same request again charges nothing', async () => {
    const clientId = await freshClient(s);
    const { customerId } = await giveCard(rootId, clientId);
    const rid = requestId();
    // The gateway's event would heal it at once: held back, so the run is what finishes it.
    await gatewayControl('/_local/webhooks/hold');
    await fault('lost_answer', 3);
    const first = await charge(s.agency.access_token, clientId, rid);
    expect(first.status).toBe(202);
    expect(first.body).toMatchObject({ result: 'processing', balance_amount: '0.00' });
    expect((await ledger(rootId, clientId)).wallet?.balanceCents ?? 0).toBe(0);

    const tally = await reconcileLater();
    expect(tally.finished).toBeGreaterThanOrEqual(1);
    const after = await ledger(rootId, clientId);
    expect(after.wallet?.balanceCents).toBe(25_000);
    expect(after.rows.filter((r) => r.type === 'topup')).toHaveLength(1);
    expect(await gatewayCharges(customerId)).toHaveLength(1);

    const again = await charge(s.agency.access_token, clientId, rid);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ result: 'success', balance_amount: '250.00' });
    expect(await gatewayCharges(customerId)).toHaveLength(1);
    expect((await reconcileLater()).refunded).toBe(0);
    expect((await ledger(rootId, clientId)).wallet?.balanceCents).toBe(25_000);
  });

  it('the person asking again with the same request id gets the credit at once, never a second charge', async () => {
    const clientId = await freshClient(s);
    const { customerId } = await giveCard(rootId, clientId);
    const rid = requestId();
    await gatewayControl('/_local/webhooks/hold');
    await fault('lost_answer', 3);
    expect((await charge(s.agency.access_token, clientId, rid)).status).toBe(202);
    const again = await charge(s.agency.access_token, clientId, rid);
    expect(again.body).toMatchObject({ result: 'success', balance_amount: '250.00' });
    expect(await gatewayCharges(customerId)).toHaveLength(1);
    expect((await ledger(rootId, clientId)).rows.filter((r) => r.type === 'topup')).toHaveLength(1);
  });

  it('the same request id with another amount is refused (422) and charges nothing', async () => {
    const clientId = await freshClient(s);
    const { customerId } = await giveCard(rootId, clientId);
    const rid = requestId();
    expect((await charge(s.agency.access_token, clientId, rid, '250')).status).toBe(200);
    const other = await charge(s.agency.access_token, clientId, rid, '500');
    expect(other.status).toBe(422);
    expect(await gatewayCharges(customerId)).toHaveLength(1);
    expect((await ledger(rootId, clientId)).wallet?.balanceCents).toBe(25_000);
  });

  it('a call that timed out before the gateway made it is made by the run, once', async () => {
    const clientId = await freshClient(s);
    const { customerId } = await giveCard(rootId, clientId);
    await fault('error', 3);
    expect((await charge(s.agency.access_token, clientId, requestId())).status).toBe(202);
    expect(await gatewayCharges(customerId)).toHaveLength(0);
    await reconcileLater();
    expect(await gatewayCharges(customerId)).toHaveLength(1);
    expect((await ledger(rootId, clientId)).wallet?.balanceCents).toBe(25_000);
    await reconcileLater();
    expect(await gatewayCharges(customerId)).toHaveLength(1);
  });
});

/** A client whose invoice failed on a declining card, then saved a good one: what Retry payment is for. */
async function failedThenNewCard(prefix: string, cents: number) {
  const { newAcmeClient } = await import('./gateway.js');
  const client = await newAcmeClient(prefix);
  await giveCard(rootId, client.companyId, 'pm_card_chargeCustomerFail');
  const out = await chargeCompany({ rootId, companyId: client.companyId, amountCents: cents, description: 'Test charge', lines: [{ description: 'Test', quantity: 1, unitCents: cents }], idempotencyKey: `test-${prefix}:${client.companyId}`, kind: 'lead_charges' });
  expect(out.status).toBe('failed');
  const { customerId } = await giveCard(rootId, client.companyId);
  const status = async () => (await api<{ payment_status: string }>('/api/payment/card', { token: client.access_token })).body.payment_status;
  return { client, customerId, status };
}

describe('Retry payment whose answer was lost', () => {
  it('leaves the company failed until the gateway says paid, then the run records it paid once', async () => {
    const { client, customerId, status } = await failedThenNewCard('retrylost', 4_200);
    expect(await status()).toBe('failed');
    await gatewayControl('/_local/webhooks/hold');
    await fault('lost_answer', 3);
    // The card is charged, the answer is lost: not paid as far as the platform knows.
    const first = await api<{ message: string }>('/api/payment/retry', { token: client.access_token, body: {} });
    expect(first.status).toBe(409);
    expect(first.body.message).toBe('A payment is being confirmed with your bank. Please check again in a few minutes.');
    expect(await status()).toBe('failed');
    // The next Retry finds nothing failed, but a payment still being confirmed: the debt stays.
    const again = await api<{ message: string }>('/api/payment/retry', { token: client.access_token, body: {} });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('A payment is being confirmed with your bank. Please check again in a few minutes.');
    expect(await status()).toBe('failed');
    await reconcileLater();
    const inv = (await db().entities.invoice.query.byCompany({ rootId, companyId: client.companyId }).go({ pages: 'all' })).data[0];
    expect(inv).toMatchObject({ status: 'paid', attempt: 2 });
    expect(await status()).toBe('ok');
    expect(await gatewayCharges(customerId)).toHaveLength(1);
  });
});

describe('Retry payment while the bank is still processing the charge', () => {
  it('is neither paid nor failed: the company stays failed, a second Retry charges nothing, and the charge’s later success pays the invoice once', async () => {
    const { client, customerId, status } = await failedThenNewCard('retryprocessing', 3_100);
    const invoice = async () => (await db().entities.invoice.query.byCompany({ rootId, companyId: client.companyId }).go({ pages: 'all' })).data[0];
    // The gateway answers the Retry's charge "processing" and settles it 5 s later.
    await fault('processing', 1, '/v1/payment_intents', 5_000);
    const first = await api<{ message: string }>('/api/payment/retry', { token: client.access_token, body: {} });
    expect([first.status, first.body.message]).toEqual([409, 'A payment is being confirmed with your bank. Please check again in a few minutes.']);
    expect(await status()).toBe('failed');
    const again = await api<{ message: string }>('/api/payment/retry', { token: client.access_token, body: {} });
    expect(again.status).toBe(409);
    await expect.poll(async () => (await invoice())?.status, { timeout: 30_000, interval: 500 }).toBe('paid');
    expect(await invoice()).toMatchObject({ status: 'paid', attempt: 2 });
    expect(await status()).toBe('ok');
    const charged = await gatewayCharges(customerId);
    expect(charged).toHaveLength(1);
    expect((await (await stripe()).refunds.list({ payment_intent: charged[0]!.id, limit: 10 })).data).toHaveLength(0);
  });
});

describe('a refund racing lead charges', () => {
  it('with 20 debits at once, the gateway refunds exactly what the ledger took out, and the balance never goes below 0', async () => {
    const clientId = await freshClient(s);
    await giveCard(rootId, clientId);
    expect((await charge(s.agency.access_token, clientId, requestId(), '250')).status).toBe(200);
    const topup = (await ledger(rootId, clientId)).rows.find((r) => r.type === 'topup')!;
    const debits = Array.from({ length: 20 }, (_, i) => debitWallet({ rootId, companyId: clientId }, 700, 'Lead', `race-${clientId}-${i}`).catch(() => undefined));
    const refund = api<{ refunded_amount?: string }>(`${PREPAID}/refund-topup`, { token: s.root.access_token, body: { company_id: clientId, transaction_id: topup.txId } });
    const [res] = await Promise.all([refund, ...debits]);
    expect(res.status).toBe(200);
    const after = await ledger(rootId, clientId);
    expect(after.wallet?.balanceCents).toBeGreaterThanOrEqual(0);
    expect(after.wallet?.balanceCents).toBe(after.sum);
    const refundRow = after.rows.find((r) => r.txId === `refund#${topup.txId}`)!;
    const refunds = await (await stripe()).refunds.list({ payment_intent: topup.paymentIntentId!, limit: 100 });
    expect(refunds.data.reduce((t, r) => t + r.amount, 0)).toBe(-refundRow.amountCents);
    expect(refundRow.refundId).toBe(refunds.data[0]!.id);
  });

  it('a lead charge landing while the refund is with the gateway takes nothing the refund returns: the gateway refunds what the ledger took out', async () => {
    const clientId = await freshClient(s);
    await giveCard(rootId, clientId);
    expect((await charge(s.agency.access_token, clientId, requestId(), '250')).status).toBe(200);
    const topup = (await ledger(rootId, clientId)).rows.find((r) => r.type === 'topup')!;
    // The refund call is held at the gateway for 3 s; a lead is charged while it is held.
    await fault('slow', 1, '/v1/refunds', 3_000);
    const refund = api<{ refunded_amount?: string }>(`${PREPAID}/refund-topup`, { token: s.root.access_token, body: { company_id: clientId, transaction_id: topup.txId } });
    await faultsTaken();
    await debitWallet({ rootId, companyId: clientId }, 700, 'Lead', `held-${clientId}`).catch(() => undefined);
    const res = await refund;
    expect(res.status).toBe(200);
    const after = await ledger(rootId, clientId);
    expect(after.wallet?.balanceCents).toBeGreaterThanOrEqual(0);
    expect(after.wallet?.balanceCents).toBe(after.sum);
    const refundRow = after.rows.find((r) => r.txId === `refund#${topup.txId}`)!;
    const refunds = await (await stripe()).refunds.list({ payment_intent: topup.paymentIntentId!, limit: 100 });
    expect(refunds.data.reduce((t, r) => t + r.amount, 0)).toBe(-refundRow.amountCents);
  });

  it('a refund whose gateway call failed is in the ledger at once and sent by the run, once', async () => {
    const clientId = await freshClient(s);
    await giveCard(rootId, clientId);
    expect((await charge(s.agency.access_token, clientId, requestId(), '250')).status).toBe(200);
    const topup = (await ledger(rootId, clientId)).rows.find((r) => r.type === 'topup')!;
    await fault('error', 3, '/v1/refunds');
    expect((await api(`${PREPAID}/refund-topup`, { token: s.root.access_token, body: { company_id: clientId, transaction_id: topup.txId } })).status).toBe(200);
    const list = async () => (await (await stripe()).refunds.list({ payment_intent: topup.paymentIntentId!, limit: 100 })).data;
    expect(await list()).toHaveLength(0);
    expect((await ledger(rootId, clientId)).wallet?.balanceCents).toBe(0);
    await reconcileLater();
    await reconcileLater();
    expect((await list()).map((r) => r.amount)).toEqual([25_000]);
  });
});

describe('an automatic top-up whose threshold crossing was settled meanwhile', () => {
  it('is credited all the same: the card was charged, so the money is in the wallet', async () => {
    const clientId = await freshClient(s);
    await db().entities.wallet.create({ rootId, companyId: clientId, continual: true, lastBalanceCents: 10_000, balanceCents: 500, amountCents: 25_000, pendingCrossing: 'c0' }).go();
    // The crossing is settled by a manual top-up before the automatic one's credit lands.
    await creditTopup({ rootId, companyId: clientId, txId: 'topup#manual-first', title: 'Top-up', amountCents: 25_000, paymentIntentId: 'pi_manual', auto: false, now: new Date(), audit: { user: { userId: 'test', name: 'Test', userType: 'system' }, action: 'wallet_topup', description: 'test' } });
    const late = await creditTopup({ rootId, companyId: clientId, txId: 'topup#auto#c0', title: 'Automatic top-up', amountCents: 25_000, paymentIntentId: 'pi_auto', auto: true, crossing: 'c0', now: new Date(), audit: { user: { userId: 'test', name: 'Test', userType: 'system' }, action: 'wallet_topup', description: 'test' } });
    expect(late.credited).toBe(true);
    const after = await ledger(rootId, clientId);
    expect(after.wallet?.balanceCents).toBe(50_500);
    expect(after.rows.filter((r) => r.type === 'topup').map((r) => r.txId).sort()).toEqual(['topup#auto#c0', 'topup#manual-first']);
  });
});

describe('the developer-mode fee', () => {
  it('shows unpaid until its charge is paid, and a fee whose answer was lost is paid by the run', async () => {
    const { newAgency, saveCard, CARDS } = await import('./gateway.js');
    const a = await newAgency('devfee');
    await saveCard(a.access_token, CARDS.visa);
    await gatewayControl('/_local/webhooks/hold');
    await fault('error', 3);
    const res = await api<{ colour: string }>('/api/configuration/agency/developer-mode', { method: 'PUT', token: s.root.access_token, body: { companyID: a.companyId, api_mode: 'T', agree: true } });
    expect(res.status).toBe(200);
    const company = async () => (await db().entities.company.get({ rootId, companyId: a.companyId }).go({ consistent: true })).data;
    expect((await company())?.developerFeePaid).toBe(false);
    await fetch(`${(await gatewayInfo()).url}/_local/stripe/faults`, { method: 'DELETE' });
    await reconcileLater();
    expect((await company())?.developerFeePaid).toBe(true);
  });
});
