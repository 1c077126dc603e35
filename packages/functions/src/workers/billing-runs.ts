import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { billingRunMessageSchema, handleBillingRunMessage } from '@platform/core';
import { createLogger } from '../lib/logger.js';

const log = createLogger({ worker: 'billing-runs' });

/**
 * The daily billing run (closed periods, pending set-up fees, minimum spend). Every charge is keyed
 * by what it bills, so a redelivered message, or two runs at once, charge nothing twice.
 */
export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  const failures: { itemIdentifier: string }[] = [];
  for (const record of event.Records) {
    let body: unknown;
    try {
      body = billingRunMessageSchema.parse(JSON.parse(record.body));
    } catch {
      // A message that is not ours can never succeed: dropped (and logged), not retried.
      log.warn('not a billing-run message', { messageId: record.messageId });
      continue;
    }
    try {
      const tally = await handleBillingRunMessage(body);
      log.info('billing run', { messageId: record.messageId, tally });
    } catch (e) {
      log.error('billing run failed', { messageId: record.messageId, error: e instanceof Error ? e.message : String(e) });
      failures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures: failures };
}
