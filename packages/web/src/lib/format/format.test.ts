import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, safeTimeZone } from './date';
import { formatCents, formatWholeDollars } from './money';

describe('money is USD, en-US', () => {
  it.each([
    [25000, '$250.00'],
    [123456789, '$1,234,567.89'],
    [5, '$0.05'],
  ])('%i cents shows as %s', (cents, shown) => {
    expect(formatCents(cents)).toBe(shown);
  });

  it('the whole-dollar formatter drops the cents', () => {
    expect(formatWholeDollars(34900)).toBe('$349');
    expect(formatWholeDollars(250049)).toBe('$2,500');
  });
});

describe("dates are shown in the company's time zone", () => {
  // 2023-09-07 03:30 UTC is still 6 September in Chicago (UTC-5 in summer).
  const reference = '2023-09-07T03:30:00.000Z';

  it('defaults to America/Chicago', () => {
    expect(formatDate(reference, null)).toBe('Sep 6, 2023');
    expect(formatDateTime(reference, undefined)).toMatch(/^Sep 6, 2023, 10:30\sPM$/);
  });

  it('follows the company’s zone when it has one', () => {
    expect(formatDate(reference, 'Asia/Dubai')).toBe('Sep 7, 2023');
  });

  it('falls back to the default for a zone that does not exist', () => {
    expect(safeTimeZone('Mars/Olympus')).toBe('America/Chicago');
  });

  it('follows the interface language, still on the company’s day', () => {
    const arabic = formatDate(reference, null, 'ar');
    expect(arabic).not.toBe(formatDate(reference, null, 'en'));
    expect(arabic).toMatch(/06|٠٦/);
  });
});
