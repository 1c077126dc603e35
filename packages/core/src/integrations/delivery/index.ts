export { INTEGRATION_DELIVERY_QUEUE, integrationDeliveryMessageSchema, integrationDeliveryQueueSchema, DELIVERY_STATUSES, type IntegrationDeliveryMessage, type DeliveryStatus } from './delivery.contract.js';
export { type IntegrationDelivery } from './integration-delivery.entity.js';
export { handleIntegrationDeliveryMessage } from './worker.js';
export { attemptDelivery, ATTEMPT_TIMEOUT_MS, type AttemptOutcome } from './attempt-delivery.js';
export { sweepDueDeliveries } from './sweep.js';
export { fanOutLead } from './fan-out.js';
export { RETRY_DELAYS_SECONDS, retryDelaySeconds } from './retry-schedule.js';
export { webhookAdapter, signWebhook, webhookPayload } from '../providers/webhook.js';
export { webhookSecretsFor } from './receiver-secrets.js';
