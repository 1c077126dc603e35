import type { Actor } from '../access/actor.js';
import { actingUserOf, auditRow } from '../audit/record.js';
import { statsDay } from '../leads/daily-stats.js';
import { agencyOf, revenueWrites, rootZone } from '../reports/revenue-stats.js';
import { systemClock, type Clock } from '../platform/clock.js';
import type { OpenPayment } from '../payments/open-payment.entity.js';
import { byFields, shardOf } from '../payments/open-payments.js';
import { finishWalletRefund } from './refund-send.js';
import { centsToString } from '../pricing/money.js';
import { conflict, notFound } from '../shared/errors.js';
import { unusedByTopup } from './ledger.js';
import { actorUser } from './manual-topup.js';
import { WALLET_MESSAGES } from './wallet.contract.js';
import { walletScope } from './wallet-access.js';
import { topupsNow, topupsOf } from './wallet-read.js';
import { emptyWallet, readWallet, runWalletTx, walletKey } from './wallet-store.js';
import { createWriteTransaction } from 'electrodb';
import { openPaymentEntity } from '../payments/open-payment.entity.js';
import { walletEntity, walletTxEntity } from './wallet.entity.js';
import { auditEntity } from '../audit/audit.entity.js';
import { revenueStatsEntity } from '../reports/revenue-stats.entity.js';

/** What of each paid top-up is still unused and not expired: what a refund would return. */
async function refundable(rootId: string, companyId: string) {
  const w = (await readWallet(rootId, companyId)) ?? emptyWallet(rootId, companyId);
  const topups = await topupsOf(rootId, companyId);
  const unused = unusedByTopup(topups, w.consumedCents);
  return topups
    .filter((t) => !t.expiredAt && t.paymentIntentId && (unused.get(t.id) ?? 0) > 0)
    .map((t) => ({ topup: t, cents: unused.get(t.id) ?? 0 }))
    .reverse();
}

/** GET /refund-estimate/{companyId}: each top-up's unused part, newest first (root or the agency). */
export async function refundEstimate(actor: Actor, companyId: string) {
  const { client } = await walletScope(actor, companyId, 'refund');
  const list = await refundable(client.rootId, client.companyId);
  return {
    total_amount: centsToString(list.reduce((s, r) => s + r.cents, 0)),
    topups: list.map((r) => ({ id: r.topup.txId, amount: centsToString(r.topup.amountCents), refundable_amount: centsToString(r.cents), created_at: r.topup.createdAt, expired_at: r.topup.expiresAt })),
  };
}

/**
 * POST /refund-topup: returns the unused part of one top-up to the card it was paid with. The
 * ledger row (keyed by the top-up, so one refund per top-up), the top-up's refunded amount, the
 * balance, the audit row and the record of the refund to send are one transaction, conditioned on
 * what lead charges have consumed and on the top-up as read, so a debit landing meanwhile makes it
 * decide again. Only then is the refund sent, under a key of the top-up; a request that dies in
 * between leaves the record, which the next ask or the reconciliation run sends (docs/decisions.md,
 * "Money you can trust"). The money a refund returns is always what the ledger took out.
 */
export async function refundTopup(actor: Actor, input: { company_id: string; transaction_id: string }, ctx: { ip?: string | undefined }, clock: Clock = systemClock) {
  const { client } = await walletScope(actor, input.company_id, 'refund');
  const { rootId, companyId } = client;
  const key = `wallet-refund:${rootId}:${companyId}:${input.transaction_id}`;
  const unsent = (await openPaymentEntity.get({ rootId, key }).go({ consistent: true })).data;
  if (unsent) {
    await finishWalletRefund(unsent, clock);
    return { result: 'success' as const, message: WALLET_MESSAGES.refunded, refunded_amount: centsToString(unsent.amountCents) };
  }
  const user = await actorUser(actor);
  for (let round = 0; round < 50; round++) {
    const w = (await readWallet(rootId, companyId)) ?? emptyWallet(rootId, companyId);
    const topups = await topupsNow(rootId, companyId);
    const topup = topups.find((t) => t.txId === input.transaction_id);
    if (!topup) throw notFound('Top-up not found.');
    const cents = topup.expiredAt || !topup.paymentIntentId ? 0 : (unusedByTopup(topups, w.consumedCents).get(topup.id) ?? 0);
    if (cents <= 0) throw conflict(WALLET_MESSAGES.nothingToRefund);
    const now = clock.now();
    const refundTxId = `refund#${topup.txId}`;
    const open: OpenPayment = {
      rootId,
      key,
      shard: shardOf(key),
      kind: 'wallet_refund',
      companyId,
      amountCents: cents,
      description: `Refund of unused top-up ${topup.txId}`,
      paymentIntentId: topup.paymentIntentId ?? '',
      topupId: topup.txId,
      refundTxId,
      ...byFields(user),
      createdAt: now.toISOString(),
    };
    const audit = await auditRow(
      { rootId, companyId, user, actingUser: actingUserOf(actor), action: 'wallet_refund', description: `Refunded ${centsToString(cents)} unused of a top-up of ${centsToString(topup.amountCents)} to ${client.name}`, ip: ctx.ip },
      clock,
    );
    const refundDay = statsDay(now, await rootZone(rootId));
    const outcome = await runWalletTx(() =>
      createWriteTransaction({ wallet: walletEntity, walletTx: walletTxEntity, audit: auditEntity, openPayment: openPaymentEntity, revenueStats: revenueStatsEntity }, ({ wallet, walletTx, audit: log, openPayment, revenueStats }) => [
          wallet
            .patch(walletKey(rootId, companyId))
            .add({ balanceCents: -cents })
            .where((a, op) => `${op.eq(a.consumedCents, w.consumedCents)} AND ${op.gte(a.balanceCents, cents)}`)
            .commit(),
          walletTx
            .patch({ rootId, companyId, txId: topup.txId })
            .set({ refundedCents: topup.refundedCents + cents })
            .where((a, op) => `${op.eq(a.refundedCents, topup.refundedCents)} AND ${op.notExists(a.expiredAt)}`)
            .commit(),
          walletTx.create({ rootId, companyId, txId: refundTxId, type: 'other', title: 'Refund of unused top-up', amountCents: -cents, createdAt: now.toISOString(), topupId: topup.txId }).commit(),
          openPayment.create(open).commit(),
          log.create(audit).commit(),
          // Counted with its ledger row (docs/decisions.md, "Reports and revenue aggregates").
          ...revenueWrites({ revenueStats }, { rootId, agencyId: agencyOf(client), day: refundDay }, { refundCents: cents }),
        ])
        .go(),
    );
    if (outcome.ok) {
      await finishWalletRefund(open, clock);
      return { result: 'success' as const, message: WALLET_MESSAGES.refunded, refunded_amount: centsToString(cents) };
    }
    // Refunded already (its row exists): nothing is left to refund. Otherwise something moved: decide again.
    if (outcome.codes[2] === 'ConditionalCheckFailed') throw conflict(WALLET_MESSAGES.nothingToRefund);
  }
  throw conflict('The wallet kept changing while the refund was decided. Please try again.');
}
