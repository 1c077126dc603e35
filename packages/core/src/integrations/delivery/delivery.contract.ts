import { z } from 'zod';

export { DELIVERY_STATUSES, type DeliveryStatus } from './delivery-values.js';

/** The queue one (lead, integration) delivery attempt travels on (its worker: workers/integration-delivery). */
export const INTEGRATION_DELIVERY_QUEUE = 'integration-delivery';

const id = z.string().min(1).max(64);

/**
 * One (lead, integration) delivery, version 1. It names the delivery row (made by the fan-out)
 * and carries nothing else: the row holds the lead and its state, so a duplicate, late or
 * replayed message only asks "is this row due?" (docs/decisions.md, "Leads out: integrations and
 * delivery", Delivery).
 */
export const integrationDeliveryMessageSchema = z.object({
  kind: z.literal('integration.delivery'),
  version: z.literal(1),
  rootId: id,
  integrationId: id,
  leadId: id,
});
export type IntegrationDeliveryMessage = z.infer<typeof integrationDeliveryMessageSchema>;

/** The every-minute schedule's message: rows waiting longer than SQS can delay, and rows a dead worker left. */
export const integrationDeliverySweepSchema = z.object({ kind: z.literal('sweep') }).loose();

export const integrationDeliveryQueueSchema = z.union([integrationDeliveryMessageSchema, integrationDeliverySweepSchema]);
export type IntegrationDeliveryQueueMessage = z.infer<typeof integrationDeliveryQueueSchema>;

