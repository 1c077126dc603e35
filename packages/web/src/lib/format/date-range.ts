/** A calendar day (yyyy-MM-dd) in a time zone. */
export function dayIn(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** The last n days up to today (the report shortcuts 7, 30, 90; docs/decisions.md, "Reports and revenue aggregates"), as yyyy-MM-dd in the company's zone. */
export function lastDays(n: number, timeZone: string, now = new Date()): { start: string; end: string } {
  return { start: dayIn(new Date(now.getTime() - (n - 1) * 86_400_000), timeZone), end: dayIn(now, timeZone) };
}
