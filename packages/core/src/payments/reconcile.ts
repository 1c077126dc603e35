import { z } from 'zod';
import { systemClock, type Clock } from '../platform/clock.js';
import type { ChargeResult, GatewayCharge } from '../platform/payment-gateway.js';
import { getCompany } from '../tenancy/companies.js';
import { finishWalletRefund } from '../wallet/refund-send.js';
import { applyTopupCharge, topupTxIdOf } from '../wallet/topup-charge.js';
import { applyChargeResult, finalize, getInvoice, markPaidOf } from './charge-company.js';
import { answerOfCharge } from './gateway-answer.js';
import { OPEN_PAYMENT_SHARDS, type OpenPayment } from './open-payment.entity.js';
import { byOf, chargeRequestOf } from './open-payments.js';
import { reportDaySchema, runReconciliationReports, type ReportRunTally } from './reconcile-report.js';
import { gateway } from './stripe-gateway.js';
import { BILLING_SYSTEM_USER } from './charge-by.js';
import { finishPendingPayouts } from '../payouts/run-payouts.js';
import { mapLimit, serialPerKey } from '../platform/concurrency.js';
import { openPaymentEntity } from './open-payment.entity.js';
import { walletTxEntity } from '../wallet/wallet.entity.js';

/** How long a recorded call is left to its own request before the run looks it up. */
export const RECONCILE_AFTER_MS = 2 * 60_000;
/** How far back the run compares the gateway's charges with the ledger. */
export const RECONCILE_LOOKBACK_DAYS = 3;
/**
 * Records the run finishes at once (docs/decisions.md, Money you can trust): their reads and
 * gateway calls overlap; what each writes is written in its turn (`InTurn`).
 */
export const RECONCILE_CONCURRENCY = 6;

export interface ReconcileTally {
  /** Recorded calls older than RECONCILE_AFTER_MS found open, and what became of them. */
  open: number;
  finished: number;
  stillOpen: number;
  /** Succeeded gateway charges whose record was missing and is now written. */
  recorded: number;
  /** Succeeded gateway charges that pay for nothing (a second charge of one thing): refunded. */
  refunded: number;
  /** What the run could not match, for the reconciliation report. */
  differences: string[];
  gatewayCalls: number;
  /** Agency payouts left pending by a dead process, now transferred (or found transferred) and marked paid. */
  payoutsPaid: number;
}

export const newTally = (): ReconcileTally => ({ open: 0, finished: 0, stillOpen: 0, recorded: 0, refunded: 0, differences: [], gatewayCalls: 0, payoutsPaid: 0 });

/** One run's reads of the gateway: each customer's charges are listed once, however many of its calls are open. */
type ChargeLists = Map<string, Promise<GatewayCharge[]>>;

async function openPaymentsOlderThan(cutoff: string): Promise<OpenPayment[]> {
  const out: OpenPayment[] = [];
  for (let n = 0; n < OPEN_PAYMENT_SHARDS; n++) {
    const res = await openPaymentEntity.query.byAge({ shard: `open-payments#${n}` }).lt({ createdAt: cutoff }).go({ pages: 'all' });
    out.push(...res.data);
  }
  return out;
}

/** The call of a record as the gateway holds it: found by the key in its metadata, among the customer's recent charges. */
async function chargeAtGateway(p: OpenPayment, tally: ReconcileTally, lists?: ChargeLists, since?: number): Promise<GatewayCharge | undefined> {
  const from = since ?? Math.floor(new Date(p.createdAt).getTime() / 1000) - 300;
  const customer = p.customerId ?? '';
  let list = lists?.get(customer);
  if (!list) {
    tally.gatewayCalls += 1;
    list = gateway().listCharges({ createdGte: from, ...(p.customerId ? { customerId: p.customerId } : {}) });
    lists?.set(customer, list);
  }
  return (await list).find((c) => c.metadata.idempotencyKey === p.key);
}

/** The answer for a record: the charge found at the gateway, or the identical call made again under its key. */
async function answerFor(p: OpenPayment, tally: ReconcileTally, clock: Clock, lists?: ChargeLists, since?: number): Promise<ChargeResult | undefined> {
  const found = await chargeAtGateway(p, tally, lists, since);
  if (found) return answerOfCharge(found);
  tally.gatewayCalls += 1;
  try {
    return await gateway().charge(chargeRequestOf(p));
  } catch {
    return givenUp(p, clock);
  }
}

/** After this long, a call the gateway has no charge for and still answers with an error was never made. */
export const RECONCILE_GIVE_UP_MS = 60 * 60_000;

/**
 * Stripe keeps a key's first answer for 24 hours, a server error included, so a call that failed
 * that way is answered with the same error each time it is repeated. Its charge is not in the
 * customer's list (which is consistent): after an hour the call is finished as failed, which leaves
 * the invoice to the person's Retry (a new attempt, a new key) and the top-up to a new request.
 */
