import type { Actor } from '../access/actor.js';
import { actingUserOf, auditRow } from '../audit/record.js';
import { db } from '../db/service.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { walletGateway } from './gateway.js';
import { centsToString } from '../pricing/money.js';
import { conflict, notFound } from '../shared/errors.js';
import { unusedByTopup } from './ledger.js';
import { actorUser } from './manual-topup.js';
import { WALLET_MESSAGES } from './wallet.contract.js';
import { walletScope } from './wallet-access.js';
import { topupsOf } from './wallet-read.js';
import { emptyWallet, readWallet, runWalletTx, walletKey } from './wallet-store.js';

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

/** GET /refund-estimate/{company_id}: each top-up's unused part, newest first (root or the agency). */
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
 * gateway refund is keyed by the top-up, so a repeat refunds once; the ledger row (keyed by the
 * top-up too), the top-up's refunded amount, the balance and the audit row are one transaction.
 */
export async function refundTopup(actor: Actor, input: { company_id: string; transaction_id: string }, ctx: { ip?: string | undefined }, clock: Clock = systemClock) {
  const { client } = await walletScope(actor, input.company_id, 'refund');
  const { rootId, companyId } = client;
  const list = await refundable(rootId, companyId);
  const hit = list.find((r) => r.topup.txId === input.transaction_id);
  if (!hit) {
    const exists = (await db().entities.walletTx.get({ rootId, companyId, txId: input.transaction_id }).go()).data;
    if (!exists || exists.type !== 'topup') throw notFound('Top-up not found.');
    throw conflict(WALLET_MESSAGES.nothingToRefund);
  }
  const { topup, cents } = hit;
  const refund = await (await walletGateway()).refund({
    paymentIntentId: topup.paymentIntentId ?? '',
    amountCents: cents,
    idempotencyKey: `wallet-refund:${rootId}:${companyId}:${topup.txId}`,
    metadata: { rootId, companyId, topupId: topup.txId, kind: 'wallet_refund' },
  });
  const now = clock.now();
  const audit = await auditRow(
    { rootId, companyId, user: await actorUser(actor), actingUser: actingUserOf(actor), action: 'wallet_refund', description: `Refunded ${centsToString(cents)} unused of a top-up of ${centsToString(topup.amountCents)} to ${client.name}`, ip: ctx.ip },
    clock,
  );
  const outcome = await runWalletTx(() =>
    db()
      .transaction.write(({ wallet, walletTx, audit: log }) => [
        wallet
          .patch(walletKey(rootId, companyId))
          .add({ balanceCents: -cents })
          .where((a, op) => op.gte(a.balanceCents, cents))
          .commit(),
        walletTx
          .patch({ rootId, companyId, txId: topup.txId })
          .set({ refundedCents: topup.refundedCents + cents })
          .where((a, op) => `${op.eq(a.refundedCents, topup.refundedCents)} AND ${op.notExists(a.expiredAt)}`)
          .commit(),
        walletTx
          .create({ rootId, companyId, txId: `refund#${topup.txId}`, type: 'other', title: 'Refund of unused top-up', amountCents: -cents, createdAt: now.toISOString(), topupId: topup.txId, paymentIntentId: refund.id })
          .commit(),
        log.create(audit).commit(),
      ])
      .go(),
  );
  if (!outcome.ok) throw conflict(WALLET_MESSAGES.nothingToRefund);
  return { result: 'success' as const, message: WALLET_MESSAGES.refunded, refunded_amount: centsToString(cents) };
}
