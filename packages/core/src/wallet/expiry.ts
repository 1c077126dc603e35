import { auditRow } from '../audit/record.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { centsToString } from '../pricing/money.js';
import { getCompany } from '../tenancy/companies.js';
import { SYSTEM_ACTOR } from './auto-topup.js';
import { dueExpiries } from './ledger.js';
import { WALLET_SCOPE, type Wallet } from './wallet.entity.js';
import { readWallet, runWalletTx, walletKey } from './wallet-store.js';
import { topupsOf } from './wallet-read.js';
import { createWriteTransaction } from 'electrodb';
import { walletEntity, walletTxEntity } from './wallet.entity.js';
import { auditEntity } from '../audit/audit.entity.js';

const dateOnly = (iso: string) => iso.slice(0, 10);

/**
 * Expires what is left of each top-up 12 months after its date (first in, first out), as an
 * "other" row. Each expiry is one transaction: the row (keyed by the top-up, so a second run adds
 * nothing), the top-up marked expired, the balance lowered; conditioned on what charges have
 * consumed so far, so a debit landing meanwhile makes it compute again instead of expiring too much.
 */
export async function expireWallet(rootId: string, companyId: string, clock: Clock = systemClock): Promise<number> {
  let expired = 0;
  for (let round = 0; round < 20; round++) {
    const w = await readWallet(rootId, companyId);
    if (!w) return expired;
    const now = clock.now();
    const [due] = dueExpiries(await topupsOf(rootId, companyId), w.consumedCents, now);
    if (!due) return expired;
    const company = await getCompany(rootId, companyId);
    const audit = await auditRow({ rootId, companyId, user: SYSTEM_ACTOR, action: 'wallet_changed', description: `${centsToString(due.cents)} unused of a top-up expired in the data wallet of ${company?.name ?? companyId}` }, clock);
    const outcome = await runWalletTx(() =>
      createWriteTransaction({ wallet: walletEntity, walletTx: walletTxEntity, audit: auditEntity }, ({ wallet, walletTx, audit: log }) => [
          wallet
            .patch(walletKey(rootId, companyId))
            .add({ balanceCents: -due.cents, consumedCents: due.cents })
            .where((a, op) => `${op.eq(a.consumedCents, w.consumedCents)} AND ${op.gte(a.balanceCents, due.cents)}`)
            .commit(),
          walletTx
            .patch({ rootId, companyId, txId: due.id })
            .set({ expiredAt: now.toISOString() })
            .where((a, op) => op.notExists(a.expiredAt))
            .commit(),
          ...(due.cents > 0
            ? [
                walletTx
                  .create({ rootId, companyId, txId: `expiry#${due.id}`, type: 'other', title: `Expired: unused top-up of ${dateOnly(due.createdAt)}`, amountCents: -due.cents, createdAt: now.toISOString(), topupId: due.id })
                  .commit(),
                log.create(audit).commit(),
              ]
            : []),
        ])
        .go(),
    );
    if (outcome.ok) expired += due.cents > 0 ? 1 : 0;
  }
  return expired;
}

/** The daily run: every wallet's due expiries. */
export async function expireAllWallets(clock: Clock = systemClock): Promise<number> {
  let cursor: string | null = null;
  let n = 0;
  do {
    const page: { data: Wallet[]; cursor: string | null } = await walletEntity.query.all({ scope: WALLET_SCOPE }).go({ cursor, limit: 500 });
    for (const w of page.data) n += await expireWallet(w.rootId, w.companyId, clock);
    cursor = page.cursor;
  } while (cursor);
  return n;
}
