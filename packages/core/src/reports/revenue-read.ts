import { emptyTotals, REVENUE_COUNTERS, type RevenueCounter, type RevenueTotals } from './revenue-stats.js';
import { revenueStatsEntity } from './revenue-stats.entity.js';

/** The first and last day of a month (yyyy-MM). */
export function monthDays(month: string): { first: string; last: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(last).padStart(2, '0')}` };
}

/** Every month (yyyy-MM) a range of days touches, oldest first. */
export function monthsBetween(start: string, end: string): string[] {
  const out: string[] = [];
  let [y, m] = start.slice(0, 7).split('-').map(Number) as [number, number];
  const stop = end.slice(0, 7);
  for (let i = 0; i < 1200; i++) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    out.push(month);
    if (month >= stop) break;
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
}

const nextDay = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

export interface RevenueRow extends RevenueTotals {
  agencyId: string;
  day: string;
  grain: 'day' | 'month';
}

const prevDay = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};
const span = (from: string, to: string) => (from > to ? 0 : Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1);

/** What to read for one month of a range: its month items, less or plus day items of some days. */
export interface MonthPlan {
  month: string;
  /** Read the month items (the month's totals). */
  whole: boolean;
  /** Day ranges read: added when not `whole`, subtracted from the month items when `whole`. */
  days: { from: string; to: string }[];
}

/**
 * How a month is read for a range: whole when the range covers it (no day after `today` holds
 * anything yet, so a range ending today covers the month so far); otherwise the cheaper of its
 * covered days, or the month items less its uncovered days (a range starting on the 28th reads 3
 * days, one starting on the 3rd reads the month less 2 days). Each part month then costs at most
 * about half a month of day items per agency.
 */
export function planMonth(month: string, start: string, end: string, today: string): MonthPlan {
  const { first, last } = monthDays(month);
  const from = start > first ? start : first;
  // Nothing is stored for days after today: a range reaching today covers the rest of the month.
  const to = end >= today || end >= last ? last : end;
  if (from === first && to === last) return { month, whole: true, days: [] };
  const covered = span(from, to);
  const before = from > first ? { from: first, to: prevDay(from) } : null;
  const after = to < last ? { from: nextDay(to), to: last } : null;
  const uncovered = (before ? span(before.from, before.to) : 0) + (after ? span(after.from, after.to) : 0);
  if (uncovered + 1 < covered) return { month, whole: true, days: [before, after].filter((d): d is { from: string; to: string } => d !== null) };
  return { month, whole: false, days: [{ from, to }] };
}

/** The lead figures alone: what Report Analytics and the Agency List show of the aggregates. */
export const LEAD_COUNTERS = ['leads', 'retailCents', 'wholesaleCents'] as const satisfies readonly RevenueCounter[];

function toRow(r: Partial<Record<string, unknown>>, sign: 1 | -1, counters: readonly RevenueCounter[]): RevenueRow {
  const totals = emptyTotals();
  for (const k of counters) totals[k] = sign * ((r[k] as number | undefined) ?? 0);
  return { ...totals, agencyId: String(r.agencyId), day: String(r.day), grain: r.grain === 'month' ? 'month' : 'day' };
}

/**
 * The revenue items covering a range, as signed rows to sum: per month it touches, its month items
 * and/or day items as `planMonth` decides, all partitions queried at once. A range is then a few
 * queries per month, whatever the number of agencies. `today` is the root's calendar day. Only
 * `counters` are read (the others sum to 0): thousands of agencies' items are then a third the bytes.
 */
export async function revenueItems(rootId: string, start: string, end: string, today = '9999-12-31', counters: readonly RevenueCounter[] = REVENUE_COUNTERS): Promise<RevenueRow[]> {
  const entity = revenueStatsEntity;
  const attributes = ['agencyId', 'day', 'grain', ...counters] as const;
  const dayRows = async (month: string, from: string, to: string) => {
    // The upper bound is the next day's prefix: every item of `to` (its agency id follows the day) sorts below it.
    const rows = (await entity.query.byRootMonth({ rootId, month }).between({ grain: 'day', day: from }, { grain: 'day', day: nextDay(to) }).go({ pages: 'all', attributes })).data;
    return rows.filter((r) => r.grain === 'day' && r.day >= from && r.day <= to);
  };
  const parts = await Promise.all(
    monthsBetween(start, end).flatMap((month) => {
      const plan = planMonth(month, start, end, today);
      const sign = plan.whole ? -1 : 1;
      return [
        ...(plan.whole ? [entity.query.byRootMonth({ rootId, month }).begins({ grain: 'month' }).go({ pages: 'all', attributes }).then((r) => r.data.map((x) => toRow(x, 1, counters)))] : []),
        ...plan.days.map((d) => dayRows(month, d.from, d.to).then((rows) => rows.map((x) => toRow(x, sign, counters)))),
      ];
    }),
  );
  return parts.flat();
}

/** Sums rows into one total per key. */
export function sumBy(rows: RevenueRow[], key: (r: RevenueRow) => string): Map<string, RevenueTotals> {
  const out = new Map<string, RevenueTotals>();
  for (const r of rows) {
    const k = key(r);
    let t = out.get(k);
    if (!t) out.set(k, (t = emptyTotals()));
    for (const c of REVENUE_COUNTERS) t[c] += r[c];
  }
  return out;
}
