import type { Actor } from '../access/actor.js';
import { statsDay } from '../leads/daily-stats.js';
import { shortcutRange, type AgenciesReport } from './reports.contract.js';
import { assertReportAccess } from './report-access.js';
import { agenciesOf, leadFigures, runningOf } from './report-analytics.js';
import { LEAD_COUNTERS, revenueItems, sumBy } from './revenue-read.js';
import { emptyTotals, rootZone } from './revenue-stats.js';

/** The Agency List's figures cover the "last month" date shortcut (docs/product.md, Inputs and formats): the last 30 days, today included. */
export const AGENCIES_REPORT_DAYS = 30;

/**
 * GET /api/configuration/agencies-report: per agency of the platform, its clients, campaigns running
 * now and its clients' leads, retail, wholesale and margin over the last 30 days (root's calendar),
 * for the Agency List's columns. The same people as Report Analytics may read it.
 */
export async function agenciesReport(actor: Actor, now: Date = new Date()): Promise<AgenciesReport> {
  await assertReportAccess(actor);
  const zone = await rootZone(actor.rootId);
  const range = shortcutRange(statsDay(now, zone), AGENCIES_REPORT_DAYS);
  const [agencies, items] = await Promise.all([agenciesOf(actor.rootId), revenueItems(actor.rootId, range.start, range.end, range.end, LEAD_COUNTERS)]);
  const byAgency = sumBy(items, (r) => r.agencyId);
  return {
    ...range,
    data: agencies.map((a) => ({ agency_id: a.companyId, clients: a.childCount ?? 0, running_campaigns: runningOf(a), ...leadFigures(byAgency.get(a.companyId) ?? emptyTotals()) })),
  };
}
