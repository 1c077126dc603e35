import { db, debitWallet } from '@platform/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, mailTo } from '../client.js';
import { download, freshClient, giveCard, ledger, PREPAID, requestId, runSchedule, sessions, thisMonth, type Role, type S } from './wallet-helpers.js';

let s: Record<Role, S>;
let root: string;
beforeAll(async () => {
  s = await sessions();
  root = s.root.companyId;
});

const charge = (company: string, amount: string, opts: { continual?: boolean; id?: string; token?: string } = {}) =>
  api<{ result: string; message: string; balance_amount: string }>(`${PREPAID}/charge`, {
    token: opts.token ?? s.agency.access_token,
    body: { company_id: company, amount, custom_amount: Number(amount) >= 2500 ? 'T' : 'F', stop_continual: opts.continual ? 'F' : 'T', payment_type: 'credit_card', request_id: opts.id ?? requestId() },
  });
const wallet = (company: string) => api<Record<string, unknown> & { balance_amount: string; stop_continual: string; notice: { kind: string; message: string } | null }>(`${PREPAID}/${company}`, { token: s.agency.access_token });

/** Debits at once that take a wallet from `from` cents to `to` cents. */
async function spendTo(company: string, from: number, to: number, parts = 20) {
  const each = Math.floor((from - to) / parts);
  await Promise.all(Array.from({ length: parts }, (_, i) => debitWallet({ rootId: root, companyId: company }, each, 'Lead', `${company}-spend-${from}-${i}`)));
  const rest = from - to - each * parts;
  if (rest > 0) await debitWallet({ rootId: root, companyId: company }, rest, 'Lead', `${company}-spend-${from}-rest`);
}

describe('Charge: a top-up with the saved card, now', () => {
  it('500 lands in the balance, the history and the CSV; the same request again charges once', async () => {
    const c = await freshClient(s);
    await giveCard(root, c);
    const id = requestId();
    const first = await charge(c, '500', { id });
    expect(first.body).toEqual({ result: 'success', message: 'Your data wallet has been topped up.', balance_amount: '500.00' });
    const again = await Promise.all([1, 2, 3].map(() => charge(c, '500', { id })));
    expect(again.every((r) => r.status === 200 || r.status === 402 || r.status === 409)).toBe(true);
    expect((await wallet(c)).body.balance_amount).toBe('500.00');
    expect((await ledger(root, c)).rows.filter((r) => r.type === 'topup')).toHaveLength(1);
    const history = await api<{ transaction_history: { title: string; amount: string; transaction_type: string }[] }>(`${PREPAID}/history/${c}/${thisMonth()}`, { token: s.agency.access_token });
    expect(history.body.transaction_history).toEqual([expect.objectContaining({ title: 'Top-up', amount: '500.00', transaction_type: 'topup' })]);
    const csv = await download(`${PREPAID}/download-transaction-history-direct-payment/${c}/${thisMonth()}`, s.agency.access_token);
    expect(csv.text).toContain(',Top-up,Top-up,500.00,,');
    const { wallet: w, sum } = await ledger(root, c);
    expect(w?.balanceCents).toBe(sum);
  });

  it('a declined card (0341: attaches, every charge fails) answers the gateway’s message (402) and changes nothing', async () => {
    const c = await freshClient(s);
    await giveCard(root, c, 'pm_card_chargeCustomerFail');
    const res = await charge(c, '250');
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ result: 'error' });
    expect((res.body as unknown as { message: string }).message).toMatch(/declined/i);
    expect((await ledger(root, c)).rows).toHaveLength(0);
  });

  it('after a decline, the same request id with another amount is refused (422) with a clear message and charges nothing', async () => {
    const c = await freshClient(s);
    await giveCard(root, c, 'pm_card_chargeCustomerFail');
    const id = requestId();
    expect((await charge(c, '250', { id })).status).toBe(402);
    const other = await charge(c, '500', { id });
    expect(other.status).toBe(422);
    expect((other.body as unknown as { message: string }).message).toBe('This top-up was already requested with another amount. Please start a new top-up.');
    // Nothing is left for the reconciliation run to finish: the refused request recorded no charge.
    const open = await db().entities.openPayment.get({ rootId: root, key: `wallet-charge:${root}:${c}:${s.agency.userId}:${id}` }).go();
    expect(open.data).toBeNull();
    expect((await ledger(root, c)).rows).toHaveLength(0);
    // A new card and a new request id go through: the refused request left nothing in the way.
    await giveCard(root, c);
    expect((await charge(c, '500')).status).toBe(200);
    expect((await wallet(c)).body.balance_amount).toBe('500.00');
  });

  it('without a saved card it asks for one', async () => {
    const c = await freshClient(s);
    const res = await charge(c, '250');
    expect(res.status).toBe(402);
    expect((res.body as unknown as { message: string }).message).toBe('Please add a card in Card Setting before topping up your data wallet.');
  });
});

