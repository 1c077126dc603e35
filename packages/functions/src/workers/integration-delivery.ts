import { handleIntegrationDeliveryMessage, integrationDeliveryQueueSchema } from '@platform/core';
import { sqsWorker } from '../lib/sqs-worker.js';

/**
 * One (lead, integration) delivery attempt per message, or the minute sweep of rows due again
 * (docs/decisions.md, "Leads out: integrations and delivery", Delivery). Duplicates are harmless:
 * the row is claimed before the provider is called.
 */
export const handler = sqsWorker('integration-delivery', integrationDeliveryQueueSchema, (message) => handleIntegrationDeliveryMessage(message), { logLevel: 'debug', concurrent: true });
