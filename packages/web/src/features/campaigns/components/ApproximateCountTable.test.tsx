// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { COUNT_ERROR_TEXT, COUNT_PENDING_TEXT, type CountRow } from '@platform/core/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { polyfillDom } from '../../../test/render';
import { ApproximateCountTable } from './ApproximateCountTable';

vi.mock('../../../lib/format/use-formatters', () => ({ useFormatters: () => ({ dateTime: (iso: string) => `at ${iso.slice(0, 10)}` }) }));
vi.setConfig({ testTimeout: 30_000 });
beforeAll(polyfillDom);
afterEach(cleanup);

const row = (p: Partial<CountRow>): CountRow => ({
  id: 'r',
  company_id: 'c-1',
  type: 'locator',
  target_location: 'State',
  states: 'TX',
  cities: '',
  zip_code: '',
  keyword: 'bread',
  count: 10,
  count_without_geo: 1,
  status: 'success',
  api_version: 2,
  created_at: '2026-11-20T10:00:00.000Z',
  ...p,
});
const ROWS = [
  row({ id: 'a', keyword: 'rye', count: 500 }),
  row({ id: 'b', keyword: 'croissant', count: 0, count_without_geo: 0 }),
  row({ id: 'c', keyword: 'bagel', status: 'error', count: null, count_without_geo: null }),
  row({ id: 'd', keyword: 'muffin', count: 12_345, target_location: 'Zip Code', states: '', zip_code: '78701\n78702' }),
  row({ id: 'e', keyword: '', count: 70, count_without_geo: null, target_location: 'National Targeting', states: '' }),
];

const show = (rows: CountRow[], onRetry = vi.fn()) => {
  render(
    <MantineProvider>
      <ApproximateCountTable rows={rows} pending={false} error={null} onRetry={onRetry} />
    </MantineProvider>,
  );
  return onRetry;
};
const bodyRows = () => within(screen.getByRole('table', { name: 'Approximate lead count' })).getAllByRole('row').slice(1);
const cells = (r: HTMLElement) => within(r).getAllByRole('cell').map((c) => c.textContent);
const keywordsInOrder = () => bodyRows().map((r) => cells(r)[2]);

describe('The approximate lead count table', () => {
  it('shows No, Target Location, Keyword, Keyword Found, Historical Count, Status and Created for each row', () => {
    show(ROWS);
    expect(within(screen.getByRole('table')).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['No', 'Target Location', 'Keyword', 'Keyword Found', 'Historical Count', expect.stringContaining('Status'), 'Created']);
    const [rye, croissant, bagel, muffin, national] = bodyRows() as [HTMLElement, HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(cells(rye)).toEqual(['1', 'State: TX', 'rye', 'Yes', '500', 'Success', 'at 2026-11-20']);
    expect(cells(croissant).slice(3, 6)).toEqual(['No', '0', 'No Result']);
    expect(cells(bagel).slice(3, 5)).toEqual(['-', '-']);
    expect(cells(muffin).slice(1, 5)).toEqual(['Zip Code: 78701, 78702', 'muffin', 'Yes', '12,345']);
    expect(cells(national).slice(1, 4)).toEqual(['National Targeting', '-', '-']);
  });

  it('a pending row shows the heavy-usage notice and a dash for Keyword Found', () => {
    show([row({ id: 'p', status: 'pending', count: null, count_without_geo: null })]);
    const [pending] = bodyRows() as [HTMLElement];
    expect(pending.textContent).toContain(COUNT_PENDING_TEXT);
    expect(cells(pending)[3]).toBe('-');
  });

  it('an error row says the server might be busy, with Retry only while nothing else is processing', () => {
    const onRetry = show(ROWS);
    expect(screen.getByText(COUNT_ERROR_TEXT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry the count of bagel' }));
    expect(onRetry).toHaveBeenCalledWith(expect.objectContaining({ id: 'c' }));
    cleanup();
    show([...ROWS, row({ id: 'p', keyword: 'waiting', status: 'pending', count: null })]);
    expect(screen.getByText(COUNT_ERROR_TEXT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull();
  });

  it('Historical Count sorts ascending, descending, then back to the original order', () => {
    show(ROWS);
    const header = () => screen.getByRole('columnheader', { name: /Historical Count/ });
    fireEvent.click(within(header()).getByRole('button'));
    expect(header().getAttribute('aria-sort')).toBe('ascending');
    expect(keywordsInOrder()).toEqual(['croissant', '-', 'rye', 'muffin', 'bagel']);
    fireEvent.click(within(header()).getByRole('button'));
    expect(header().getAttribute('aria-sort')).toBe('descending');
    expect(keywordsInOrder()).toEqual(['muffin', 'rye', '-', 'croissant', 'bagel']);
    fireEvent.click(within(header()).getByRole('button'));
    expect(header().getAttribute('aria-sort')).toBe('none');
    expect(keywordsInOrder()).toEqual(['rye', 'croissant', 'bagel', 'muffin', '-']);
  });

  it('Status filters the rows; an empty result says No Data', () => {
    show(ROWS);
    const filter = screen.getByRole('combobox', { name: 'Filter by status' });
    fireEvent.change(filter, { target: { value: 'no-result' } });
    expect(keywordsInOrder()).toEqual(['croissant']);
    fireEvent.change(filter, { target: { value: 'success' } });
    expect(keywordsInOrder()).toEqual(['rye', 'muffin', '-']);
    fireEvent.change(filter, { target: { value: 'pending' } });
    expect(screen.getByText('No Data')).toBeTruthy();
  });
});
