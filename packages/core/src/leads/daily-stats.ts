import type { CampaignModule } from '../campaigns/modules.js';
import type { LeadStatus } from './lead-status.js';
import type { StatsScope } from './daily-stats.entity.js';
import { dailyStatsEntity } from './daily-stats.entity.js';

/** The calendar day (yyyy-MM-dd) an instant falls on in a time zone (the company's, default Chicago). */
export function statsDay(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

const COUNTER: Record<LeadStatus, 'delivered' | 'suppressed' | 'overLimit' | 'test' | 'pending'> = {
  delivered: 'delivered',
  suppressed: 'suppressed',
  'over-limit': 'overLimit',
  test: 'test',
  pending: 'pending',
};

/**
 * What one stored lead adds to its day's items (ElectroDB `.add(...)`), for the pipeline's
 * transaction: `dailyStats.update({ rootId, scope, scopeId, module, day }).add(dailyStatsAdd(...)).commit()`
 * for the client's and the agency's item. A lead that moves from pending to delivered adds -1 pending.
 */
export function dailyStatsAdd(status: LeadStatus, retailCents = 0, wholesaleCents = 0, count = 1) {
  return { [COUNTER[status]]: count, ...(retailCents ? { retailCents } : {}), ...(wholesaleCents ? { wholesaleCents } : {}) };
}

/**
 * What a lead debited from the prepaid wallet adds besides: the agency's payout for the month counts
 * its margin from these, without reading leads (docs/decisions.md, "Agency payouts").
 */
/**
 * The day items one lead counts in, written in its transaction: its client's, its agency's and its
 * campaign's (the campaign's chart and report totals read these, never the leads).
 */
export function statsKeys(l: { rootId: string; companyId: string; agencyId: string; campaignId: string; module: CampaignModule }, day: string) {
  const scopes: [StatsScope, string][] = [
    ['client', l.companyId],
    ['agency', l.agencyId],
    ['campaign', l.campaignId],
  ];
  return scopes.map(([scope, scopeId]) => ({ rootId: l.rootId, scope, scopeId, module: l.module, day }));
}

export const prepaidStatsAdd = (retailCents: number, wholesaleCents: number, count = 1) => ({ prepaidLeads: count, prepaidRetailCents: retailCents, prepaidWholesaleCents: wholesaleCents });

export interface DayStats {
  day: string;
  delivered: number;
  suppressed: number;
  overLimit: number;
  test: number;
  pending: number;
  retailCents: number;
  wholesaleCents: number;
}

const emptyDay = (day: string): DayStats => ({ day, delivered: 0, suppressed: 0, overLimit: 0, test: 0, pending: 0, retailCents: 0, wholesaleCents: 0 });

/** Every day from `from` to `to` (inclusive, yyyy-MM-dd). */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  const d = new Date(`${from}T00:00:00Z`);
  const end = new Date(`${to}T00:00:00Z`);
  while (d <= end && out.length < 1000) {
    out.push(d.toISOString().slice(0, 10));
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return out;
}

/** One client's, agency's or campaign's leads per day of a module over a range, days without leads as zeros. */
export async function readDailyStats(key: { rootId: string; scope: StatsScope; scopeId: string; module: CampaignModule }, from: string, to: string): Promise<DayStats[]> {
  const res = await dailyStatsEntity.query.byScopeDay(key).between({ day: from }, { day: to }).go({ pages: 'all' });
  const byDay = new Map(res.data.map((r) => [r.day, r]));
  return daysBetween(from, to).map((day) => {
    const r = byDay.get(day);
    if (!r) return emptyDay(day);
    return {
      day,
      delivered: r.delivered ?? 0,
      suppressed: r.suppressed ?? 0,
      overLimit: r.overLimit ?? 0,
      test: r.test ?? 0,
      pending: r.pending ?? 0,
      retailCents: r.retailCents ?? 0,
      wholesaleCents: r.wholesaleCents ?? 0,
    };
  });
}
