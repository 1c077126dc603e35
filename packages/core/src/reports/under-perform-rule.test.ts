import { describe, expect, it } from 'vitest';
import { addDays, underPerforming } from './under-perform-rule.js';

const today = '2026-11-26';
/** Delivered leads n days before today, as the campaign's day items hold them. */
const days = (perDayAgo: Record<number, number>) => new Map(Object.entries(perDayAgo).map(([ago, n]) => [addDays(today, -Number(ago)), n]));
const steady = (n: number, from = 1, to = 14) => Object.fromEntries(Array.from({ length: to - from + 1 }, (_, i) => [from + i, n]));

describe('under-performing campaigns: which running campaigns are shown', () => {
  it('a campaign running fewer than 7 complete days is never shown, even without leads', () => {
    expect(underPerforming({ startedDay: addDays(today, -6), today, delivered: days({}) })).toBeNull();
    expect(underPerforming({ startedDay: null, today, delivered: days({}) })).toBeNull();
  });

  it('no delivered lead on each of the last 3 complete days is shown as "no leads"', () => {
    const v = underPerforming({ startedDay: addDays(today, -7), today, delivered: days({ 4: 2, 5: 3 }) });
    expect(v).toEqual({ reason: 'no_leads', last7: 5, previous7: 0, lastLeadDay: addDays(today, -4) });
  });

  it("today's leads do not count (the day is not over): a lead today does not clear 3 silent days", () => {
    const delivered = days({ 0: 10, 4: 1 });
    expect(underPerforming({ startedDay: addDays(today, -30), today, delivered })?.reason).toBe('no_leads');
  });

  it('one lead in the last 3 days is enough not to be "no leads"', () => {
    expect(underPerforming({ startedDay: addDays(today, -8), today, delivered: days({ 3: 1 }) })).toBeNull();
  });

  it('fewer than half of the previous 7 days\' leads is shown as "dropped"', () => {
    const v = underPerforming({ startedDay: addDays(today, -20), today, delivered: days({ ...steady(4, 8, 14), 1: 1, 2: 1, 3: 1, 5: 10 }) });
    expect(v).toEqual({ reason: 'dropped', last7: 13, previous7: 28, lastLeadDay: addDays(today, -1) });
  });

  it('exactly half is not a drop', () => {
    expect(underPerforming({ startedDay: addDays(today, -20), today, delivered: days({ ...steady(2, 8, 14), 1: 7 }) })).toBeNull();
  });

  it('a small previous week (under 7 leads) is not judged for a drop', () => {
    expect(underPerforming({ startedDay: addDays(today, -20), today, delivered: days({ ...steady(0, 8, 14), 8: 6, 1: 1 }) })).toBeNull();
  });

  it('a drop is judged only once both weeks were running (14 complete days)', () => {
    const delivered = days({ ...steady(4, 8, 13), 1: 1 });
    expect(underPerforming({ startedDay: addDays(today, -13), today, delivered })).toBeNull();
    expect(underPerforming({ startedDay: addDays(today, -14), today, delivered })?.reason).toBe('dropped');
  });

  it('a steady campaign is not shown', () => {
    expect(underPerforming({ startedDay: addDays(today, -60), today, delivered: days(steady(5)) })).toBeNull();
  });
});
