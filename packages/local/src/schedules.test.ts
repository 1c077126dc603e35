import { setClockOffset, setQueuePort } from '@platform/core';
import { describe, expect, it } from 'vitest';
import { cronMatches, rateMs, startSchedules } from './schedules.js';

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

describe('after the clock is moved, what became due fires when asked, not at the next check', () => {
  it('a 15-minute rate schedule fires once for a jump of 16 minutes, and the next check finds nothing due', async () => {
    const sent: { queue: string; body: unknown }[] = [];
    setQueuePort({ send: async (queue, body) => (sent.push({ queue, body }), { messageId: String(sent.length) }) });
    const errors: unknown[] = [];
    const schedules = startSchedules({ onError: (e) => errors.push(e), tickMs: 3_600_000, entries: [{ name: 'sweep', expression: 'rate(15 minutes)', queue: 'sweeps', message: { kind: 'sweep' } }] });
    try {
      expect(await schedules.tick()).toEqual([]);
      setClockOffset(16 * 60_000);
      expect(await schedules.tick()).toEqual(['sweep']);
      expect(await schedules.tick()).toEqual([]);
      expect(sent).toEqual([{ queue: 'sweeps', body: expect.objectContaining({ kind: 'sweep', schedule: 'sweep' }) }]);
      expect(errors).toEqual([]);
    } finally {
      schedules.stop();
      setClockOffset(0);
    }
  });

  it('after the clock is moved days ahead and back, the schedule fires again one period on, not on that later day', async () => {
    const sent: unknown[] = [];
    setQueuePort({ send: async (_queue, body) => (sent.push(body), { messageId: String(sent.length) }) });
    const schedules = startSchedules({ onError: () => undefined, tickMs: 3_600_000, entries: [{ name: 'sweep', expression: 'rate(15 minutes)', queue: 'sweeps', message: { kind: 'sweep' } }] });
    try {
      setClockOffset(3 * 86_400_000);
      expect(await schedules.tick()).toEqual(['sweep']);
      setClockOffset(0);
      expect(await schedules.tick()).toEqual([]);
      setClockOffset(16 * 60_000);
      expect(await schedules.tick()).toEqual(['sweep']);
      expect(sent).toHaveLength(2);
    } finally {
      schedules.stop();
      setClockOffset(0);
    }
  });
});
