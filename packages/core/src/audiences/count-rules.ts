import type { CountRow } from './count.contract.js';

/** The spec's texts for a row still waiting and a row that failed (seed wording, exactly). */
export const COUNT_PENDING_TEXT =
  'Our servers are experiencing heavy usage at this time. Your results may be delayed by more than one hour. You will receive an email when the process is complete.';
export const COUNT_ERROR_TEXT = 'Server might be busy. Please try again later.';
export const COUNT_NO_RESULT_TEXT = 'No Result';
export const COUNT_SUCCESS_TEXT = 'Success';

type RowState = Pick<CountRow, 'status' | 'count' | 'count_without_geo' | 'api_version'>;

/** What the Status column says: the notice while pending, the error sentence, else Success above 0 and No Result at 0. */
export function countStatusText(row: RowState): string {
  if (row.status === 'pending') return COUNT_PENDING_TEXT;
  if (row.status === 'error') return COUNT_ERROR_TEXT;
  return (row.count ?? 0) > 0 ? COUNT_SUCCESS_TEXT : COUNT_NO_RESULT_TEXT;
}

/** The Status filter's choices: the row's outcome in one word. */
export const COUNT_STATUS_FILTERS = ['pending', 'error', 'success', 'no-result'] as const;
export type CountStatusFilter = (typeof COUNT_STATUS_FILTERS)[number];
export const COUNT_STATUS_FILTER_LABELS: Record<CountStatusFilter, string> = { pending: 'Pending', error: 'Error', success: 'Success', 'no-result': 'No Result' };
export function countOutcome(row: RowState): CountStatusFilter {
  if (row.status === 'pending' || row.status === 'error') return row.status;
  return (row.count ?? 0) > 0 ? 'success' : 'no-result';
}

/**
 * Keyword Found: for api_version 2, Yes when count_without_geo is 1, No when 0, a dash otherwise;
 * a dash as well while pending or after an error (the nationwide keyword check has not answered).
 */
export function keywordFound(row: RowState): 'Yes' | 'No' | '-' {
  if (row.status !== 'success' || row.api_version !== 2) return '-';
  if (row.count_without_geo === 1) return 'Yes';
  if (row.count_without_geo === 0) return 'No';
  return '-';
}

/** Retry is offered on an error row only when no other row is processing (none pending). */
export function mayRetry(row: Pick<CountRow, 'status'>, rows: readonly Pick<CountRow, 'status'>[]): boolean {
  return row.status === 'error' && !rows.some((r) => r.status === 'pending');
}

/** The Historical Count sort: a click moves none → ascending → descending → none (the original order). */
export type CountSort = 'none' | 'asc' | 'desc';
export const nextCountSort = (s: CountSort): CountSort => (s === 'none' ? 'asc' : s === 'asc' ? 'desc' : 'none');

/**
 * Rows in the chosen order: by count (rows without a count, pending or failed, after the counted
 * ones in both directions), ties in their original order; 'none' is the order given.
 */
export function sortByCount<T extends Pick<CountRow, 'count'>>(rows: readonly T[], sort: CountSort): T[] {
  if (sort === 'none') return [...rows];
  const dir = sort === 'asc' ? 1 : -1;
  return rows
    .map((row, i) => ({ row, i }))
    .sort((a, b) => {
      const x = a.row.count;
      const y = b.row.count;
      if (x === null && y === null) return a.i - b.i;
      if (x === null) return 1;
      if (y === null) return -1;
      return (x - y) * dir || a.i - b.i;
    })
    .map((e) => e.row);
}

/** Target Location as the table shows it: the nation, the states (and cities), or the zip codes. */
export function targetLocationText(row: Pick<CountRow, 'target_location' | 'states' | 'cities' | 'zip_code'>): string {
  if (row.target_location === 'National Targeting') return 'National Targeting';
  if (row.target_location === 'Zip Code') return `Zip Code: ${row.zip_code.split('\n').filter(Boolean).join(', ')}`;
  return `State: ${row.states}${row.cities ? ` (${row.cities})` : ''}`;
}
