import { buildReconciliationReport, chargeCompany, db, handleReconcileMessage, resetPaymentGateway, type ReportRunTally } from '@platform/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, mailTo } from '../client.js';
import { freshClient, giveCard, ledger, PREPAID, requestId, sessions } from '../wallet/wallet-helpers.js';
import { control, stripe } from './gateway.js';

/**
 * docs/decisions.md, Money you can trust: once a day each root gets a report of what the gateway
 * took and gave back against what the ledger holds of that money; its owner is mailed when they
 * differ. Each test moves the platform's (and the gateway's) clock to a day of its own, so the day
 * holds only the charges the test makes.
 */
let rootId: string;
beforeAll(async () => {
  rootId = (await sessions()).root.companyId;
  resetPaymentGateway();
});
afterEach(async () => {
  await control('/_local/webhooks/release');
});
afterAll(async () => {
  await api('/_local/clock', { body: { offsetMs: 0 } });
  // What was logged on the future days (sign-ins, top-ups) would be the newest rows of Acme's user
  // logs for every file after this one: removed, so no file depends on running before this one.
  const acme = (await sessions()).agency.companyId;
  const now = new Date().toISOString();
  const future = (await db().entities.audit.query.byAgency({ rootId, agencyId: acme }).gt({ createdAt: now }).go({ pages: 'all' })).data;
  // In batches of 25, not a round trip per row: in the whole API run the schedules fired on those
  // days may have logged for other files' clients too (the file after this one started about 30 s
  // late in the last clean runs; not measured apart).
  if (future.length === 0) return;
  const { unprocessed } = await db().entities.audit.delete(future.map((row) => ({ rootId: row.rootId, companyId: row.companyId, createdAt: row.createdAt, logId: row.logId }))).go();
  expect(unprocessed).toEqual([]);
});

const DAY_MS = 86_400_000;
/** Moves the clock to noon (UTC) `days` from today, signs everyone in again there and answers that day. */
async function moveToNoonIn(days: number) {
  const noon = new Date();
  noon.setUTCHours(12, 0, 0, 0);
  const target = noon.getTime() + days * DAY_MS;
  await api('/_local/clock', { body: { offsetMs: target - Date.now() } });
  // The jump makes the rate schedules (the reconciliation run, the top-up sweep) due: fired now rather
  // than at the runtime's next check (up to 5 s on), and let finish, so what they charge for other
  // tests' records is in the ledger before the report.
  expect((await api('/_local/schedules/tick', { body: {} })).status).toBe(200);
  for (const q of ['payments-reconcile', 'wallet-topup']) await api(`/_local/queues/${q}/drain`, { body: { timeoutMs: 20_000 } });
  return { day: new Date(target).toISOString().slice(0, 10), s: await sessions() };
}

/** What the gateway itself lists for the root on a day: succeeded charges and refunds, in cents. */
async function gatewayDay(day: string) {
  const st = await stripe();
  const from = Date.parse(`${day}T00:00:00Z`) / 1000;
  const created = { gte: from, lt: from + 86_400 };
  const charges = (await st.paymentIntents.list({ created, limit: 100 }).autoPagingToArray({ limit: 10_000 })).filter((p) => p.status === 'succeeded' && p.metadata.rootId === rootId);
  const ids = new Set(charges.map((p) => p.id));
  const refunds = (await st.refunds.list({ created, limit: 100 }).autoPagingToArray({ limit: 10_000 })).filter((r) => r.metadata?.rootId === rootId || ids.has(String(r.payment_intent)));
  return { took: charges.reduce((t, p) => t + p.amount, 0), gaveBack: refunds.reduce((t, r) => t + r.amount, 0) };
}

describe('a day whose gateway and ledger agree', () => {
  it('reports zero differences, and totals equal to the charges and refunds made', async () => {
    // Made before the clock moves: a company created on a future day would be the newest in
    // Acme's logs for every file after this one.
    const clientId = await freshClient(await sessions());
    const { day, s } = await moveToNoonIn(41);
    await giveCard(rootId, clientId);
    const topup = await api(`${PREPAID}/charge`, { token: s.agency.access_token, body: { company_id: clientId, amount: '250', custom_amount: 'F', stop_continual: 'T', request_id: requestId() } });
    expect(topup.status).toBe(200);
    const invoice = await chargeCompany({ rootId, companyId: clientId, amountCents: 4_200, description: 'Report test', lines: [{ description: 'Test', quantity: 1, unitCents: 4_200 }], idempotencyKey: `report-clean:${clientId}`, kind: 'lead_charges' });
    expect(invoice.status).toBe('paid');
    const row = (await ledger(rootId, clientId)).rows.find((r) => r.type === 'topup')!;
    expect((await api(`${PREPAID}/refund-topup`, { token: s.root.access_token, body: { company_id: clientId, transaction_id: row.txId } })).status).toBe(200);

    const report = await buildReconciliationReport(rootId, day);
    expect(report.listed).toEqual([]);
    expect(report.differences).toBe(0);
    expect(report.companies.find((c) => c.companyId === clientId)).toEqual({
      companyId: clientId,
      tookCents: 29_200,
      ledgerTookCents: 29_200,
      gaveBackCents: 25_000,
      ledgerGaveBackCents: 25_000,
      charges: 2,
      refunds: 1,
      differences: 0,
    });
    const g = await gatewayDay(day);
    expect(g.took).toBeGreaterThanOrEqual(29_200);
    expect({ took: report.tookCents, ledgerTook: report.ledgerTookCents, gaveBack: report.gaveBackCents, ledgerGaveBack: report.ledgerGaveBackCents }).toEqual({ took: g.took, ledgerTook: g.took, gaveBack: g.gaveBack, ledgerGaveBack: g.gaveBack });
    expect(report.companies.reduce((t, c) => t + c.tookCents, 0)).toBe(report.tookCents);
  });
});

