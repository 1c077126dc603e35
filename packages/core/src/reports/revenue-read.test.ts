import { describe, expect, it } from 'vitest';
import { invoiceRevenue } from './revenue-stats.js';
import { monthsBetween, planMonth } from './revenue-read.js';
import { reportRangeSchema, shortcutRange } from './reports.contract.js';

describe('A range is read from month items where it can, day items only at its ends', () => {
  it.each([
    ['a whole month inside the range: its month items alone', '2026-09', '2026-08-29', '2026-11-26', '2026-11-26', { whole: true, days: [] }],
    ['the month of today, from its 1st: the month so far is the month item', '2026-11', '2026-08-29', '2026-11-26', '2026-11-26', { whole: true, days: [] }],
    ['a range starting on the 29th: the 3 covered days', '2026-08', '2026-08-29', '2026-11-26', '2026-11-26', { whole: false, days: [{ from: '2026-08-29', to: '2026-08-31' }] }],
    ['a range starting on the 3rd: the month less its first 2 days', '2026-08', '2026-08-03', '2026-11-26', '2026-11-26', { whole: true, days: [{ from: '2026-08-01', to: '2026-08-02' }] }],
    ['a past range ending on the 28th of a 30-day month: the month less 2 days', '2026-09', '2026-08-01', '2026-09-28', '2026-11-26', { whole: true, days: [{ from: '2026-09-29', to: '2026-09-30' }] }],
    ['a week inside one past month: its 7 days', '2026-09', '2026-09-10', '2026-09-16', '2026-11-26', { whole: false, days: [{ from: '2026-09-10', to: '2026-09-16' }] }],
  ] as const)('%s', (_name, month, start, end, today, plan) => {
    expect(planMonth(month, start, end, today)).toEqual({ month, ...plan });
  });

  it('a range names every month it touches, across a year end', () => {
    expect(monthsBetween('2026-11-20', '2027-02-02')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
  });
});

describe('A paid invoice counts under what it charged for', () => {
  it('a period invoice’s platform-fee lines are platform fees, the rest lead charges', () => {
    expect(invoiceRevenue({ kind: 'lead_charges', amountCents: 3_400, feeCents: 2_500 })).toEqual({ leadChargesCents: 900, platformFeeCents: 2_500 });
  });
  it('fees are counted by their kind', () => {
    expect(invoiceRevenue({ kind: 'onboarding_fee', amountCents: 49_900 })).toEqual({ onboardingFeeCents: 49_900 });
    expect(invoiceRevenue({ kind: 'developer_fee', amountCents: 34_900 })).toEqual({ developerFeeCents: 34_900 });
    expect(invoiceRevenue({ kind: 'setup_fee', amountCents: 10_000 })).toEqual({ setupFeeCents: 10_000 });
    expect(invoiceRevenue({ kind: 'minimum_spend', amountCents: 5_000 })).toEqual({ minimumSpendCents: 5_000 });
  });
});

describe('Report ranges (yyyy-MM-dd, the date shortcuts)', () => {
  it('the shortcuts end today: last week is 7 days, last month 30, last 3 months 90', () => {
    expect(shortcutRange('2026-11-26', 7)).toEqual({ start: '2026-11-20', end: '2026-11-26' });
    expect(shortcutRange('2026-11-26', 30)).toEqual({ start: '2026-10-28', end: '2026-11-26' });
    expect(shortcutRange('2026-03-01', 90)).toEqual({ start: '2025-12-02', end: '2026-03-01' });
  });
  it('refuses days that do not exist, a start after the end and more than 366 days', () => {
    expect(reportRangeSchema.safeParse({ start: '2026-02-29', end: '2026-03-01' }).success).toBe(false);
    expect(reportRangeSchema.safeParse({ start: '2026-03-02', end: '2026-03-01' }).success).toBe(false);
    expect(reportRangeSchema.safeParse({ start: '2025-01-01', end: '2026-01-02' }).success).toBe(false);
    expect(reportRangeSchema.safeParse({ start: '2025-01-02', end: '2026-01-02' }).success).toBe(true);
  });
});
