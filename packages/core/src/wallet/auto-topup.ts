import { auditRow } from '../audit/record.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { queue } from '../platform/queue.js';
import { getCompanyWithAncestors } from '../tenancy/companies.js';
import type { Company } from '../tenancy/company.entity.js';
import { byFields, shardOf } from '../payments/open-payments.js';
import { recordAutoTopupFailure } from './auto-topup-failure.js';
import { makeTopupCharge, openTopupCharge } from './topup-charge.js';
import { WALLET_TOPUP_QUEUE } from './debit.js';
import { capAllows } from './ledger.js';
import { claimCrossing, needsTopup } from './crossing.js';
import { savedCardOf } from './saved-card.js';
import { WALLET_MESSAGES } from './wallet.contract.js';
import { WALLET_SCOPE, type Wallet } from './wallet.entity.js';
import { readWallet, runWalletTx, walletKey } from './wallet-store.js';

import { SYSTEM_ACTOR } from './system-actor.js';
import { createWriteTransaction } from 'electrodb';
import { walletEntity } from './wallet.entity.js';
import { auditEntity } from '../audit/audit.entity.js';

export { SYSTEM_ACTOR };

export type AutoTopupOutcome = 'not_needed' | 'charged' | 'already_settled' | 'capped' | 'failed' | 'stopped' | 'processing';

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
  if (!card) return recordAutoTopupFailure(w, client, { crossing, attempt: w.attempt }, false, WALLET_MESSAGES.noCard);
  const key = autoTopupKey(w, crossing);
  // Recorded before the card is charged, so a process that dies in between leaves something the
  // reconciliation run finishes (docs/decisions.md, "Money you can trust").
  const open = await openTopupCharge({
    rootId,
    key,
    shard: shardOf(key),
    kind: 'wallet_auto_topup',
    companyId,
    amountCents: w.amountCents,
    description: `Data wallet top-up for ${client.name}`,
    customerId: card.customerId,
    paymentMethodId: card.paymentMethodId,
    crossing,
    attempt: w.attempt,
    ...byFields(SYSTEM_ACTOR),
    createdAt: now.toISOString(),
  });
  const out = await makeTopupCharge(open, clock);
  if (out.status === 'credited') return 'charged';
  if (out.status === 'already_credited') return 'already_settled';
  if (out.status === 'processing') return 'processing';
  const after = await readWallet(rootId, companyId);
  return after && !after.continual ? 'stopped' : 'failed';
}

async function setNotice(w: Wallet, client: Company, notice: 'cap', message: string) {
  const audit = await auditRow({ rootId: w.rootId, companyId: w.companyId, user: SYSTEM_ACTOR, action: 'wallet_stopped', description: `Data wallet of ${client.name}: ${message}` });
  await runWalletTx(() =>
    createWriteTransaction({ wallet: walletEntity, audit: auditEntity }, ({ wallet, audit: log }) => [
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

/**
 * The 15-minute backstop: every wallet with continual top-up on that is at or below its threshold,
 * or has a crossing pending, gets a top-up message (a lost message or a failed attempt is retried).
 */
export async function sweepWallets(): Promise<number> {
  let cursor: string | null = null;
  let sent = 0;
  do {
    const page: { data: Wallet[]; cursor: string | null } = await walletEntity.query.all({ scope: WALLET_SCOPE }).go({ cursor, limit: 500 });
    for (const w of page.data) {
      if (!w.continual || !(w.pendingCrossing || needsTopup(w))) continue;
      await queue().send(WALLET_TOPUP_QUEUE, { kind: 'topup', rootId: w.rootId, companyId: w.companyId });
      sent += 1;
    }
    cursor = page.cursor;
  } while (cursor);
  return sent;
}
