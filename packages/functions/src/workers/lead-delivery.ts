import { deliverLead, leadDeliveryMessageSchema } from '@platform/core';
import { sqsWorker } from '../lib/sqs-worker.js';

/** Sends each delivered lead to the campaign's report recipients once (a redelivery finds its delivery row). */
export const handler = sqsWorker('lead-delivery', leadDeliveryMessageSchema, (message) => deliverLead(message), { concurrent: true });
