import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { retryLockTimeouts } from '@platform/core';

/**
 * The baseline the import and pipeline figures are compared with: the same rows written by a bare
 * BatchWriteItem loop (25 per request, `lanes` requests in flight, unprocessed items re-sent, and
 * DynamoDB Local's lock time-outs sent again as the platform's client does).
 * Answers the seconds it took.
 */
export async function bareBatchWrite(doc: DynamoDBDocumentClient, table: string, rows: Record<string, unknown>[], lanes: number): Promise<number> {
  const chunks: Record<string, unknown>[][] = [];
  for (let i = 0; i < rows.length; i += 25) chunks.push(rows.slice(i, i + 25));
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < chunks.length) {
        let pending = (chunks[next++] as Record<string, unknown>[]).map((Item) => ({ PutRequest: { Item } }));
        while (pending.length) {
          const batch = pending;
          const out = await retryLockTimeouts(() => doc.send(new BatchWriteCommand({ RequestItems: { [table]: batch } })));
          pending = (out.UnprocessedItems?.[table] ?? []) as typeof pending;
        }
      }
    }),
  );
  return (performance.now() - started) / 1000;
}
