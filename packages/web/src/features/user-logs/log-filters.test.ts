import { describe, expect, it } from 'vitest';
import { truncateDescription } from '@platform/core/contracts';
import { activeFilterCount, addDays, logsFileName, logsQuery, NO_FILTERS, pageSpan, shortcutRange, todayIn, userTypeLabel } from './log-filters';

describe('the logs’ date shortcuts count back from today in the company’s time zone', () => {
  it.each([
    [7, '2026-03-03'],
    [30, '2026-02-08'],
    [90, '2025-12-10'],
  ])('%i days before 10 March 2026', (days, start) => {
    expect(shortcutRange(days, '2026-03-10')).toEqual({ start, end: '2026-03-10' });
  });

  it('today is the company’s day, not the browser’s', () => {
    // 03:30 UTC on 7 September is still 6 September in Chicago.
    const now = new Date('2023-09-07T03:30:00Z');
    expect(todayIn('America/Chicago', now)).toBe('2023-09-06');
    expect(todayIn('Asia/Dubai', now)).toBe('2023-09-07');
  });

  it('whole days across a daylight-saving change and a year end', () => {
    expect(addDays('2026-03-09', -1)).toBe('2026-03-08');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });
});

describe('descriptions are cut at 30 characters', () => {
  it('a long one ends in an ellipsis after 30 characters; a short one stays whole', () => {
    expect(truncateDescription('Set costs of Acme Agency (Weekly)')).toBe('Set costs of Acme Agency (Week…');
    expect(truncateDescription('Sign in')).toBe('Sign in');
  });
});

describe('filters, paging and the CSV', () => {
  it('sends only the filters that are on, the same for the list and the download', () => {
    expect(logsQuery(NO_FILTERS)).toEqual({});
    expect(logsQuery({ action: 'cost_updated', userType: 'root', start: '2026-01-01', end: '' }, 2)).toEqual({ page: '2', per_page: '10', action: 'cost_updated', userType: 'root', start: '2026-01-01' });
    expect(activeFilterCount({ action: 'login', userType: 'all', start: '', end: '2026-01-01' })).toBe(2);
  });

  it('names user types as the filter does', () => {
    expect(['root', 'admin', 'client', 'other'].map(userTypeLabel)).toEqual(['Enterprise', 'Admin', 'Client', 'other']);
  });

  it('shows “Showing x to y of z entries” numbers for a page', () => {
    expect(pageSpan({ current_page: 3, per_page: 10, total: 25 }, 5)).toEqual({ from: 21, to: 25, total: 25 });
    expect(pageSpan({ current_page: 1, per_page: 10, total: 0 }, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });

  it('names the file after the company, as the API does', () => {
    expect(logsFileName("Bob's Bakery & Co")).toBe('user-logs-bob-s-bakery-co.csv');
  });
});
