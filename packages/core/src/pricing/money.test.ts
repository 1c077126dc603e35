import { describe, expect, it } from 'vitest';
import { centsToString, formatUSD, parseMoney, sanitizeFeeInput } from './money.js';

describe('money is integer cents, shown in USD en-US', () => {
  it.each([
    ['0', 0],
    ['', 0],
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['0.35', 35],
    ['1234567.89', 123456789],
    ['12.', 1200],
  ])('"%s" is %i cents', (text, cents) => {
    expect(parseMoney(text)).toBe(cents);
  });

  it.each(['-1', '1.234', 'abc', '1,000', '1e3', '12345678'])('"%s" is not an amount', (text) => {
    expect(parseMoney(text)).toBeUndefined();
  });

  it('shows en-US dollars, with a whole-dollar formatter too', () => {
    expect(formatUSD(123456)).toBe('$1,234.56');
    expect(formatUSD(123456, { noCents: true })).toBe('$1,235');
    expect(centsToString(35)).toBe('0.35');
  });

  it('0.1 + 0.2 stays exact in cents', () => {
    expect((parseMoney('0.1') ?? 0) + (parseMoney('0.2') ?? 0)).toBe(parseMoney('0.3'));
  });
});

describe('fee inputs: digits and one decimal point only, otherwise reset to 0', () => {
  it.each([
    ['12.5', '12.5'],
    ['12.', '12.'],
    ['.5', '.5'],
    ['12.5.1', '0'],
    ['1a', '0'],
    ['-3', '0'],
  ])('"%s" → "%s"', (typed, kept) => {
    expect(sanitizeFeeInput(typed)).toBe(kept);
  });
});
