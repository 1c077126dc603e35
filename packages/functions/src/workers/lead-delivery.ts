import { deliverLead, deliverLeads } from '@platform/core/leads/deliver-lead';
import { leadDeliveryMessageSchema } from '@platform/core/leads/delivery.contract';
import { sqsWorker } from '../lib/sqs-worker.js';

/**
 * Sends each delivered lead to the campaign's report recipients once (a redelivery finds its
 * delivery row). The batch's leads are delivered together: their campaigns read once, their
 * delivery rows claimed a transaction at a time (docs/decisions.md, "Lead engine (the engine half)").
 */
export const handler = sqsWorker('lead-delivery', leadDeliveryMessageSchema, (message) => deliverLead(message), {
  together: (messages) => deliverLeads(messages),
});
