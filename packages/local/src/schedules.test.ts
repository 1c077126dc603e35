import { describe, expect, it } from 'vitest';
import { cronMatches, rateMs } from './schedules.js';

describe('schedules run in-process as EventBridge Scheduler reads them', () => {
  it('reads rate expressions', () => {
    expect(rateMs('rate(15 minutes)')).toBe(900_000);
    expect(rateMs('rate(1 day)')).toBe(86_400_000);
    expect(rateMs('cron(0 3 * * ? *)')).toBeUndefined();
  });

  it('matches a daily cron at its minute only', () => {
    expect(cronMatches('cron(0 3 * * ? *)', new Date('2026-11-25T03:00:30Z'))).toBe(true);
    expect(cronMatches('cron(0 3 * * ? *)', new Date('2026-11-25T03:01:00Z'))).toBe(false);
  });

  it('reads the expression in its time zone', () => {
    // 03:00 in Chicago (CST, UTC-6) is 09:00 UTC.
    expect(cronMatches('cron(0 3 * * ? *)', new Date('2026-11-25T09:00:00Z'), 'America/Chicago')).toBe(true);
    expect(cronMatches('cron(0 3 * * ? *)', new Date('2026-11-25T03:00:00Z'), 'America/Chicago')).toBe(false);
  });

  it('counts day-of-week from Sunday = 1 and takes names, steps and the first of the month', () => {
    // 2026-11-29 is a Sunday.
    expect(cronMatches('cron(0 0 ? * 1 *)', new Date('2026-11-29T00:00:00Z'))).toBe(true);
    expect(cronMatches('cron(0 0 ? * MON *)', new Date('2026-11-30T00:00:00Z'))).toBe(true);
    expect(cronMatches('cron(0/15 * * * ? *)', new Date('2026-11-25T10:45:00Z'))).toBe(true);
    expect(cronMatches('cron(0/15 * * * ? *)', new Date('2026-11-25T10:44:00Z'))).toBe(false);
    expect(cronMatches('cron(5 0 1 * ? *)', new Date('2026-12-01T00:05:00Z'))).toBe(true);
  });
});