describe('a charge the ledger does not hold', () => {
  it('is listed with its gateway id, company, amount and what is missing; the root owner is mailed once, however often the run repeats', async () => {
    // Made before the clock moves: a company created on a future day would be the newest in
    // Acme's logs for every file after this one.
    const clientId = await freshClient(await sessions());
    const { day } = await moveToNoonIn(43);
    const { customerId, paymentMethodId } = await giveCard(rootId, clientId);
    // The gateway's event would send the charge through the run's matching (and refund it): held back.
    await control('/_local/webhooks/hold');
    const topupId = `ghost-${clientId}`;
    const pi = await (await stripe()).paymentIntents.create({
      amount: 1_234,
      currency: 'usd',
      customer: customerId,
      payment_method: paymentMethodId,
      confirm: true,
      off_session: true,
      metadata: { rootId, companyId: clientId, idempotencyKey: `wallet-charge:${rootId}:${clientId}:${topupId}`, kind: 'wallet_topup', topupId },
    });
    expect(pi.status).toBe('succeeded');

    const first = (await handleReconcileMessage({ kind: 'report', day })) as ReportRunTally;
    expect(first).toMatchObject({ day, mailed: expect.any(Number) });
    expect(first.stored).toBeGreaterThanOrEqual(1);
    // The schedule's own message names no day: the run of the next morning reports this day, already stored.
    const again = (await handleReconcileMessage({ kind: 'report', schedule: 'payments-report' }, { now: () => new Date(Date.parse(`${day}T14:00:00Z`) + DAY_MS) })) as ReportRunTally;
    expect(again).toMatchObject({ day, stored: 0, mailed: 0 });

    const stored = (await db().entities.reconciliationReport.get({ rootId, day }).go({ consistent: true })).data;
    expect(stored?.differences).toBe(1);
    expect(stored?.listed).toEqual([{ gatewayId: pi.id, companyId: clientId, amountCents: 1_234, what: `wallet ledger row topup#${topupId} is missing` }]);
    expect(stored?.companies?.find((c) => c.companyId === clientId)).toMatchObject({ tookCents: 1_234, ledgerTookCents: 0, differences: 1 });

    // The demo root has no owner on its company: its first system user is the owner.
    const owner = 'root@demo.test';
    const mails = async () => (await mailTo(owner)).filter((m) => m.subject.includes(`Payments reconciliation ${day}`));
    for (let i = 0; i < 50 && (await mails()).length === 0; i += 1) await new Promise((r) => setTimeout(r, 50));
    const got = await mails();
    expect(got).toHaveLength(1);
    expect(got[0]?.subject).toBe(`Payments reconciliation ${day}: 1 difference`);
    expect(got[0]?.text).toContain(`${pi.id} (company ${clientId}, $12.34): wallet ledger row topup#${topupId} is missing`);
  });
});

describe('a top-up and its refund the ledger holds differently', () => {
  it('lists the charge whose ledger row is gone and the refund whose row notes another refund', async () => {
    // Made before the clock moves: a company created on a future day would be the newest in
    // Acme's logs for every file after this one.
    const clientId = await freshClient(await sessions());
    const { day, s } = await moveToNoonIn(45);
    await giveCard(rootId, clientId);
    expect((await api(`${PREPAID}/charge`, { token: s.agency.access_token, body: { company_id: clientId, amount: '250', custom_amount: 'F', stop_continual: 'T', request_id: requestId() } })).status).toBe(200);
    const topup = (await ledger(rootId, clientId)).rows.find((r) => r.type === 'topup')!;
    expect((await api(`${PREPAID}/refund-topup`, { token: s.root.access_token, body: { company_id: clientId, transaction_id: topup.txId } })).status).toBe(200);
    const refundTxId = `refund#${topup.txId}`;
    const refundId = (await db().entities.walletTx.get({ rootId, companyId: clientId, txId: refundTxId }).go({ consistent: true })).data?.refundId;
    await db().entities.walletTx.delete({ rootId, companyId: clientId, txId: topup.txId }).go();
    await db().entities.walletTx.patch({ rootId, companyId: clientId, txId: refundTxId }).set({ refundId: 're_not_this_one' }).go();

    const report = await buildReconciliationReport(rootId, day);
    expect(report.listed).toEqual([
      { gatewayId: topup.paymentIntentId, companyId: clientId, amountCents: 25_000, what: `wallet ledger row ${topup.txId} is missing` },
      { gatewayId: refundId, companyId: clientId, amountCents: 25_000, what: `wallet ledger row ${refundTxId} notes refund re_not_this_one` },
    ]);
    expect(report.companies.find((c) => c.companyId === clientId)).toMatchObject({ tookCents: 25_000, ledgerTookCents: 0, gaveBackCents: 25_000, ledgerGaveBackCents: 0, differences: 2 });
  });
});
