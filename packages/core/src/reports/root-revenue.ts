import type { Actor } from '../access/actor.js';
import { statsDay } from '../leads/daily-stats.js';
import { assertReportAccess } from './report-access.js';
import { monthsBetween, revenueItems, sumBy } from './revenue-read.js';
import { emptyTotals, rootZone, type RevenueTotals } from './revenue-stats.js';
import type { ReportRange, RootRevenue, RootRevenueMonth } from './reports.contract.js';

/** A month's (or the range's) revenue lines from its aggregates. */
export function revenueLines(month: string, t: RevenueTotals): RootRevenueMonth {
  const line = {
    wholesale_leads: t.wholesaleCents,
    platform_fees: t.platformFeeCents,
    setup_fees: t.setupFeeCents,
    onboarding_fees: t.onboardingFeeCents,
    developer_fees: t.developerFeeCents,
    minimum_spend: t.minimumSpendCents,
    refunds: t.refundCents,
    agency_payouts: t.payoutCents,
  };
  const net = line.wholesale_leads + line.platform_fees + line.setup_fees + line.onboarding_fees + line.developer_fees + line.minimum_spend - line.refunds - line.agency_payouts;
  return { month, ...line, net };
}

/**
 * GET /api/configuration/root-revenue/{start}/{end}: the platform's revenue by month of the range
 * (root's calendar): its wholesale of delivered leads, the platform, set-up, onboarding and
 * developer fees and minimum spend charged (paid invoices), wallet refunds, and what agencies were
 * paid by payouts. Months without any figure show zeros.
 */
export async function rootRevenue(actor: Actor, range: ReportRange): Promise<RootRevenue> {
  await assertReportAccess(actor);
  const zone = await rootZone(actor.rootId);
  const items = await revenueItems(actor.rootId, range.start, range.end, statsDay(new Date(), zone));
  const byMonth = sumBy(items, (r) => r.day.slice(0, 7));
  const all = sumBy(items, () => 'all').get('all') ?? emptyTotals();
  return {
    start: range.start,
    end: range.end,
    time_zone: zone,
    months: monthsBetween(range.start, range.end).map((m) => revenueLines(m, byMonth.get(m) ?? emptyTotals())),
    totals: revenueLines('total', all),
  };
}
