import type { createWriteTransaction, Entity } from 'electrodb';
import type { db } from './service.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any model: each entity keeps its own type
type AnyEntity = Entity<any, any, any, any>;

/**
 * What a transaction's write callback is given for the entities `E` (ElectroDB's
 * `createWriteTransaction(E, fn)`), for helpers that build its items.
 */
export type TxOf<E extends Record<string, AnyEntity>> = Parameters<Parameters<typeof createWriteTransaction<E, unknown, []>>[1]>[0];

/** Every entity of the table as a transaction's callback is given them (helpers name the ones they use with `Pick`). */
export type TxEntities = TxOf<ReturnType<typeof db>['entities']>;

/**
 * Runs one DynamoDB transaction (ElectroDB `createWriteTransaction(entities, fn).go()`). Concurrent transactions
 * on one item make DynamoDB cancel some with TransactionConflict; those are tried again with jitter.
 * A failed condition is an answer: the caller reads which item refused from `codes` (one per item,
 * 'None' for the items that were fine).
 */
export type TxOutcome = { ok: true } | { ok: false; codes: string[] };

export interface RetryOptions {
  /** How many times a conflicted transaction is tried again (default 40). */
  attempts?: number;
  /** Longest pause between tries, in ms (default 200; hot items such as a wallet want shorter). */
  maxPauseMs?: number;
  /** Also try again on these cancellation codes (a wallet debit waiting on a crossing claim, say). */
  retryWhen?: (codes: string[]) => boolean;
}

let conflicts = 0;

/** How many times, in this process, a transaction was cancelled by a conflict and tried again (the lead bench reports it per lead). */
export const transactionConflicts = () => conflicts;

export async function runTransaction(write: () => Promise<{ canceled: boolean; data: { code: string }[] }>, opts: RetryOptions = {}): Promise<TxOutcome> {
  const attempts = opts.attempts ?? 40;
  const maxPauseMs = opts.maxPauseMs ?? 200;
  const pause = (attempt: number) => new Promise((r) => setTimeout(r, Math.random() * Math.min(maxPauseMs, (maxPauseMs / 40) * 2 ** Math.min(attempt, 6))));
  for (let i = 0; ; i++) {
    let res: { canceled: boolean; data: { code: string }[] };
    try {
      res = await write();
    } catch (e) {
      const name = (e as { cause?: { name?: string } }).cause?.name ?? (e as { name?: string }).name;
      if ((name === 'TransactionConflictException' || name === 'TransactionInProgressException') && i < attempts) {
        conflicts += 1;
        await pause(i);
        continue;
      }
      throw e;
    }
    if (!res.canceled) return { ok: true };
    const codes = res.data.map((d) => d.code);
    const conflict = codes.some((c) => c === 'TransactionConflict' || c === 'ThrottlingError' || c === 'ProvisionedThroughputExceeded');
    if (((conflict && !codes.includes('ConditionalCheckFailed')) || opts.retryWhen?.(codes)) && i < attempts) {
      if (conflict) conflicts += 1;
      await pause(i);
      continue;
    }
    return { ok: false, codes };
  }
}
