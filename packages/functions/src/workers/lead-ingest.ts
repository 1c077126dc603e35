import { coalescingReader } from '@platform/core/db/batch-get';
import { handleLeadIngestBatch, handleLeadIngestMessage } from '@platform/core/leads/ingest-worker';
import { leadIngestMessageSchema } from '@platform/core/leads/ingest.contract';
import { PipelineCache } from '@platform/core/leads/process-lead';
import { sqsWorker } from '../lib/sqs-worker.js';

/**
 * The lead pipeline: each message is one provider lead (suppression, limits, charge, delivery), or
 * a release of a client's pending leads. The batch's leads are handled together: their reads at
 * once, each campaign's charges a group per transaction (docs/decisions.md, "Lead engine (the
 * engine half)"). Idempotent on the lead's id, so a redelivered message charges nothing twice.
 */
export const handler = sqsWorker('lead-ingest', leadIngestMessageSchema, (message, _meta, cache) => handleLeadIngestMessage(message, undefined, cache), {
  // The batch's leads read their own items together, in shared BatchGetItem requests.
  perBatch: () => new PipelineCache(coalescingReader()),
  together: (messages, cache) => handleLeadIngestBatch(messages, undefined, cache),
  logLevel: 'debug',
});
