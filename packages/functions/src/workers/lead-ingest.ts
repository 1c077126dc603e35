import { handleLeadIngestMessage, leadIngestMessageSchema, PipelineCache } from '@platform/core';
import { sqsWorker } from '../lib/sqs-worker.js';

/**
 * The lead pipeline: each message is one provider lead (suppression, limits, charge, delivery).
 * Idempotent on the lead's id, so a redelivered message charges nothing twice. The batch shares
 * its reads of campaigns and prices.
 */
export const handler = sqsWorker('lead-ingest', leadIngestMessageSchema, (message, _meta, cache) => handleLeadIngestMessage(message, undefined, cache), {
  perBatch: () => new PipelineCache(),
  logLevel: 'debug',
});
