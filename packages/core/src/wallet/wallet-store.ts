import { isConditionFailure } from '../db/conditions.js';
import { runTransaction, type RetryOptions } from '../db/transaction.js';
import { WALLET_SCOPE, type Wallet } from './wallet.entity.js';
import { walletEntity } from './wallet.entity.js';

export const walletKey = (rootId: string, companyId: string) => ({ rootId, companyId });

/** A wallet nobody has touched yet reads as an empty one with the default settings. */
export function emptyWallet(rootId: string, companyId: string): Wallet {
  return {
    rootId,
    companyId,
    scope: WALLET_SCOPE,
    balanceCents: 0,
    consumedCents: 0,
    amountCents: 25_000,
    customAmount: false,
    lastBalanceCents: 0,
    continual: false,
    crossingSeq: 0,
    attempt: 0,
    failedInRow: 0,
    capTopups: 10,
    capAmountCents: 1_000_000,
    monthTopups: 0,
    monthAmountCents: 0,
  };
}

export async function readWallet(rootId: string, companyId: string): Promise<Wallet | undefined> {
  return (await walletEntity.get(walletKey(rootId, companyId)).go({ consistent: true })).data ?? undefined;
}

/** The wallet item, created with the defaults the first time (a create that lost a race is fine). */
export async function ensureWallet(rootId: string, companyId: string): Promise<Wallet> {
  const found = await readWallet(rootId, companyId);
  if (found) return found;
  try {
    return (await walletEntity.create(walletKey(rootId, companyId)).go()).data;
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
    const again = await readWallet(rootId, companyId);
    if (!again) throw e;
    return again;
  }
}

export type { TxOutcome } from '../db/transaction.js';

/**
 * Runs one wallet transaction. Concurrent transactions on one wallet item make DynamoDB cancel
 * some with TransactionConflict; they are retried often and briefly, so 100 debits at once all land.
 */
export const runWalletTx = (write: Parameters<typeof runTransaction>[0], opts: Omit<RetryOptions, 'maxPauseMs'> = {}) =>
  runTransaction(write, { attempts: 60, maxPauseMs: 40, ...opts });
