import { auditRow, type AuditInput } from '../audit/record.js';
import { requestLeadRelease } from '../leads/release-pending.js';
import { statsDay } from '../leads/daily-stats.js';
import { agencyOf, revenueWrites, rootZone } from '../reports/revenue-stats.js';
import { getCompany } from '../tenancy/companies.js';
import { capMonthOf, expiryOf } from './ledger.js';
import { readWallet, runWalletTx, walletKey, type TxOutcome } from './wallet-store.js';
import type { Wallet } from './wallet.entity.js';
import { createWriteTransaction } from 'electrodb';
import { walletEntity, walletTxEntity } from './wallet.entity.js';
import { auditEntity } from '../audit/audit.entity.js';
import { openPaymentEntity } from '../payments/open-payment.entity.js';
import { revenueStatsEntity } from '../reports/revenue-stats.entity.js';

export interface CreditInput {
  rootId: string;
  companyId: string;
  txId: string;
  title: string;
  amountCents: number;
  paymentIntentId: string;
  auto: boolean;
  now: Date;
  audit: Omit<AuditInput, 'rootId' | 'companyId'>;
  /** Settings the same change saves (the modal's amount and continual choice). */
  settings?: Partial<Pick<Wallet, 'amountCents' | 'customAmount' | 'continual'>>;
  /**
   * Automatic top-ups settle this crossing when it is still pending. One that something else settled
   * meanwhile (a manual top-up, continual top-up stopped) is credited all the same: the card was
   * charged, so the money is the client's (docs/decisions.md, "Money you can trust").
   */
  crossing?: string;
  /** The recorded gateway call this credit finishes (payments/open-payment.entity.ts), removed in the same transaction. */
  openKey?: string;
}

export type CreditResult = { credited: true; balanceCents: number } | { credited: false; why: 'already_credited' };

/**
 * Puts a paid top-up in the wallet: the ledger row (keyed by what was paid for, so a retry cannot
 * credit twice), the balance and the balance after the top-up (last_balance_amount), and the audit
 * row, in one transaction. The balance is conditioned on the value read, so last_balance_amount is
 * exact even while debits run; a debit in between only makes it read again.
 */
export async function creditTopup(c: CreditInput): Promise<CreditResult> {
  const audit = await auditRow({ ...c.audit, rootId: c.rootId, companyId: c.companyId }, { now: () => c.now });
  // The top-up counts toward the root's revenue figures in its own transaction (docs/decisions.md, "Reports and revenue aggregates").
  const client = await getCompany(c.rootId, c.companyId);
  const revenueKey = { rootId: c.rootId, agencyId: client ? agencyOf(client) : c.companyId, day: statsDay(c.now, await rootZone(c.rootId)) };
  let next = 0;
  const outcome: TxOutcome = await runWalletTx(async () => {
    const w = await readWallet(c.rootId, c.companyId);
    if (!w) throw new Error('The wallet item must exist before a top-up is credited.');
    // A crossing settled by something else: only the money moves, a newer crossing's state stays.
    const settlesCrossing = !c.crossing || w.pendingCrossing === c.crossing;
    const pendingBefore = w.pendingCrossing;
    next = w.balanceCents + c.amountCents;
    const month = capMonthOf(c.now);
    const sameMonth = w.capMonth === month;
    const settings = { ...c.settings };
    const continual = settings.continual ?? w.continual;
    // Any top-up lifts the balance above its new threshold, so it settles a crossing still pending;
    // the next crossing gets a new id, so its charge never reuses an earlier attempt's key.
    const crossingSeq = w.crossingSeq + 1;
    const balanceBefore = w.balanceCents;
    return createWriteTransaction({ wallet: walletEntity, walletTx: walletTxEntity, audit: auditEntity, openPayment: openPaymentEntity, revenueStats: revenueStatsEntity }, ({ wallet, walletTx, audit: log, openPayment, revenueStats }) => [
        wallet
          .patch(walletKey(c.rootId, c.companyId))
          .data((a, op) => {
            op.set(a.balanceCents, next);
            op.set(a.lastBalanceCents, next);
            if (settings.amountCents !== undefined) op.set(a.amountCents, settings.amountCents);
            if (settings.customAmount !== undefined) op.set(a.customAmount, settings.customAmount);
            op.set(a.continual, continual);
            if (settlesCrossing) {
              op.set(a.crossingSeq, crossingSeq);
              op.remove(a.pendingCrossing);
              op.set(a.attempt, 0);
              op.set(a.failedInRow, 0);
            }
            if (!c.auto || continual) op.remove(a.notice);
            if (c.auto) {
              op.set(a.capMonth, month);
              op.set(a.monthTopups, (sameMonth ? w.monthTopups : 0) + 1);
              op.set(a.monthAmountCents, (sameMonth ? w.monthAmountCents : 0) + c.amountCents);
            }
          })
          .where((a, op) => `${op.eq(a.balanceCents, balanceBefore)} AND ${pendingBefore ? op.eq(a.pendingCrossing, pendingBefore) : op.notExists(a.pendingCrossing)}`)
          .commit(),
        walletTx
          .create({
            rootId: c.rootId,
            companyId: c.companyId,
            txId: c.txId,
            type: 'topup',
            title: c.title,
            amountCents: c.amountCents,
            createdAt: c.now.toISOString(),
            expiresAt: expiryOf(c.now).toISOString(),
            refundedCents: 0,
            paymentIntentId: c.paymentIntentId,
            auto: c.auto,
          })
          .commit(),
        log.create(audit).commit(),
        ...(c.openKey ? [openPayment.delete({ rootId: c.rootId, key: c.openKey }).commit()] : []),
        ...revenueWrites({ revenueStats }, revenueKey, { topupCents: c.amountCents }),
      ])
      .go();
  }, { attempts: 200, retryWhen: (codes) => codes[0] === 'ConditionalCheckFailed' && codes[1] !== 'ConditionalCheckFailed' });
  if (outcome.ok) {
    // Leads that waited for this wallet (pending) are charged and delivered now.
    await requestLeadRelease(c.rootId, c.companyId);
    return { credited: true, balanceCents: next };
  }
  if (outcome.codes[1] === 'ConditionalCheckFailed') {
    // Credited before (a redelivery, a retry): the record of the call is finished all the same.
    if (c.openKey) await openPaymentEntity.delete({ rootId: c.rootId, key: c.openKey }).go();
    return { credited: false, why: 'already_credited' };
  }
  // The balance moved under us (a debit): runWalletTx gave up only after many tries.
  throw new Error(`The top-up could not be credited: ${outcome.codes.join(', ')}`);
}
