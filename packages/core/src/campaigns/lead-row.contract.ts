import { z } from 'zod';
import { LEAD_STATUSES } from '../leads/lead-status.js';

/**
 * One lead as the lead lists answer it. Apart from the campaign contract (which re-exports it) so the
 * public API's contract uses it without building every campaign schema at a cold start
 * (docs/decisions.md, Performance budgets).
 */
export const leadRowSchema = z.object({
  id: z.string(),
  campaign_id: z.string(),
  leadspeek_api_id: z.string().nullable(),
  campaign_name: z.string().nullable(),
  company_name: z.string().nullable(),
  received_at: z.string(),
  status: z.enum(LEAD_STATUSES),
  status_reason: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  company: z.string().nullable(),
  job_title: z.string().nullable(),
  keyword: z.string().nullable(),
  url: z.string().nullable(),
  /** Amount charged, as the client pays it (retail) and the agency pays the root (wholesale), in cents. */
  amount_cents: z.number(),
  wholesale_cents: z.number(),
});
export type LeadRow = z.infer<typeof leadRowSchema>;
