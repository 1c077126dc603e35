import { describe, expect, it } from 'vitest';
import { closedMonths, closedPeriods, monthNumber, nextPeriod, periodDays, periodLabel, periodMonth, periodsOfMonth } from './periods.js';

describe('A billing period is billed once its last day has ended everywhere', () => {
  it('on Monday 11:00 UTC last week is still open somewhere (UTC-12 is on Sunday); at 12:00 it is closed', () => {
    expect(closedPeriods(new Date('2026-11-30T11:00:00Z'), 'W')[0]).toBe('W2026-11-16');
    expect(closedPeriods(new Date('2026-11-30T12:00:00Z'), 'W')[0]).toBe('W2026-11-23');
  });
  it('a month closes on the 1st at 12:00 UTC; the run looks back three months and six weeks', () => {
    expect(closedMonths(new Date('2026-12-01T11:59:00Z'))).toEqual(['2026-10', '2026-09', '2026-08']);
    expect(closedMonths(new Date('2026-12-01T12:00:00Z'))).toEqual(['2026-11', '2026-10', '2026-09']);
    expect(closedMonths(new Date('2027-01-02T00:00:00Z'))[0]).toBe('2026-12');
    expect(closedPeriods(new Date('2026-12-01T12:00:00Z'), 'W')).toHaveLength(6);
  });
});

describe('Period days, months and labels', () => {
  it('a week runs Monday to Sunday and counts toward the month it starts in', () => {
    expect(periodDays('W2026-11-30')).toEqual({ first: '2026-11-30', last: '2026-12-06' });
    expect(periodMonth('W2026-11-30')).toBe('2026-11');
    expect(periodLabel('W2026-11-30')).toBe('week of Nov 30, 2026');
  });
  it('a lead refused by a period already run goes to the next one: the next week, the next month (over a year’s end too)', () => {
    expect(nextPeriod('W2026-11-30')).toBe('W2026-12-07');
    expect(nextPeriod('W2026-12-28')).toBe('W2027-01-04');
    expect(nextPeriod('M2026-11')).toBe('M2026-12');
    expect(nextPeriod('M2026-12')).toBe('M2027-01');
  });
  it('a month’s charges are its own period’s and those of every week that starts in it (the last one ends in the next month)', () => {
    expect(periodsOfMonth('2026-11')).toEqual(['M2026-11', 'W2026-11-02', 'W2026-11-09', 'W2026-11-16', 'W2026-11-23', 'W2026-11-30']);
    expect(periodsOfMonth('2026-06')).toEqual(['M2026-06', 'W2026-06-01', 'W2026-06-08', 'W2026-06-15', 'W2026-06-22', 'W2026-06-29']);
    expect(periodsOfMonth('2027-02')).toEqual(['M2027-02', 'W2027-02-01', 'W2027-02-08', 'W2027-02-15', 'W2027-02-22']);
  });
  it('a month runs from the 1st to its last day (February of a leap year too)', () => {
    expect(periodDays('M2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(periodLabel('M2026-11')).toBe('November 2026');
  });
  it('the month an agency was created in (Chicago) is its first month', () => {
    expect(monthNumber('2026-11-01T03:00:00Z', '2026-10')).toBe(1);
    expect(monthNumber('2026-11-10T00:00:00Z', '2026-11')).toBe(1);
    expect(monthNumber('2026-11-10T00:00:00Z', '2026-12')).toBe(2);
    expect(monthNumber('2026-11-10T00:00:00Z', '2027-02')).toBe(4);
    expect(monthNumber('2026-11-10T00:00:00Z', '2026-10')).toBe(0);
  });
});
