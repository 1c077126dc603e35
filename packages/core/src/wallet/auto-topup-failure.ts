import { auditRow } from '../audit/record.js';
import type { OpenPayment } from '../payments/open-payment.entity.js';
import { mailer } from '../platform/mailer.js';
import { centsToString } from '../pricing/money.js';
import type { Company } from '../tenancy/company.entity.js';
import { SYSTEM_ACTOR } from './system-actor.js';
import { WALLET_MAX_FAILED_AUTO_TOPUPS, WALLET_MESSAGES } from './wallet.contract.js';
import type { Wallet } from './wallet.entity.js';
import { runWalletTx, walletKey } from './wallet-store.js';
import { createWriteTransaction } from 'electrodb';
import { walletEntity } from './wallet.entity.js';
import { auditEntity } from '../audit/audit.entity.js';
import { openPaymentEntity } from '../payments/open-payment.entity.js';

/**
 * A declined automatic top-up: one failed attempt counted (conditioned on the attempt, so a
 * redelivery does not count it twice) with the record of its charge removed; the third in a row,
 * or a card that needs the payer present, stops continual top-up with a notice, a user-log row and
 * an e-mail.
 */
export async function recordAutoTopupFailure(
  w: Wallet,
  client: Company,
  charge: Pick<OpenPayment, 'attempt' | 'crossing'> & { key?: string },
  requiresAction: boolean,
  gatewayMessage: string,
): Promise<'failed' | 'stopped'> {
  const crossing = charge.crossing ?? '';
  const failed = w.failedInRow + 1;
  const stop = requiresAction || failed >= WALLET_MAX_FAILED_AUTO_TOPUPS;
  const notice = requiresAction ? ('authentication' as const) : ('failures' as const);
  const message = requiresAction ? WALLET_MESSAGES.stoppedAuthentication : WALLET_MESSAGES.stoppedAfterFailures;
  const audit = await auditRow({
    rootId: w.rootId,
    companyId: w.companyId,
    user: SYSTEM_ACTOR,
    action: stop ? 'wallet_stopped' : 'wallet_topup_failed',
    description: stop
      ? `Continual top-up of the data wallet of ${client.name} stopped: ${message} (${gatewayMessage})`
      : `Automatic top-up of ${centsToString(w.amountCents)} for ${client.name} failed (${failed} in a row): ${gatewayMessage}`,
  });
  const attempt = charge.attempt ?? w.attempt;
  const outcome = await runWalletTx(() =>
    createWriteTransaction({ wallet: walletEntity, audit: auditEntity, openPayment: openPaymentEntity }, ({ wallet, audit: log, openPayment }) => [
        wallet
          .patch(walletKey(w.rootId, w.companyId))
          .data((a, op) => {
            op.set(a.failedInRow, failed);
            if (stop) {
              op.set(a.continual, false);
              op.set(a.notice, notice);
              op.remove(a.pendingCrossing);
              op.set(a.attempt, 0);
              // A new crossing id after a stop, so a later charge never reuses this attempt's key.
              op.set(a.crossingSeq, w.crossingSeq + 1);
            } else {
              op.set(a.attempt, attempt + 1);
            }
          })
          .where((a, op) => `${op.eq(a.pendingCrossing, crossing)} AND ${op.eq(a.attempt, attempt)}`)
          .commit(),
        log.create(audit).commit(),
        ...(charge.key ? [openPayment.delete({ rootId: w.rootId, key: charge.key }).commit()] : []),
      ])
      .go(),
  );
  // Another delivery of this attempt recorded it already (and finished its record).
  if (!outcome.ok) {
    if (charge.key) await openPaymentEntity.delete({ rootId: w.rootId, key: charge.key }).go();
    return 'failed';
  }
  if (stop) await mailOwner(client, message);
  return stop ? 'stopped' : 'failed';
}


async function mailOwner(client: Company, message: string) {
  if (!client.ownerEmail) return;
  await mailer()
    .send({
      to: client.ownerEmail,
      subject: 'Continual top-up of your data wallet has stopped',
      text: `Hello ${client.ownerName || client.name},\n\n${message}\n\nOpen Data Wallet from your profile menu to top up.\n`,
    })
    .catch((e: unknown) => console.error(JSON.stringify({ level: 'error', msg: 'wallet stop e-mail failed', error: String(e) })));
}

