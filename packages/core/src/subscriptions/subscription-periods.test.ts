import { describe, expect, it } from 'vitest';
import { addMonthsClamped, duePeriods, periodBounds, periodIndexOn, periodText } from './subscription-periods.js';

describe('Subscription periods count from the day the package was assigned', () => {
  it('a month later on the same date, clamped to the month’s last day, never drifting', () => {
    expect(addMonthsClamped('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsClamped('2026-01-31', 2)).toBe('2026-03-31');
    expect(addMonthsClamped('2027-12-15', 1)).toBe('2028-01-15');
    expect(addMonthsClamped('2028-02-29', 12)).toBe('2029-02-28');
    expect(periodBounds('2026-01-31', 1, 1)).toEqual({ first: '2026-02-28', next: '2026-03-31' });
  });

  it('the period holding a day: monthly and yearly', () => {
    expect(periodIndexOn('2026-11-26', 1, '2026-11-26')).toBe(0);
    expect(periodIndexOn('2026-11-26', 1, '2026-12-25')).toBe(0);
    expect(periodIndexOn('2026-11-26', 1, '2026-12-26')).toBe(1);
    expect(periodIndexOn('2026-01-31', 1, '2026-03-30')).toBe(1);
    expect(periodIndexOn('2026-11-26', 12, '2027-11-25')).toBe(0);
    expect(periodIndexOn('2026-11-26', 12, '2027-11-26')).toBe(1);
  });
});

describe('What a run bills: periods started by today, a couple back, none after a cancelled end', () => {
  it('in advance: the current period from its first day', () => {
    expect(duePeriods('2026-11-26', 1, '2026-11-25')).toEqual([]);
    expect(duePeriods('2026-11-26', 1, '2026-11-26')).toEqual([0]);
    expect(duePeriods('2026-11-26', 1, '2027-02-01')).toEqual([0, 1, 2]);
    expect(duePeriods('2026-11-26', 1, '2027-05-01')).toEqual([3, 4, 5]);
  });

  it('a cancelled subscription bills nothing starting on or after its end; FREE nothing at all', () => {
    expect(duePeriods('2026-11-26', 1, '2027-01-10', '2026-12-26')).toEqual([0]);
    expect(duePeriods('2026-11-26', 0, '2027-01-10')).toEqual([]);
  });

  it('an invoice line names the period’s first and last day', () => {
    expect(periodText('2026-11-26', 1, 0)).toBe('Nov 26, 2026 – Dec 25, 2026');
    expect(periodText('2026-11-26', 12, 0)).toBe('Nov 26, 2026 – Nov 25, 2027');
  });
});
