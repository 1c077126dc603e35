import { toCsv, type ReportAnalytics } from '@platform/core/contracts';

export const REPORT_CSV_HEADER = ['Agency', 'Clients', 'Running campaigns', 'Leads', 'Retail revenue', 'Wholesale revenue', 'Margin'];

/**
 * The Report Analytics table as CSV, through core's CSV writer (its cells are neutralised against
 * formula injection: an agency named "=HYPERLINK(...)" stays text), with the totals as the last row.
 */
export function reportAnalyticsCsv(report: ReportAnalytics): string {
  const rows = report.data.map((r) => [r.company_name, r.clients, r.running_campaigns, r.leads, r.retail, r.wholesale, r.margin]);
  const t = report.totals;
  rows.push(['Total', t.clients, t.running_campaigns, t.leads, t.retail, t.wholesale, t.margin]);
  return toCsv(REPORT_CSV_HEADER, rows);
}
