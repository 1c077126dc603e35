import { describe, expect, it } from 'vitest';
import { keywordTags, queueCountSchema } from './count.contract.js';
import { COUNT_ERROR_TEXT, COUNT_PENDING_TEXT, countOutcome, countStatusText, keywordFound, mayRetry, nextCountSort, sortByCount, targetLocationText } from './count-rules.js';

const row = (status: 'pending' | 'success' | 'error', count: number | null, withoutGeo: number | null, api = 2) => ({ status, count, count_without_geo: withoutGeo, api_version: api });

describe('Status of an approximate lead row', () => {
  it('a pending row shows the heavy-usage notice', () => {
    expect(countStatusText(row('pending', null, null))).toBe(COUNT_PENDING_TEXT);
    expect(COUNT_PENDING_TEXT).toBe('Our servers are experiencing heavy usage at this time. Your results may be delayed by more than one hour. You will receive an email when the process is complete.');
  });
  it('an error row says the server might be busy', () => {
    expect(countStatusText(row('error', null, null))).toBe(COUNT_ERROR_TEXT);
    expect(COUNT_ERROR_TEXT).toBe('Server might be busy. Please try again later.');
  });
  it('Success when the count is above 0, No Result when it is 0', () => {
    expect(countStatusText(row('success', 1, 1))).toBe('Success');
    expect(countStatusText(row('success', 0, 1))).toBe('No Result');
    expect(countOutcome(row('success', 0, 0))).toBe('no-result');
    expect(countOutcome(row('success', 12, 0))).toBe('success');
    expect(countOutcome(row('pending', null, null))).toBe('pending');
  });
});

describe('Keyword Found (api_version 2)', () => {
  it.each([
    [row('success', 10, 1), 'Yes'],
    [row('success', 0, 0), 'No'],
    [row('success', 10, null), '-'],
    [row('success', 10, 5), '-'],
    [row('pending', null, 1), '-'],
    [row('error', null, 0), '-'],
    [row('success', 10, 1, 1), '-'],
  ] as const)('%o shows %s', (r, shown) => {
    expect(keywordFound(r)).toBe(shown);
  });
});

describe('Retry of a failed count', () => {
  it('is offered only when nothing else is processing', () => {
    const failed = row('error', null, null);
    expect(mayRetry(failed, [failed, row('success', 3, 1)])).toBe(true);
    expect(mayRetry(failed, [failed, row('pending', null, null)])).toBe(false);
    expect(mayRetry(row('success', 3, 1), [])).toBe(false);
  });
});

describe('Historical Count sort', () => {
  it('cycles ascending, descending, then the original order', () => {
    expect(nextCountSort('none')).toBe('asc');
    expect(nextCountSort('asc')).toBe('desc');
    expect(nextCountSort('desc')).toBe('none');
  });
  it('orders by count with uncounted rows last, and gives the original order back', () => {
    const rows = [{ id: 'a', count: 50 }, { id: 'b', count: null }, { id: 'c', count: 7 }, { id: 'd', count: 900 }];
    expect(sortByCount(rows, 'asc').map((r) => r.id)).toEqual(['c', 'a', 'd', 'b']);
    expect(sortByCount(rows, 'desc').map((r) => r.id)).toEqual(['d', 'a', 'c', 'b']);
    expect(sortByCount(rows, 'none').map((r) => r.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('Target Location text', () => {
  it('names the nation, the states with their cities, or the zip codes', () => {
    expect(targetLocationText({ target_location: 'National Targeting', states: '', cities: '', zip_code: '' })).toBe('National Targeting');
    expect(targetLocationText({ target_location: 'State', states: 'TX, CA', cities: 'Austin', zip_code: '' })).toBe('State: TX, CA (Austin)');
    expect(targetLocationText({ target_location: 'Zip Code', states: '', cities: '', zip_code: '78701\n78702' })).toBe('Zip Code: 78701, 78702');
  });
});

describe('Keyword to tags', () => {
  it('splits at commas and lines, trims, drops blanks and repeats in any case', () => {
    expect(keywordTags(' roof repair, Roofing\n\nroof  repair ,, gutters ')).toEqual(['roof repair', 'Roofing', 'gutters']);
  });
});

describe('Queueing a count: what the form must hold', () => {
  const base = { company_id: 'c1', type: 'locator', target_location: 'National Targeting', keyword: 'plumber' };
  it('Search ID needs a keyword; Enhance ID does not', () => {
    expect(queueCountSchema.safeParse({ ...base, keyword: ' , ' }).success).toBe(false);
    expect(queueCountSchema.safeParse({ ...base, type: 'enhance', keyword: '' }).success).toBe(true);
  });
  it('State needs states; Zip Code needs 5-digit zips, one a line', () => {
    expect(queueCountSchema.safeParse({ ...base, target_location: 'State' }).success).toBe(false);
    expect(queueCountSchema.safeParse({ ...base, target_location: 'Zip Code', zip_code: '787' }).success).toBe(false);
    expect(queueCountSchema.safeParse({ ...base, target_location: 'Zip Code', zip_code: '78701\n78702\n' }).success).toBe(true);
  });
});
