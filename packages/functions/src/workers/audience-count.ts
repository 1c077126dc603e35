import { handleCountMessage } from '@platform/core/audiences/count-worker';
import { countMessageSchema } from '@platform/core/audiences/count.contract';
import { sqsWorker } from '../lib/sqs-worker.js';

/**
 * Approximate lead counts (docs/decisions.md, "Approximate lead counts"): one row per message,
 * asked of the lead-data provider. Idempotent: a row already finished is left as it is, and the move
 * from pending is conditioned, so a redelivery changes nothing twice; on the last receive a failing
 * count becomes an error row instead of waiting for ever.
 */
export const handler = sqsWorker('audience-count', countMessageSchema, (message, meta) => handleCountMessage(message, meta.receiveCount), { concurrent: true });
