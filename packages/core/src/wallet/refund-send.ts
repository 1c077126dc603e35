import type { OpenPayment } from '../payments/open-payment.entity.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { walletGateway } from './gateway.js';
import { createWriteTransaction } from 'electrodb';
import { walletTxEntity } from './wallet.entity.js';
import { openPaymentEntity } from '../payments/open-payment.entity.js';

/**
 * Sends a refund whose ledger row is already written, under the key recorded with it (a repeat is
 * answered with the first refund, never a second), then notes the gateway's refund on the row and
 * removes the record in one transaction. Answers false when the gateway did not answer: the
 * reconciliation run sends it again.
 */
export async function finishWalletRefund(p: OpenPayment, _clock: Clock = systemClock): Promise<boolean> {
  if (!p.paymentIntentId || !p.refundTxId) throw new Error(`The open refund ${p.key} does not say what it refunds.`);
  let refundId: string;
  try {
    refundId = (
      await (await walletGateway()).refund({
        paymentIntentId: p.paymentIntentId,
        amountCents: p.amountCents,
        idempotencyKey: p.key,
        metadata: { rootId: p.rootId, companyId: p.companyId, topupId: p.topupId ?? '', kind: 'wallet_refund', idempotencyKey: p.key },
      })
    ).id;
  } catch (e) {
    console.error(JSON.stringify({ level: 'error', msg: 'wallet refund not sent; the reconciliation run sends it', key: p.key, error: e instanceof Error ? e.message : String(e) }));
    return false;
  }
  await createWriteTransaction({ walletTx: walletTxEntity, openPayment: openPaymentEntity }, ({ walletTx, openPayment }) => [
      walletTx.patch({ rootId: p.rootId, companyId: p.companyId, txId: p.refundTxId ?? '' }).set({ refundId }).commit(),
      openPayment.delete({ rootId: p.rootId, key: p.key }).commit(),
    ])
    .go();
  return true;
}
