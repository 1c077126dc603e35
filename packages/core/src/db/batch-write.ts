import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { getConfig } from '../platform/config.js';
import { documentClient } from './client.js';

/** One request of a BatchWriteItem: put a whole item, or delete one by its key. */
export type WriteRequest = { PutRequest: { Item: Record<string, unknown> } } | { DeleteRequest: { Key: Record<string, unknown> } };

const BATCH = 25;

/**
 * Writes many items with BatchWriteItem, 25 a request and `concurrency` requests at a time, retrying
 * what DynamoDB leaves unprocessed with backoff. Puts and deletes of whole items are idempotent,
 * so writing the same requests twice (a retried import) changes nothing.
 */
export async function batchWrite(requests: readonly WriteRequest[], concurrency = 8): Promise<void> {
  const table = getConfig().TABLE_NAME;
  const chunks: WriteRequest[][] = [];
  for (let i = 0; i < requests.length; i += BATCH) chunks.push(requests.slice(i, i + BATCH));
  let next = 0;
  const lane = async () => {
    while (next < chunks.length) {
      let pending = chunks[next++] as WriteRequest[];
      for (let attempt = 0; pending.length > 0; attempt += 1) {
        if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 25 * 2 ** attempt)));
        if (attempt > 8) throw new Error('BatchWriteItem kept leaving items unprocessed');
        const res = await documentClient().send(new BatchWriteCommand({ RequestItems: { [table]: pending } }));
        pending = (res.UnprocessedItems?.[table] ?? []) as WriteRequest[];
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, chunks.length) }, lane));
}
