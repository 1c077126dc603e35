import { z } from 'zod';
import { CAMPAIGN_MODULES } from '../campaigns/modules.js';
import { CAMPAIGN_STATUSES } from '../campaigns/status.js';
import { invoiceSchema } from '../payments/invoice.contract.js';

const id = z.string().trim().min(1).max(64);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format yyyy-MM-dd');

/** GET /leadspeek/report/chart/{campaignId}/{start}/{end}: a campaign's days (the client's time zone). */
export const campaignChartPathSchema = z.object({ campaignId: id, start: day, end: day });
export const chartDaySchema = z.object({
  day: z.string(),
  delivered: z.number().int(),
  suppressed: z.number().int(),
  over_limit: z.number().int(),
  pending: z.number().int(),
  test: z.number().int(),
  /** What the delivered leads were charged: retail (the client's price); wholesale (the agency's, 0 for a client). */
  spend_cents: z.number().int(),
  wholesale_cents: z.number().int(),
});
export type ChartDay = z.infer<typeof chartDaySchema>;
export const campaignChartSchema = z.object({
  campaign_id: z.string(),
  campaign_name: z.string(),
  leadspeek_api_id: z.string(),
  /** The campaign's client (its invoice report is the page's second half). */
  company_id: z.string(),
  company_name: z.string(),
  timezone: z.string(),
  start: z.string(),
  end: z.string(),
  totals: chartDaySchema.omit({ day: true }),
  days: z.array(chartDaySchema),
});
export type CampaignChart = z.infer<typeof campaignChartSchema>;

/** GET /leadspeek/report/initdate/{campaignId}: the first day with data, for the date pickers. */
export const campaignInitDatePathSchema = z.object({ campaignId: id });
export const campaignInitDateSchema = z.object({
  /** The first day a lead (of any status) was counted; null before the first lead. */
  init_date: z.string().nullable(),
  /** The day the campaign was created and today, both in the client's time zone. */
  created_date: z.string(),
  today: z.string(),
  timezone: z.string(),
});
export type CampaignInitDate = z.infer<typeof campaignInitDateSchema>;

/** GET /leadspeek/report/invoice/{companyId}/{start}/{end}: the company's invoices of those days, with lines, status and a download. */
export const invoiceReportPathSchema = z.object({ companyId: id, start: day, end: day });
export const invoiceReportSchema = z.object({
  company_id: z.string(),
  start: z.string(),
  end: z.string(),
  timezone: z.string(),
  /** Sums of the range by status, in cents. */
  totals: z.object({ paid_cents: z.number().int(), open_cents: z.number().int(), failed_cents: z.number().int(), refunded_cents: z.number().int() }),
  data: z.array(invoiceSchema.extend({ download_path: z.string() })),
});
export type InvoiceReport = z.infer<typeof invoiceReportSchema>;

/** GET /configuration/get-under-perform-campaigns: running campaigns whose leads fell (docs/decisions.md, "Campaign reports"). */
export const UNDER_PERFORM_REASONS = ['no_leads', 'dropped'] as const;
export type UnderPerformReason = (typeof UNDER_PERFORM_REASONS)[number];
export const underPerformRowSchema = z.object({
  campaign_id: z.string(),
  campaign_name: z.string(),
  leadspeek_api_id: z.string(),
  module: z.enum(CAMPAIGN_MODULES),
  status: z.enum(CAMPAIGN_STATUSES),
  client_id: z.string(),
  client_name: z.string(),
  agency_id: z.string(),
  agency_name: z.string(),
  reason: z.enum(UNDER_PERFORM_REASONS),
  /** Delivered leads in the last 7 complete days and the 7 before them. */
  last7: z.number().int(),
  previous7: z.number().int(),
  /** The last complete day with a delivered lead (of the 14 looked at), or null. */
  last_lead_day: z.string().nullable(),
});
export type UnderPerformRow = z.infer<typeof underPerformRowSchema>;
export const underPerformSchema = z.object({ data: z.array(underPerformRowSchema) });
