import { queue, systemClock } from '@platform/core';
import { schedules, type ScheduleEntry } from '@platform/functions/routes';

/**
 * The manifest's schedules, run in-process: each time one fires, its message goes on its worker's
 * queue, as EventBridge Scheduler does on AWS. Times follow the platform's clock (which
 * /_local/clock can move), checked every few seconds.
 */
export interface ScheduleRuntime {
  /** Fires a schedule now (the loopback-only /_local/schedules/{name}/run). */
  run(name: string): Promise<boolean>;
  /**
   * Fires what is due now, as the next check would (the loopback-only /_local/schedules/tick): after
   * moving the clock, a test waits for this instead of for the next check, and the check after it
   * finds nothing due again.
   */
  tick(): Promise<string[]>;
  names(): string[];
  stop(): void;
}

const UNIT_MS: Record<string, number> = { minute: 60_000, minutes: 60_000, hour: 3_600_000, hours: 3_600_000, day: 86_400_000, days: 86_400_000 };

/** `rate(15 minutes)` → 900000; undefined for a cron expression. */
export function rateMs(expression: string): number | undefined {
  const m = /^rate\((\d+)\s+(minute|minutes|hour|hours|day|days)\)$/.exec(expression);
  return m ? Number(m[1]) * (UNIT_MS[m[2] as string] as number) : undefined;
}

const DAY_NAMES: Record<string, number> = { SUN: 1, MON: 2, TUE: 3, WED: 4, THU: 5, FRI: 6, SAT: 7 };
const MONTH_NAMES: Record<string, number> = { JAN: 1, FEB: 2, MAR: 3, APR: 4, MAY: 5, JUN: 6, JUL: 7, AUG: 8, SEP: 9, OCT: 10, NOV: 11, DEC: 12 };

function fieldMatches(field: string, value: number, names: Record<string, number> = {}): boolean {
  if (field === '*' || field === '?') return true;
  return field.split(',').some((part) => {
    const [range, stepText] = part.split('/');
    const step = stepText ? Number(stepText) : 1;
    const num = (t: string) => names[t.toUpperCase()] ?? Number(t);
    let lo: number;
    let hi: number;
    if (range === '*' || range === undefined) {
      lo = -Infinity;
      hi = Infinity;
    } else if (range.includes('-')) {
      const [a, b] = range.split('-') as [string, string];
      lo = num(a);
      hi = num(b);
    } else {
      lo = num(range);
      hi = stepText ? Infinity : lo;
    }
    if (value < lo || value > hi) return false;
    return Number.isFinite(lo) ? (value - lo) % step === 0 : value % step === 0;
  });
}

/**
 * Whether an EventBridge cron expression `cron(min hour day-of-month month day-of-week year)`
 * fires in the minute of `at`, read in `timeZone` (day-of-week 1 = Sunday, as EventBridge counts).
 */
export function cronMatches(expression: string, at: Date, timeZone = 'UTC'): boolean {
  const m = /^cron\((.+)\)$/.exec(expression);
  if (!m) return false;
  const [min, hour, dom, month, dow, year] = (m[1] as string).trim().split(/\s+/) as string[];
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', weekday: 'short', hourCycle: 'h23' })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const weekday = DAY_NAMES[String(parts.weekday).toUpperCase().slice(0, 3)] ?? 0;
  return (
    fieldMatches(min ?? '*', Number(parts.minute)) &&
    fieldMatches(hour ?? '*', Number(parts.hour)) &&
    fieldMatches(dom ?? '*', Number(parts.day)) &&
    fieldMatches(month ?? '*', Number(parts.month), MONTH_NAMES) &&
    fieldMatches(dow ?? '*', weekday, DAY_NAMES) &&
    fieldMatches(year ?? '*', Number(parts.year))
  );
}

export function startSchedules(opts: { onError: (e: unknown) => void; tickMs?: number; entries?: readonly ScheduleEntry[] }): ScheduleRuntime {
  const entries = opts.entries ?? schedules;
  const fire = (s: ScheduleEntry) => queue().send(s.queue, { ...s.message, schedule: s.name, firedAt: systemClock.now().toISOString() });
  const lastFired = new Map<string, number>();
  const start = systemClock.now().getTime();
  for (const s of entries) lastFired.set(s.name, start);
  const tick = async (): Promise<string[]> => {
    const now = systemClock.now();
    const fired: Promise<unknown>[] = [];
    const names: string[] = [];
    for (const s of entries) {
      // The local clock can be moved back (tests move it days ahead and home again): a schedule
      // last fired on a later day counts its period from now, or it would stay silent until the
      // real time reached that day.
      const last = Math.min(lastFired.get(s.name) ?? start, now.getTime());
      lastFired.set(s.name, last);
      const every = rateMs(s.expression);
      const due = every !== undefined ? now.getTime() - last >= every : Math.floor(now.getTime() / 60_000) > Math.floor(last / 60_000) && cronMatches(s.expression, now, s.timezone);
      if (!due) continue;
      lastFired.set(s.name, now.getTime());
      names.push(s.name);
      fired.push(fire(s).catch(opts.onError));
    }
    await Promise.all(fired);
    return names;
  };
  const timer = setInterval(() => void tick(), opts.tickMs ?? 5_000);
  timer.unref();
  return {
    async run(name) {
      const s = entries.find((e) => e.name === name);
      if (!s) return false;
      await fire(s);
      return true;
    },
    tick,
    names: () => entries.map((e) => e.name),
    stop: () => clearInterval(timer),
  };
}
