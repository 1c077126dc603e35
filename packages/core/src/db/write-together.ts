import type { TxOutcome } from './transaction.js';

/** DynamoDB's most items in one transaction. */
export const MAX_TX_ITEMS = 100;

/** What became of one item: written, refused by its own condition, or not known (the error). */
export type ItemWritten = 'written' | 'refused' | Error;

const asError = (e: unknown) => (e instanceof Error ? e : new Error(String(e)));

/**
 * Writes a worker batch's items, each conditioned on its own state, up to 100 to a transaction
 * (`transact` builds and runs one through `runTransaction`) instead of a request each. A
 * transaction is all or nothing, so one refused for some items' conditions is tried again without
 * them (they answer 'refused': another worker or an earlier receive got there first); any other
 * refusal or error answers for the items of that transaction alone.
 */
export async function writeTogether<T>(items: readonly T[], transact: (group: readonly T[]) => Promise<TxOutcome>): Promise<ItemWritten[]> {
  const out: ItemWritten[] = items.map(() => new Error('not written'));
  for (let from = 0; from < items.length; from += MAX_TX_ITEMS) {
    let group = Array.from({ length: Math.min(MAX_TX_ITEMS, items.length - from) }, (_, k) => from + k);
    while (group.length > 0) {
      let outcome: TxOutcome;
      try {
        outcome = await transact(group.map((i) => items[i] as T));
      } catch (e) {
        for (const i of group) out[i] = asError(e);
        break;
      }
      if (outcome.ok) {
        for (const i of group) out[i] = 'written';
        break;
      }
      const codes = outcome.codes;
      const refused = group.filter((_, k) => codes[k] === 'ConditionalCheckFailed');
      if (refused.length === 0) {
        for (const i of group) out[i] = new Error(`transaction refused: ${codes.join(',')}`);
        break;
      }
      for (const i of refused) out[i] = 'refused';
      group = group.filter((_, k) => codes[k] !== 'ConditionalCheckFailed');
    }
  }
  return out;
}
