import type { LimitFrequency } from '../campaigns/modules.js';

/** The Monday (yyyy-MM-dd) of the week a calendar day falls in. */
export function weekStart(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  const back = (d.getUTCDay() + 6) % 7;
  d.setUTCDate(d.getUTCDate() - back);
  return d.toISOString().slice(0, 10);
}

/** The counter period of a LimitLead frequency for a client's calendar day. */
export function limitPeriod(freq: LimitFrequency, day: string): string {
  if (freq === 'week') return `w${weekStart(day)}`;
  if (freq === 'month') return `m${day.slice(0, 7)}`;
  return `d${day}`;
}

/** The open billing period of a payment term on a day: weeks from Monday, months by calendar. */
export function billingPeriod(term: 'Weekly' | 'Monthly', day: string): string {
  return term === 'Weekly' ? `W${weekStart(day)}` : `M${day.slice(0, 7)}`;
}

/** Whether a day is inside an optional [start, end] range of days (either end may be open). */
export const withinDays = (day: string, start?: string, end?: string) => (!start || day >= start) && (!end || day <= end);
