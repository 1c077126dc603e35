import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { handlePayoutMessage, payoutMessageSchema } from '@platform/core';
import { createLogger } from '../lib/logger.js';

const log = createLogger({ worker: 'payouts' });

/**
 * The daily agency payouts: each agency's closed months fixed once and transferred once (keyed by
 * the payout), held ones paid once the agency's account can take them. A failed step fails the
 * message, so it is delivered again soon and finished with the same keys.
 */
export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  const failures: { itemIdentifier: string }[] = [];
  for (const record of event.Records) {
    let body: unknown;
    try {
      body = payoutMessageSchema.parse(JSON.parse(record.body));
    } catch {
      // A message that is not ours can never succeed: dropped (and logged), not retried.
      log.warn('not a payouts message', { messageId: record.messageId });
      continue;
    }
    try {
      const tally = await handlePayoutMessage(body);
      log.info('payouts', { messageId: record.messageId, tally });
    } catch (e) {
      log.error('payouts failed', { messageId: record.messageId, error: e instanceof Error ? e.message : String(e) });
      failures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures: failures };
}
