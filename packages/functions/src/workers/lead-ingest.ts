import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { handleLeadIngestMessage, leadIngestMessageSchema, PipelineCache } from '@platform/core';
import { createLogger } from '../lib/logger.js';

const log = createLogger({ worker: 'lead-ingest' });

/**
 * The lead pipeline: each message is one provider lead (suppression, limits, charge, delivery).
 * Idempotent on the lead's id, so a redelivered message charges nothing twice. The batch shares
 * its reads of campaigns and prices.
 */
export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  const failures: { itemIdentifier: string }[] = [];
  const cache = new PipelineCache();
  for (const record of event.Records) {
    let body: unknown;
    try {
      body = leadIngestMessageSchema.parse(JSON.parse(record.body));
    } catch {
      // A message that is not a lead can never succeed: dropped (and logged), not retried.
      log.warn('not a lead message', { messageId: record.messageId });
      continue;
    }
    try {
      const outcome = await handleLeadIngestMessage(body, undefined, cache);
      log.debug('lead', { messageId: record.messageId, outcome });
    } catch (e) {
      log.error('lead failed', { messageId: record.messageId, error: e instanceof Error ? e.message : String(e) });
      failures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures: failures };
}
