import { z } from 'zod';

/**
 * The root's business reports (docs/decisions.md, "Reports and revenue aggregates"): Report
 * Analytics per agency, the root's revenue by month, per-agency totals for the Agency List and the
 * list of root companies. Dates are yyyy-MM-dd calendar days in the root company's time zone.
 */
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (s: string) => DAY.test(s) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;
export const reportDay = z.string().refine(isRealDay, 'Use the date format yyyy-MM-dd');

/** The longest range a report answers (a year and a day, so any "same day last year" fits). */
export const MAX_REPORT_DAYS = 366;

const spanDays = (start: string, end: string) => Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;

/** GET /api/configuration/report-analytics/{start}/{end} and /root-revenue/{start}/{end}. */
export const reportRangeSchema = z
  .object({ start: reportDay, end: reportDay })
  .refine((r) => r.start <= r.end, { message: 'The start date must not be after the end date', path: ['end'] })
  .refine((r) => spanDays(r.start, r.end) <= MAX_REPORT_DAYS, { message: `A report covers at most ${MAX_REPORT_DAYS} days`, path: ['end'] });
export type ReportRange = z.infer<typeof reportRangeSchema>;

export const reportAnalyticsRowSchema = z.object({
  agency_id: z.string(),
  company_name: z.string(),
  clients: z.number().int(),
  /** Campaigns running now (not over the range: a status has no history). */
  running_campaigns: z.number().int(),
  leads: z.number().int(),
  retail: z.string(),
  retail_cents: z.number().int(),
  wholesale: z.string(),
  wholesale_cents: z.number().int(),
  /** retail − wholesale: what the agency earned on its clients' leads. */
  margin: z.string(),
  margin_cents: z.number().int(),
});
export type ReportAnalyticsRow = z.infer<typeof reportAnalyticsRowSchema>;

/** One month of the range (its part inside the range): the platform's leads and lead revenue. */
export const reportAnalyticsMonthSchema = z.object({ month: z.string(), leads: z.number().int(), retail_cents: z.number().int(), wholesale_cents: z.number().int() });

export const reportAnalyticsSchema = z.object({
  start: z.string(),
  end: z.string(),
  time_zone: z.string(),
  data: z.array(reportAnalyticsRowSchema),
  totals: reportAnalyticsRowSchema.omit({ agency_id: true, company_name: true }),
  /** The platform's leads and lead revenue per month of the range, for the trend chart. */
  months: z.array(reportAnalyticsMonthSchema),
});
export type ReportAnalytics = z.infer<typeof reportAnalyticsSchema>;

/** The root's revenue lines, in the order the table shows them. */
export const ROOT_REVENUE_LINES = [
  ['wholesale_leads', 'Wholesale lead revenue'],
  ['platform_fees', 'Platform fees'],
  ['setup_fees', 'Set-up fees'],
  ['onboarding_fees', 'Onboarding fees'],
  ['developer_fees', 'Developer fees'],
  ['minimum_spend', 'Minimum spend'],
  ['refunds', 'Refunds'],
  ['agency_payouts', 'Paid to agencies'],
] as const;
export type RootRevenueLine = (typeof ROOT_REVENUE_LINES)[number][0];

/** One month of the root's revenue, in cents (the page formats them). */
export const rootRevenueMonthSchema = z.object({
  month: z.string(),
  wholesale_leads: z.number().int(),
  platform_fees: z.number().int(),
  setup_fees: z.number().int(),
  onboarding_fees: z.number().int(),
  developer_fees: z.number().int(),
  minimum_spend: z.number().int(),
  refunds: z.number().int(),
  agency_payouts: z.number().int(),
  /** Wholesale and fees, less refunds and what agencies were paid. */
  net: z.number().int(),
});
export type RootRevenueMonth = z.infer<typeof rootRevenueMonthSchema>;

export const rootRevenueSchema = z.object({ start: z.string(), end: z.string(), time_zone: z.string(), months: z.array(rootRevenueMonthSchema), totals: rootRevenueMonthSchema });
export type RootRevenue = z.infer<typeof rootRevenueSchema>;

/** GET /api/configuration/agencies-report: per agency, all-time totals (the Agency List's columns). */
export const agenciesReportRowSchema = reportAnalyticsRowSchema.omit({ company_name: true });
export const agenciesReportSchema = z.object({ start: z.string(), end: z.string(), data: z.array(agenciesReportRowSchema) });
export type AgenciesReport = z.infer<typeof agenciesReportSchema>;

/** GET /api/configuration/root/list: the root companies (platforms) the caller operates. */
export const rootListSchema = z.object({
  data: z.array(z.object({ id: z.string(), company_name: z.string(), domain: z.string().nullable(), agencies: z.number().int(), time_zone: z.string(), created_at: z.string() })),
});
export type RootList = z.infer<typeof rootListSchema>;

/** The seed's date shortcuts: last week, last month, last 3 months (days counted back from today). */
export const REPORT_SHORTCUTS = [
  ['Last week', 7],
  ['Last month', 30],
  ['Last 3 months', 90],
] as const;

/** The range a shortcut means, ending today (yyyy-MM-dd, both ends counted). */
export function shortcutRange(today: string, days: number): ReportRange {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - (days - 1));
  return { start: d.toISOString().slice(0, 10), end: today };
}
