import { z } from 'zod';
import { integrationPathSchema } from '../integrations.contract.js';
import { DELIVERY_STATUSES } from './delivery.contract.js';

/** GET /api/integrations/{companyId}/{integrationId}/deliveries?status=&cursor=&per_page= : the delivery log, newest first. */
export const deliveriesQuerySchema = z.object({
  status: z.enum(DELIVERY_STATUSES).optional(),
  cursor: z.string().max(2000).optional(),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});

export const deliveryPathSchema = integrationPathSchema.extend({ deliveryId: z.string().min(1).max(64) });

/** One line of an integration's delivery log. `id` names it for a replay. */
export const deliveryRowSchema = z.object({
  id: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  /** When it was last tried (or made, before any attempt). */
  at: z.string(),
  /** The lead's e-mail, else its id. */
  lead: z.string(),
  test: z.boolean(),
  attempts: z.number().int(),
  latencyMs: z.number().optional(),
  httpStatus: z.number().int().optional(),
  detail: z.string().optional(),
  nextAttemptAt: z.string().optional(),
  deliveredAt: z.string().optional(),
});
export type DeliveryRow = z.infer<typeof deliveryRowSchema>;

export const deliveriesAnswerSchema = z.object({ rows: z.array(deliveryRowSchema), next: z.string().nullable() });
export type DeliveriesAnswer = z.infer<typeof deliveriesAnswerSchema>;

export const replayAnswerSchema = z.object({ result: z.literal('success'), message: z.string() });

export const REPLAY_QUEUED = 'The delivery will be tried again now.';
export const ONLY_FAILED_REPLAYED = 'Only a failed delivery can be replayed.';
export const DELIVERY_NOT_FOUND = 'Delivery not found.';
