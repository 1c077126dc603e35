import type { Actor } from '../access/actor.js';
import { statsDay } from '../leads/daily-stats.js';
import { centsToString } from '../pricing/money.js';
import type { Company } from '../tenancy/company.entity.js';
import { assertReportAccess } from './report-access.js';
import { LEAD_COUNTERS, revenueItems, sumBy } from './revenue-read.js';
import { emptyTotals, rootZone, type RevenueTotals } from './revenue-stats.js';
import type { ReportAnalytics, ReportAnalyticsRow, ReportRange } from './reports.contract.js';
import { companyEntity } from '../tenancy/company.entity.js';

export type AgencyFigures = Pick<Company, 'companyId' | 'name' | 'kind' | 'childCount' | 'runningCampaigns'>;
const AGENCY_ATTRIBUTES: (keyof Company)[] = ['companyId', 'name', 'kind', 'childCount', 'runningCampaigns'];

/**
 * The root's agencies (the tree's first level), all pages, with the two counters the reports show:
 * clients (the child count) and campaigns running now (moved in every campaign status change's
 * transaction, so no query per agency; a status keeps no history, so this is "now", whatever the range).
 * Read from the index holding only these attributes, so thousands of agencies are a page or two.
 */
export async function agenciesOf(rootId: string): Promise<AgencyFigures[]> {
  const res = await companyEntity.query.byParentFigures({ rootId, parentId: rootId }).go({ pages: 'all', attributes: AGENCY_ATTRIBUTES });
  return (res.data as AgencyFigures[]).filter((c) => c.kind === 'agency');
}

/** An agency's campaigns running now (its counter; none before its first campaign). */
export const runningOf = (a: Pick<Company, 'runningCampaigns'>) => a.runningCampaigns ?? 0;

export const leadFigures = (t: RevenueTotals) => ({
  leads: t.leads,
  retail: centsToString(t.retailCents),
  retail_cents: t.retailCents,
  wholesale: centsToString(t.wholesaleCents),
  wholesale_cents: t.wholesaleCents,
  margin: centsToString(t.retailCents - t.wholesaleCents),
  margin_cents: t.retailCents - t.wholesaleCents,
});

/**
 * GET /api/configuration/report-analytics/{start}/{end}: per agency of the caller's platform, its
 * clients, campaigns running now, and its clients' delivered leads with their retail and wholesale
 * value and the agency's margin over the range (root's calendar days); totals; the range's months
 * for the trend chart. Read from the revenue aggregates, never from leads.
 */
export async function reportAnalytics(actor: Actor, range: ReportRange): Promise<ReportAnalytics> {
  await assertReportAccess(actor);
  const rootId = actor.rootId;
  const zone = await rootZone(rootId);
  const [agencies, items] = await Promise.all([agenciesOf(rootId), revenueItems(rootId, range.start, range.end, statsDay(new Date(), zone), LEAD_COUNTERS)]);
  const byAgency = sumBy(items, (r) => r.agencyId);
  const rows: ReportAnalyticsRow[] = agencies.map((a) => ({
    agency_id: a.companyId,
    company_name: a.name,
    clients: a.childCount ?? 0,
    running_campaigns: runningOf(a),
    ...leadFigures(byAgency.get(a.companyId) ?? emptyTotals()),
  }));
  rows.sort((x, y) => y.retail_cents - x.retail_cents || x.company_name.localeCompare(y.company_name));
  const total = emptyTotals();
  for (const r of rows) {
    total.leads += r.leads;
    total.retailCents += r.retail_cents;
    total.wholesaleCents += r.wholesale_cents;
  }
  const known = new Set(agencies.map((a) => a.companyId));
  const byMonth = sumBy(
    items.filter((r) => known.has(r.agencyId)),
    (r) => r.day.slice(0, 7),
  );
  return {
    start: range.start,
    end: range.end,
    time_zone: zone,
    data: rows,
    totals: { clients: rows.reduce((s, r) => s + r.clients, 0), running_campaigns: rows.reduce((s, r) => s + r.running_campaigns, 0), ...leadFigures(total) },
    months: [...byMonth.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([month, t]) => ({ month, leads: t.leads, retail_cents: t.retailCents, wholesale_cents: t.wholesaleCents })),
  };
}
