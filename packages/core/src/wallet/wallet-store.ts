import { db } from '../db/service.js';
import { isConditionFailure } from '../db/conditions.js';
import { WALLET_SCOPE, type Wallet } from './wallet.entity.js';

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
  return (await db().entities.wallet.get(walletKey(rootId, companyId)).go({ consistent: true })).data ?? undefined;
}

/** The wallet item, created with the defaults the first time (a create that lost a race is fine). */
export async function ensureWallet(rootId: string, companyId: string): Promise<Wallet> {
  const found = await readWallet(rootId, companyId);
  if (found) return found;
  try {
    return (await db().entities.wallet.create(walletKey(rootId, companyId)).go()).data;
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
    const again = await readWallet(rootId, companyId);
    if (!again) throw e;
    return again;
  }
}

type Codes = { code: string }[];

export type TxOutcome = { ok: true } | { ok: false; codes: string[] };

/**
 * Runs one wallet transaction. Concurrent transactions on one wallet item make DynamoDB cancel
 * some with TransactionConflict; those are retried with jitter, so 100 debits at once all land.
 * A failed condition is an answer (the caller reads which item refused), not an error.
 */
export async function runWalletTx(
  write: () => Promise<{ canceled: boolean; data: Codes }>,
  opts: { attempts?: number; retryWhen?: (codes: string[]) => boolean } = {},
): Promise<TxOutcome> {
  const attempts = opts.attempts ?? 60;
  for (let i = 0; ; i++) {
    let res: { canceled: boolean; data: Codes };
    try {
      res = await write();
    } catch (e) {
      const name = (e as { cause?: { name?: string } }).cause?.name ?? (e as { name?: string }).name;
      if ((name === 'TransactionConflictException' || name === 'TransactionInProgressException') && i < attempts) {
        await pause(i);
        continue;
      }
      throw e;
    }
    if (!res.canceled) return { ok: true };
    const codes = res.data.map((d) => d.code);
    const conflict = codes.some((c) => c === 'TransactionConflict' || c === 'ThrottlingError' || c === 'ProvisionedThroughputExceeded');
    if (((conflict && !codes.includes('ConditionalCheckFailed')) || opts.retryWhen?.(codes)) && i < attempts) {
      await pause(i);
      continue;
    }
    return { ok: false, codes };
  }
}

const pause = (attempt: number) => new Promise((r) => setTimeout(r, Math.random() * Math.min(40, 2 * 2 ** Math.min(attempt, 5))));
