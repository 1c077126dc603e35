import { z } from 'zod';
import { CAMPAIGN_MODULES } from '../campaigns/modules.js';

/** The queue a delivered (or test) lead is announced on; the integrations issue subscribes its senders here. */
export const LEAD_DELIVERY_QUEUE = 'lead-delivery';

const opt = z.string().max(2000).optional();

/**
 * One delivered lead, version 1 (docs/decisions.md "Lead engine"). Consumers key what they do by
 * `leadId` (unique per platform `rootId`): the same message may arrive more than once.
 * `test` marks a "Send test lead" sample (never charged; integrations should still send it, marked).
 * `notifyAdmins` is set on the lead that claimed a leadsAmountNotification multiple (that count);
 * `notifyAdminsAt` lists every multiple it claimed (more than one only when leads raced past several).
 */
export const leadDeliveryMessageSchema = z.object({
  kind: z.literal('lead.delivered'),
  version: z.literal(1),
  rootId: z.string().min(1).max(64),
  leadId: z.string().min(1).max(64),
  campaignId: z.string().min(1).max(64),
  leadspeekApiId: z.string().min(1).max(64),
  companyId: z.string().min(1).max(64),
  agencyId: z.string().min(1).max(64),
  module: z.enum(CAMPAIGN_MODULES),
  test: z.boolean(),
  receivedAt: z.string().max(40),
  notifyAdmins: z.number().int().positive().optional(),
  notifyAdminsAt: z.array(z.number().int().positive()).max(100).optional(),
  lead: z.object({
    email: opt,
    first_name: opt,
    last_name: opt,
    phone: opt,
    address: opt,
    city: opt,
    state: opt,
    zip: opt,
    company_name: opt,
    job_title: opt,
    keyword: opt,
    url: opt,
    referrer: opt,
  }),
});
export type LeadDeliveryMessage = z.infer<typeof leadDeliveryMessageSchema>;
