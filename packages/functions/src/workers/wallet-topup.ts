import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { handleWalletMessage, walletMessageSchema } from '@platform/core';
import { createLogger } from '../lib/logger.js';

const log = createLogger({ worker: 'wallet-topup' });

/**
 * The wallet queue: one wallet's automatic top-up (sent by the debit that crossed the threshold or
 * by the sweep), the 15-minute sweep and the daily expiry run. Each is idempotent (keys per
 * crossing, attempt and top-up), so a retried message changes nothing twice.
 */
export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  const failures: { itemIdentifier: string }[] = [];
  for (const record of event.Records) {
    let body: unknown;
    try {
      body = walletMessageSchema.parse(JSON.parse(record.body));
    } catch {
      // A message that is not ours can never succeed: dropped (and logged), not retried.
      log.warn('not a wallet message', { messageId: record.messageId });
      continue;
    }
    try {
      const outcome = await handleWalletMessage(body);
      log.info('wallet message', { messageId: record.messageId, outcome });
    } catch (e) {
      log.error('wallet message failed', { messageId: record.messageId, error: e instanceof Error ? e.message : String(e) });
      failures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures: failures };
}
