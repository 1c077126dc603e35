import { auditRow } from '../audit/record.js';
import { db } from '../db/service.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { mailer } from '../platform/mailer.js';
import { walletGateway } from './gateway.js';
import { queue } from '../platform/queue.js';
import { getCompanyWithAncestors } from '../tenancy/companies.js';
import type { Company } from '../tenancy/company.entity.js';
import { centsToString } from '../pricing/money.js';
import { creditTopup } from './credit.js';
import { WALLET_TOPUP_QUEUE } from './debit.js';
import { capAllows } from './ledger.js';
import { claimCrossing, needsTopup } from './crossing.js';
import { savedCardOf } from './saved-card.js';
import { WALLET_MAX_FAILED_AUTO_TOPUPS, WALLET_MESSAGES } from './wallet.contract.js';
import { WALLET_SCOPE, type Wallet } from './wallet.entity.js';
import { readWallet, runWalletTx, walletKey } from './wallet-store.js';

/** Who the user logs name for what continual top-up does on its own. */
export const SYSTEM_ACTOR = { userId: 'system', name: 'Continual top-up', userType: 'system' } as const;

export type AutoTopupOutcome = 'not_needed' | 'charged' | 'already_settled' | 'capped' | 'failed' | 'stopped';

/** The gateway idempotency key of one charge attempt for one threshold crossing of one wallet. */
export const autoTopupKey = (w: Pick<Wallet, 'rootId' | 'companyId' | 'attempt'>, crossing: string) =>
  `wallet-topup:${w.rootId}:${w.companyId}:${crossing}:${w.attempt}`;

/**
 * The top-up worker's step for one wallet: charge the saved card off-session for the pending
 * threshold crossing and credit it. The charge's idempotency key is the crossing and its attempt,
 * so a redelivered message, the sweep and concurrent debits all reach the same charge; the credit
 * is keyed by the crossing, so it lands once. A decline counts one failed attempt (conditioned on
 * the attempt, so a redelivery does not count it twice); the third in a row, or a card that needs
 * the payer present, stops continual top-up with a notice, a user-log row and an e-mail.
 */
export async function runAutoTopup(rootId: string, companyId: string, clock: Clock = systemClock): Promise<AutoTopupOutcome> {
  let w = await readWallet(rootId, companyId);
  if (!w || !w.continual) return 'not_needed';
  if (!w.pendingCrossing) {
    if (!needsTopup(w)) return 'not_needed';
    w = await claimCrossing(w);
    if (!w?.pendingCrossing || !w.continual) return 'not_needed';
  }
  const crossing = w.pendingCrossing;
  if (!crossing) return 'not_needed';
  const now = clock.now();
  const chain = await getCompanyWithAncestors(rootId, companyId);
  if (!chain) return 'not_needed';
  const client = chain.company;

  if (!capAllows(w, w.amountCents, now)) {
    if (w.notice !== 'cap') await setNotice(w, client, 'cap', WALLET_MESSAGES.capReached);
    return 'capped';
  }

  const card = savedCardOf(client);
  const result = card
    ? await (await walletGateway()).charge({
        customerId: card.customerId,
        paymentMethodId: card.paymentMethodId,
        amountCents: w.amountCents,
        description: `Data wallet top-up for ${client.name}`,
        idempotencyKey: autoTopupKey(w, crossing),
        metadata: { rootId, companyId, crossing, kind: 'wallet_topup' },
      })
    : ({ ok: false, paymentIntentId: null, code: 'no_card', declineCode: null, message: WALLET_MESSAGES.noCard, requiresAction: false } as const);

  if (result.ok) {
    const credit = await creditTopup({
      rootId,
      companyId,
      txId: `topup#auto#${crossing}`,
      title: 'Automatic top-up',
      amountCents: w.amountCents,
      paymentIntentId: result.paymentIntentId,
      auto: true,
      now,
      crossing,
      audit: { user: SYSTEM_ACTOR, action: 'wallet_topup', description: `Continual top-up of ${centsToString(w.amountCents)} to the data wallet of ${client.name}` },
    });
    return credit.credited ? 'charged' : 'already_settled';
  }
  return recordFailure(w, client, crossing, result.requiresAction, result.message);
}

async function recordFailure(w: Wallet, client: Company, crossing: string, requiresAction: boolean, gatewayMessage: string): Promise<AutoTopupOutcome> {
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
  const attempt = w.attempt;
  const outcome = await runWalletTx(() =>
    db()
      .transaction.write(({ wallet, audit: log }) => [
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
      ])
      .go(),
  );
  // Another delivery of this attempt recorded it already.
  if (!outcome.ok) return 'failed';
  if (stop) await mailOwner(client, message);
  return stop ? 'stopped' : 'failed';
}

async function setNotice(w: Wallet, client: Company, notice: 'cap', message: string) {
  const audit = await auditRow({ rootId: w.rootId, companyId: w.companyId, user: SYSTEM_ACTOR, action: 'wallet_stopped', description: `Data wallet of ${client.name}: ${message}` });
  await runWalletTx(() =>
    db()
      .transaction.write(({ wallet, audit: log }) => [
        wallet
          .patch(walletKey(w.rootId, w.companyId))
          .set({ notice })
          .where((a, op) => op.notExists(a.notice))
          .commit(),
        log.create(audit).commit(),
      ])
      .go(),
  );
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

/**
 * The 15-minute backstop: every wallet with continual top-up on that is at or below its threshold,
 * or has a crossing pending, gets a top-up message (a lost message or a failed attempt is retried).
 */
export async function sweepWallets(): Promise<number> {
  let cursor: string | null = null;
  let sent = 0;
  do {
    const page: { data: Wallet[]; cursor: string | null } = await db().entities.wallet.query.all({ scope: WALLET_SCOPE }).go({ cursor, limit: 500 });
    for (const w of page.data) {
      if (!w.continual || !(w.pendingCrossing || needsTopup(w))) continue;
      await queue().send(WALLET_TOPUP_QUEUE, { kind: 'topup', rootId: w.rootId, companyId: w.companyId });
      sent += 1;
    }
    cursor = page.cursor;
  } while (cursor);
  return sent;
}
