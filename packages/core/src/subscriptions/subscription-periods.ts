/**
 * A subscription's periods run from the day it started (the agency's calendar day), one month or
 * twelve long; the n-th starts on the start day's date n periods later, clamped to the month's
 * last day (a subscription started on the 31st renews on February's 28th or 29th and on March's
 * 31st again). Pure day arithmetic on yyyy-MM-dd strings.
 */

const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** The start day plus `months` months, the day of month clamped to the target month's length. */
export function addMonthsClamped(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const ty = Math.floor(index / 12);
  const tm = (index % 12) + 1;
  const td = Math.min(d, daysIn(ty, tm));
  return `${String(ty).padStart(4, '0')}-${String(tm).padStart(2, '0')}-${String(td).padStart(2, '0')}`;
}

/** First day of period n, and the first day after it. */
export function periodBounds(startDay: string, months: number, n: number): { first: string; next: string } {
  return { first: addMonthsClamped(startDay, n * months), next: addMonthsClamped(startDay, (n + 1) * months) };
}

/** The index of the period holding `today` (0 before or on the start day). */
export function periodIndexOn(startDay: string, months: number, today: string): number {
  if (today <= startDay) return 0;
  // An estimate from the month count, then corrected by the clamped bounds.
  const [y0, m0] = startDay.split('-').map(Number) as [number, number];
  const [y1, m1] = today.split('-').map(Number) as [number, number];
  let n = Math.max(0, Math.floor(((y1 - y0) * 12 + (m1 - m0)) / months));
  while (n > 0 && periodBounds(startDay, months, n).first > today) n -= 1;
  while (periodBounds(startDay, months, n).next <= today) n += 1;
  return n;
}

/** How many earlier periods a run still bills when it was missed (a month's worth of missed runs is caught up). */
export const SUBSCRIPTION_LOOKBACK = 2;

/** The periods a run bills on `today`: those started by today (a few back), oldest first; none that start on or after a cancelled subscription's end. */
export function duePeriods(startDay: string, months: number, today: string, endsOn?: string): number[] {
  if (months <= 0 || today < startDay) return [];
  const current = periodIndexOn(startDay, months, today);
  const out: number[] = [];
  for (let n = Math.max(0, current - SUBSCRIPTION_LOOKBACK); n <= current; n += 1) {
    if (endsOn !== undefined && periodBounds(startDay, months, n).first >= endsOn) break;
    out.push(n);
  }
  return out;
}

/** "Nov 26, 2026 – Dec 25, 2026": a period as its invoice line names it (its last day is the day before the next starts). */
export function periodText(startDay: string, months: number, n: number): string {
  const { first, next } = periodBounds(startDay, months, n);
  const last = new Date(`${next}T00:00:00Z`);
  last.setUTCDate(last.getUTCDate() - 1);
  const fmt = (d: Date) => d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  return `${fmt(new Date(`${first}T00:00:00Z`))} – ${fmt(last)}`;
}
