import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.js';
import { zonedDayStart } from './zoned-day.js';

describe('CSV download: RFC 4180 with formula cells neutralised', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\r\nlines', '"two\r\nlines"'],
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+1 555', "'+1 555"],
    ['-10', "'-10"],
    ['@cmd', "'@cmd"],
    ['\tTab', "'\tTab"],
    ['=1,2', `"'=1,2"`],
    [null, ''],
  ])('%j → %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('uses CRLF lines and a header row', () => {
    expect(toCsv(['A', 'B'], [['1', 'x,y']])).toBe('A,B\r\n1,"x,y"\r\n');
  });
});

describe('log date ranges are days in the company’s time zone', () => {
  it.each([
    ['2026-07-01', 'America/Chicago', '2026-07-01T05:00:00.000Z'],
    ['2026-01-15', 'America/Chicago', '2026-01-15T06:00:00.000Z'],
    ['2026-01-15', 'UTC', '2026-01-15T00:00:00.000Z'],
    ['2026-03-08', 'America/New_York', '2026-03-08T05:00:00.000Z'],
  ])('%s in %s starts at %s', (day, tz, iso) => {
    expect(zonedDayStart(day, tz).toISOString()).toBe(iso);
  });
});
