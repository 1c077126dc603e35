import { integrationDeliveryQueueSchema } from '@platform/core/integrations/delivery/delivery.contract';
import { handleIntegrationDeliveryMessage, handleIntegrationDeliveryMessages } from '@platform/core/integrations/delivery/worker';
import { sqsWorker } from '../lib/sqs-worker.js';

/**
 * (Lead, integration) delivery attempts, or the minute sweep of rows due again (docs/decisions.md,
 * "Leads out: integrations and delivery", Delivery). A batch's attempts are handled together: their
 * rows, integrations and health read once, claims and results written a transaction per 100.
 * Duplicates are harmless: each row is claimed before its provider is called.
 */
export const handler = sqsWorker('integration-delivery', integrationDeliveryQueueSchema, (message) => handleIntegrationDeliveryMessage(message), {
  logLevel: 'debug',
  together: (messages) => handleIntegrationDeliveryMessages(messages),
});