describe('Continual top-up: at 10% of the last top-up’s balance the wallet is topped up again by the same amount', () => {
  it('a crossing is charged once under concurrent debits and concurrent sweeps', async () => {
    const c = await freshClient(s);
    await giveCard(root, c);
    expect((await charge(c, '250', { continual: true })).status).toBe(200);
    // 250 → 20: at or below 25 (10% of 250). Twenty debits race, the crossing is recorded once.
    await spendTo(c, 25_000, 2_000);
    expect((await ledger(root, c)).wallet?.pendingCrossing).toBe('c1');
    await Promise.all([runSchedule('wallet-topup-sweep'), runSchedule('wallet-topup-sweep'), runSchedule('wallet-topup-sweep')]);
    await runSchedule('wallet-topup-sweep');
    const { wallet: w, rows, sum } = await ledger(root, c);
    expect(rows.filter((r) => r.type === 'topup' && r.auto)).toHaveLength(1);
    expect(w?.balanceCents).toBe(2_000 + 25_000);
    expect(w?.lastBalanceCents).toBe(27_000);
    expect(w?.pendingCrossing).toBeUndefined();
    expect(sum).toBe(w?.balanceCents);
    expect(new Set(rows.filter((r) => r.type === 'topup').map((r) => r.paymentIntentId)).size).toBe(2);
  });

  it('the monthly cap stops automatic top-ups for the month, with a notice', async () => {
    const c = await freshClient(s);
    await giveCard(root, c);
    await charge(c, '250', { continual: true });
    const cap = await api(`${PREPAID}/cap`, { method: 'PUT', token: s.agency.access_token, body: { company_id: c, max_topups: 1, max_amount: '10000' } });
    expect(cap.body).toEqual({ result: 'success', message: 'The monthly limit of automatic top-ups has been saved.' });
    await spendTo(c, 25_000, 2_000);
    await runSchedule('wallet-topup-sweep');
    // The second crossing of the month is over the limit of 1.
    await spendTo(c, 27_000, 2_500);
    await runSchedule('wallet-topup-sweep');
    const w = (await wallet(c)).body;
    expect(w.balance_amount).toBe('25.00');
    expect(w.notice).toEqual({ kind: 'cap', message: 'The monthly limit of automatic top-ups has been reached; continual top-up resumes next month.' });
    expect((await ledger(root, c)).rows.filter((r) => r.type === 'topup')).toHaveLength(2);
    expect((w.cap as { used_topups: number }).used_topups).toBe(1);
  });

  it('three failed automatic top-ups in a row (the 0341 card) stop it: notice, user log, e-mail', async () => {
    const c = await freshClient(s);
    await giveCard(root, c);
    await charge(c, '250', { continual: true });
    await giveCard(root, c, 'pm_card_chargeCustomerFail');
    await spendTo(c, 25_000, 1_000);
    for (let i = 0; i < 4; i++) await runSchedule('wallet-topup-sweep');
    const w = (await wallet(c)).body;
    expect(w.stop_continual).toBe('T');
    expect(w.notice?.kind).toBe('failures');
    expect(w.notice?.message).toBe('Continual top-up stopped after 3 failed automatic top-ups in a row. Please check your card and top up manually.');
    const { wallet: item, rows } = await ledger(root, c);
    expect(item?.failedInRow).toBe(3);
    expect(rows.filter((r) => r.type === 'topup')).toHaveLength(1);
    const logs = (await db().entities.audit.query.byCompany({ rootId: root, companyId: c }).go({ pages: 'all' })).data;
    expect(logs.filter((l) => l.action === 'wallet_topup_failed')).toHaveLength(2);
    expect(logs.filter((l) => l.action === 'wallet_stopped')).toHaveLength(1);
    const owner = (await db().entities.company.get({ rootId: root, companyId: c }).go()).data?.ownerEmail ?? '';
    const mails = (await mailTo(owner)).filter((m) => m.subject === 'Continual top-up of your data wallet has stopped');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Continual top-up stopped after 3 failed automatic top-ups in a row.');
    // Turning it on again is the owner's act: the notice goes, the count starts over.
    const on = await api(`${PREPAID}/stop-continual`, { method: 'PUT', token: s.agency.access_token, body: { company_id: c, stop_continual: 'F' } });
    expect(on.body).toMatchObject({ result: 'success', message: 'Continual top-up is on.' });
    expect((await wallet(c)).body.notice).toBeNull();
  });

  it('a card that needs authentication stops it at once and asks for a manual top-up', async () => {
    const c = await freshClient(s);
    await giveCard(root, c);
    await charge(c, '250', { continual: true });
    await giveCard(root, c, 'pm_card_authenticationRequired');
    await spendTo(c, 25_000, 1_000);
    await runSchedule('wallet-topup-sweep');
    const w = (await wallet(c)).body;
    expect(w.stop_continual).toBe('T');
    expect(w.notice).toEqual({ kind: 'authentication', message: 'Your card needs authentication for each payment, so continual top-up has stopped. Please top up manually.' });
  });
});