function givenUp(p: OpenPayment, clock: Clock): ChargeResult | undefined {
  if (clock.now().getTime() - new Date(p.createdAt).getTime() < RECONCILE_GIVE_UP_MS) return undefined;
  return { ok: false, status: 'failed', paymentIntentId: null, code: 'gateway_error', declineCode: null, message: 'The payment could not be completed. Please try again.', requiresAction: false };
}

/**
 * Runs what a finish writes in its turn: one at a time for a company's invoices, and one at a time
 * for its wallet. Two at once would each decide from what the other is changing: an invoice's
 * payment status is set back to ok only when no other invoice of the company is failed, and every
 * wallet credit or refund writes the one balance. An invoice's finish and a wallet's write no
 * item in common (the company item, the invoice; the wallet, its ledger), so they overlap.
 */
export type InTurn = <R>(turn: string, fn: () => Promise<R>) => Promise<R>;
const atOnce: InTurn = (_key, fn) => fn();

/** Finishes one recorded gateway call exactly once; answers whether it is finished now. */
export async function finishOpenPayment(p: OpenPayment, tally: ReconcileTally = newTally(), clock: Clock = systemClock, lists?: ChargeLists, since?: number, inTurn: InTurn = atOnce): Promise<boolean> {
  const turn = `${p.rootId}#${p.companyId}#${p.kind === 'invoice' ? 'invoices' : 'wallet'}`;
  const stale = async () => {
    await openPaymentEntity.delete({ rootId: p.rootId, key: p.key }).go();
    return true;
  };
  if (p.kind === 'wallet_refund') {
    tally.gatewayCalls += 1;
    return inTurn(turn, () => finishWalletRefund(p, clock));
  }
  if (p.kind === 'invoice') {
    const first = p.invoiceId ? await getInvoice(p.rootId, p.invoiceId) : undefined;
    // Finished by its request or its event after this run read the record.
    if (!first || first.status !== 'open' || first.attempt !== p.attempt) return stale();
    const result = await answerFor(p, tally, clock, lists, since);
    if (!result) return false;
    return inTurn(turn, async () => {
      // Read again in the company's turn: what an earlier finish of the company wrote is what this one decides from.
      const inv = await getInvoice(p.rootId, first.invoiceId);
      if (!inv || inv.status !== 'open' || inv.attempt !== p.attempt) return stale();
      const company = await getCompany(p.rootId, p.companyId);
      if (!company) return false;
      const markPaid = markPaidOf(inv.kind);
      const out = await applyChargeResult(inv, company, result, { by: byOf(p), ...(markPaid ? { markPaid } : {}) }, clock);
      return out.status !== 'processing';
    });
  }
  const credited = (await walletTxEntity.get({ rootId: p.rootId, companyId: p.companyId, txId: topupTxIdOf(p) }).go({ consistent: true })).data;
  if (credited && p.kind === 'wallet_topup') return stale();
  const result = await answerFor(p, tally, clock, lists, since);
  if (!result) return false;
  return inTurn(turn, async () => (await applyTopupCharge(p, result, clock)).status !== 'processing');
}

/** A succeeded charge that pays for nothing the ledger lacks (a second charge of one thing): its money goes back. */
async function refundUnmatched(c: GatewayCharge, why: string, tally: ReconcileTally): Promise<void> {
  const left = c.amountCents - c.refundedCents;
  tally.differences.push(`${c.paymentIntentId}: ${why}${left > 0 ? `; ${left} cents refunded` : ''}`);
  if (left <= 0) return;
  tally.gatewayCalls += 1;
  await gateway().refund({ paymentIntentId: c.paymentIntentId, amountCents: left, idempotencyKey: `reconcile-refund:${c.paymentIntentId}`, metadata: { kind: 'reconcile_refund', reason: why.slice(0, 400) } });
  tally.refunded += 1;
}

/**
 * One succeeded gateway charge against the ledger: recorded where its record is missing (an invoice
 * still open or failed, a top-up not yet credited), refunded where the thing it pays for was already
 * paid by another charge or does not exist. Charges the platform did not make are left alone.
 */
