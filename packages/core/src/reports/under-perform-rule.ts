import type { UnderPerformReason } from './campaign-reports.contract.js';

/**
 * When a running campaign is under-performing (docs/decisions.md, "Campaign reports"). Days are
 * complete days in the client's time zone before today (today is still filling, so a morning look
 * is not skewed by it). Isomorphic: no storage.
 */
export const UNDER_PERFORM = {
  /** A campaign is judged only once it has run this many complete days. */
  minRunDays: 7,
  /** No delivered lead on each of this many last complete days. */
  silentDays: 3,
  /** Fewer than this share of the previous window's leads in the last window... */
  dropShare: 0.5,
  windowDays: 7,
  /** ...when the previous window had at least this many (fewer are noise: 4 → 1 is not a fall). */
  minPrevious: 7,
} as const;

/** yyyy-MM-dd plus n days (n may be negative). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The 14 complete days the rule looks at, oldest first: the previous window then the last. */
export const lookbackDays = (today: string) => ({ from: addDays(today, -2 * UNDER_PERFORM.windowDays), to: addDays(today, -1) });

export interface UnderPerformInput {
  /** The day it first ran (client's zone); null if it never ran. */
  startedDay: string | null;
  today: string;
  /** Delivered leads per day (missing days are 0). */
  delivered: ReadonlyMap<string, number>;
}

export interface UnderPerformVerdict {
  reason: UnderPerformReason;
  last7: number;
  previous7: number;
  lastLeadDay: string | null;
}

/**
 * A running campaign that has run at least 7 complete days is under-performing when it delivered
 * nothing on each of the last 3 complete days (`no_leads`), or, having run at least 14, when its
 * last 7 complete days delivered fewer than half of the 7 before them and those had at least 7
 * (`dropped`). Otherwise null.
 */
export function underPerforming({ startedDay, today, delivered }: UnderPerformInput): UnderPerformVerdict | null {
  const { windowDays, minRunDays, silentDays, dropShare, minPrevious } = UNDER_PERFORM;
  if (!startedDay || startedDay > addDays(today, -minRunDays)) return null;
  const count = (from: number, to: number) => {
    let n = 0;
    for (let i = from; i <= to; i++) n += delivered.get(addDays(today, -i)) ?? 0;
    return n;
  };
  const last7 = count(1, windowDays);
  const previous7 = count(windowDays + 1, 2 * windowDays);
  let lastLeadDay: string | null = null;
  for (let i = 1; i <= 2 * windowDays && !lastLeadDay; i++) if ((delivered.get(addDays(today, -i)) ?? 0) > 0) lastLeadDay = addDays(today, -i);
  if (count(1, silentDays) === 0) return { reason: 'no_leads', last7, previous7, lastLeadDay };
  const fullWindows = startedDay <= addDays(today, -2 * windowDays);
  if (fullWindows && previous7 >= minPrevious && last7 < previous7 * dropShare) return { reason: 'dropped', last7, previous7, lastLeadDay };
  return null;
}