describe('Refund of the unused part of a top-up (root or the agency)', () => {
  it('returns what is unused to the card once; the balance and the rows agree', async () => {
    const c = await freshClient(s);
    await giveCard(root, c);
    await charge(c, '250');
    await debitWallet({ rootId: root, companyId: c }, 5_000, 'Lead', `${c}-r1`);
    const est = await api<{ total_amount: string; topups: { id: string; refundable_amount: string }[] }>(`${PREPAID}/refund-estimate/${c}`, { token: s.root.access_token });
    expect(est.body.total_amount).toBe('200.00');
    const id = est.body.topups[0]?.id ?? '';
    const [a, b] = await Promise.all([1, 2].map(() => api(`${PREPAID}/refund-topup`, { token: s.agency.access_token, body: { company_id: c, transaction_id: id } })));
    // The second ask either finds the refund recorded and not yet sent, and sends it under the same
    // key (200, the same money), or finds it done (409): either way the card gets it back once, as
    // the ledger below shows (docs/decisions.md, Money you can trust).
    const statuses = [a?.status, b?.status];
    expect(statuses).toContain(200);
    for (const status of statuses) expect([200, 409]).toContain(status);
    const { wallet: w, rows, sum } = await ledger(root, c);
    expect(w?.balanceCents).toBe(0);
    expect(sum).toBe(0);
    expect(rows.filter((r) => r.type === 'other').map((r) => r.amountCents)).toEqual([-20_000]);
    const again = await api<{ message: string }>(`${PREPAID}/refund-topup`, { token: s.root.access_token, body: { company_id: c, transaction_id: id } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Nothing of this top-up is left to refund.');
  });
});
