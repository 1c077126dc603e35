import { statsDay } from '../leads/daily-stats.js';
import { weekStart } from '../leads/limit-periods.js';
import type { PaymentTerm } from '../pricing/payment-terms.js';

/**
 * Billing periods as the lead pipeline writes them on accruals: `W<Monday>` (yyyy-MM-dd, a week
 * from Monday) and `M<yyyy-MM>`, by the client's calendar day.
 */
export type PeriodKind = 'W' | 'M';

/**
 * A period is billed once its last day has ended in every time zone (UTC-12), so a client far west
 * of Chicago cannot accrue a lead to a period already billed. The run is scheduled after that hour.
 */
export const LAST_ZONE = 'Etc/GMT+12';

/** How far back a run looks for periods not yet billed (a run missed for weeks still catches up). */
export const LOOKBACK = { W: 6, M: 3 } as const;

const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

const addMonths = (month: string, n: number) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return d.toISOString().slice(0, 7);
};

/** The day the whole world has reached: every period ending before it is closed. */
export const closedBefore = (now: Date) => statsDay(now, LAST_ZONE);

/** The closed periods a run looks at, newest first. */
export function closedPeriods(now: Date, kind: PeriodKind): string[] {
  const today = closedBefore(now);
  const out: string[] = [];
  if (kind === 'W') {
    const current = weekStart(today);
    for (let k = 1; k <= LOOKBACK.W; k++) out.push(`W${addDays(current, -7 * k)}`);
  } else {
    const current = today.slice(0, 7);
    for (let k = 1; k <= LOOKBACK.M; k++) out.push(`M${addMonths(current, -k)}`);
  }
  return out;
}

/** The closed months (yyyy-MM) a minimum-spend run looks at, newest first. */
export const closedMonths = (now: Date) => closedPeriods(now, 'M').map((p) => p.slice(1));

/** First and last calendar day of a period. */
export function periodDays(period: string): { first: string; last: string } {
  if (period.startsWith('W')) {
    const first = period.slice(1);
    return { first, last: addDays(first, 6) };
  }
  const month = period.slice(1);
  return { first: `${month}-01`, last: addDays(`${addMonths(month, 1)}-01`, -1) };
}

/** The period after this one (the next week, the next month). */
export const nextPeriod = (period: string) => (period.startsWith('W') ? `W${addDays(period.slice(1), 7)}` : `M${addMonths(period.slice(1), 1)}`);

/** The periods whose charges count toward a month: the month itself and every week that starts in it. */
export function periodsOfMonth(month: string): string[] {
  const { first, last } = periodDays(`M${month}`);
  const weeks: string[] = [];
  for (let w = nextPeriod(`W${weekStart(first)}`); periodDays(w).first <= last; w = nextPeriod(w)) weeks.push(w);
  if (weekStart(first) === first) weeks.unshift(`W${first}`);
  return [`M${month}`, ...weeks];
}

/** The month a period's charges count toward (a week: the month it starts in). */
export const periodMonth = (period: string) => periodDays(period).first.slice(0, 7);

/** Which period kind a payment term bills by (One Time and Prepaid are monthly, as the pipeline accrues them). */
export const kindOfTerm = (term: PaymentTerm): PeriodKind => (term === 'Weekly' ? 'W' : 'M');

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "week of Nov 23, 2026" / "November 2026". */
export function periodLabel(period: string): string {
  const { first } = periodDays(period);
  const [y, m, d] = first.split('-').map(Number) as [number, number, number];
  const month = MONTHS[m - 1] as string;
  return period.startsWith('W') ? `week of ${month.slice(0, 3)} ${d}, ${y}` : `${month} ${y}`;
}

/** Month index of `month` counted from the month a company was created in (1 = that month). */
export function monthNumber(createdAt: string, month: string, timeZone = 'America/Chicago'): number {
  const start = statsDay(new Date(createdAt), timeZone).slice(0, 7);
  const [y0, m0] = start.split('-').map(Number) as [number, number];
  const [y1, m1] = month.split('-').map(Number) as [number, number];
  return (y1 - y0) * 12 + (m1 - m0) + 1;
}
