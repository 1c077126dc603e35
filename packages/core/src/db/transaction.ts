/**
 * Runs one DynamoDB transaction (ElectroDB `transaction.write(...).go()`). Concurrent transactions
 * on one item make DynamoDB cancel some with TransactionConflict; those are tried again with jitter.
 * A failed condition is an answer: the caller reads which item refused from `codes` (one per item,
 * 'None' for the items that were fine).
 */
export type TxOutcome = { ok: true } | { ok: false; codes: string[] };

export async function runTransaction(write: () => Promise<{ canceled: boolean; data: { code: string }[] }>, attempts = 40): Promise<TxOutcome> {
  for (let i = 0; ; i++) {
    let res: { canceled: boolean; data: { code: string }[] };
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
    const retryable = codes.some((c) => c === 'TransactionConflict' || c === 'ThrottlingError' || c === 'ProvisionedThroughputExceeded');
    if (retryable && !codes.includes('ConditionalCheckFailed') && i < attempts) {
      await pause(i);
      continue;
    }
    return { ok: false, codes };
  }
}

const pause = (attempt: number) => new Promise((r) => setTimeout(r, Math.random() * Math.min(200, 5 * 2 ** Math.min(attempt, 6))));