export async function matchGatewayCharge(c: GatewayCharge, tally: ReconcileTally = newTally(), clock: Clock = systemClock): Promise<void> {
  const md = c.metadata;
  if (!md.rootId) return;
  if (md.invoiceId) {
    const inv = await getInvoice(md.rootId, md.invoiceId);
    if (!inv) return refundUnmatched(c, `charged for invoice ${md.invoiceId}, which does not exist`, tally);
    if (inv.status === 'paid' || inv.status === 'refunded') {
      if (inv.paymentIntentId && inv.paymentIntentId !== c.paymentIntentId) await refundUnmatched(c, `second charge of invoice ${inv.number}`, tally);
      return;
    }
    const company = await getCompany(inv.rootId, inv.companyId);
    if (!company) return;
    const markPaid = markPaidOf(inv.kind);
    const by = { by: BILLING_SYSTEM_USER, ...(markPaid ? { markPaid } : {}) };
    const result = answerOfCharge(c);
    if (result.status !== 'succeeded') return;
    if (inv.status === 'open' && String(inv.attempt) === md.attempt) {
      const out = await applyChargeResult(inv, company, result, by, clock);
      if (!out.duplicate) tally.recorded += 1;
    } else if (inv.status === 'failed') {
      // An earlier attempt the gateway finished after its invoice was recorded failed: that charge pays it.
      const out = await finalize(inv, inv.attempt, result, { ...by, company, lateSuccess: true }, clock);
      if (!out.duplicate) tally.recorded += 1;
    }
    return;
  }
  if (md.kind === 'wallet_topup' && md.companyId && (md.topupId || md.crossing)) {
    const p = { kind: md.topupId ? ('wallet_topup' as const) : ('wallet_auto_topup' as const), topupId: md.topupId, crossing: md.crossing };
    // The record first, then the row: the credit writes one and deletes the other in one
    // transaction, so a credit landing between the two reads is still seen (never refunded).
    const open = md.idempotencyKey ? (await openPaymentEntity.get({ rootId: md.rootId, key: md.idempotencyKey }).go({ consistent: true })).data : undefined;
    if (open) {
      const out = await applyTopupCharge(open, answerOfCharge(c), clock);
      if (out.status === 'credited') tally.recorded += 1;
      // Credited by another charge of the same thing (an earlier attempt of the crossing): this one goes back.
      if (out.status !== 'already_credited') return;
    }
    const row = (await walletTxEntity.get({ rootId: md.rootId, companyId: md.companyId, txId: topupTxIdOf(p) }).go({ consistent: true })).data;
    if (!row) return refundUnmatched(c, `wallet charge of ${md.companyId} with no top-up recorded`, tally);
    if (row.paymentIntentId && row.paymentIntentId !== c.paymentIntentId) await refundUnmatched(c, `second charge of wallet top-up ${row.txId} of ${md.companyId}`, tally);
  }
}

/**
 * The reconciliation run (the `payments-reconcile` schedule, every 15 minutes): every gateway call
 * recorded more than a couple of minutes ago and still open is looked up at the gateway by its key
 * and finished exactly once (paid and credited, or failed and left for the person); then every
 * succeeded charge of the last days is matched with the ledger, recorded where its record is
 * missing, refunded and reported where it pays for nothing (docs/decisions.md, "Money you can trust").
 */
export async function reconcilePayments(clock: Clock = systemClock): Promise<ReconcileTally> {
  const tally = newTally();
  const now = clock.now();
  const cutoff = new Date(now.getTime() - RECONCILE_AFTER_MS);
  const open = await openPaymentsOlderThan(cutoff.toISOString());
  // Each customer's charges are listed once, from before its oldest open call.
  const lists: ChargeLists = new Map();
  const oldest = open.reduce((m, p) => Math.min(m, new Date(p.createdAt).getTime()), now.getTime());
  const since = Math.floor(oldest / 1000) - 300;
  const inTurn = serialPerKey();
  await mapLimit(open, RECONCILE_CONCURRENCY, async (p) => {
    tally.open += 1;
    try {
      if (await finishOpenPayment(p, tally, clock, lists, since, inTurn)) tally.finished += 1;
      else tally.stillOpen += 1;
    } catch (e) {
      tally.stillOpen += 1;
      console.error(JSON.stringify({ level: 'error', msg: 'open payment not finished; the next run tries again', key: p.key, error: e instanceof Error ? e.message : String(e) }));
    }
  });
  tally.gatewayCalls += 1;
  const charges = await gateway().listCharges({ createdGte: Math.floor(now.getTime() / 1000) - RECONCILE_LOOKBACK_DAYS * 86_400 });
  for (const c of charges) {
    if (c.status !== 'succeeded' || c.created * 1000 > cutoff.getTime()) continue;
    try {
      await matchGatewayCharge(c, tally, clock);
    } catch (e) {
      tally.differences.push(`${c.paymentIntentId}: could not be matched (${e instanceof Error ? e.message : String(e)})`);
    }
  }
  tally.payoutsPaid = await finishPendingPayouts(cutoff, clock);
  if (tally.differences.length) console.error(JSON.stringify({ level: 'warn', msg: 'payments reconciliation found differences', differences: tally.differences }));
  return tally;
}

export const PAYMENTS_RECONCILE_QUEUE = 'payments-reconcile';
/**
 * What the 'payments-reconcile' queue carries (the schedules add their name and time): the
 * 15-minute run, or the daily reconciliation report of a UTC day (yesterday when none is named).
 */
export const reconcileMessageSchema = z.discriminatedUnion('kind', [z.object({ kind: z.literal('reconcile') }), z.object({ kind: z.literal('report'), day: reportDaySchema.optional() })]);
export type ReconcileMessage = z.infer<typeof reconcileMessageSchema>;

export async function handleReconcileMessage(body: unknown, clock: Clock = systemClock): Promise<(Omit<ReconcileTally, 'differences'> & { differences: number }) | ReportRunTally> {
  const message = reconcileMessageSchema.parse(body);
  if (message.kind === 'report') return runReconciliationReports(message.day, clock);
  const t = await reconcilePayments(clock);
  return { ...t, differences: t.differences.length };
}
