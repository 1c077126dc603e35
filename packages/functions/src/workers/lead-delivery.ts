import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { deliverLead, leadDeliveryMessageSchema } from '@platform/core';
import { createLogger } from '../lib/logger.js';

const log = createLogger({ worker: 'lead-delivery' });

/** Sends each delivered lead to the campaign's report recipients once (a redelivery finds its delivery row). */
export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  const failures: { itemIdentifier: string }[] = [];
  for (const record of event.Records) {
    let body: unknown;
    try {
      body = leadDeliveryMessageSchema.parse(JSON.parse(record.body));
    } catch {
      log.warn('not a lead delivery message', { messageId: record.messageId });
      continue;
    }
    try {
      const outcome = await deliverLead(body);
      log.info('lead delivery', { messageId: record.messageId, outcome });
    } catch (e) {
      log.error('lead delivery failed', { messageId: record.messageId, error: e instanceof Error ? e.message : String(e) });
      failures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures: failures };
}
