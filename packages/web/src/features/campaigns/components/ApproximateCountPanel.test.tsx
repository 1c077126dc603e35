// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { COUNT_PENDING_TEXT, type CountRow } from '@platform/core/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { polyfillDom } from '../../../test/render';
import { ApproximateCountPanel } from './ApproximateCountPanel';

const api = vi.hoisted(() => ({ apiRequest: vi.fn<(path: string, request?: { method?: string; body?: unknown }) => Promise<unknown>>() }));
vi.mock('../../../lib/api/client', () => api);
vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));
vi.mock('../../../lib/format/use-formatters', () => ({ useFormatters: () => ({ dateTime: (iso: string) => iso }) }));
vi.setConfig({ testTimeout: 30_000 });
beforeAll(polyfillDom);
beforeEach(() => {
  api.apiRequest.mockReset();
});
afterEach(cleanup);

const row = (p: Partial<CountRow>): CountRow => ({ id: 'r1', company_id: 'c-1', type: 'locator', target_location: 'National Targeting', states: '', cities: '', zip_code: '', keyword: 'rye', count: null, count_without_geo: null, status: 'pending', api_version: 2, created_at: '2026-11-20T10:00:00.000Z', ...p });
const CONFIG = { api_version: 2, lookback_days: 7, target_locations: ['National Targeting', 'State', 'Zip Code'], modules: ['locator', 'enhance'], may_queue: true, min_lead_day_enhance: 10 };
const REQUEST = { company_id: 'c-1', type: 'locator', target_location: 'National Targeting', states: '', cities: '', zip_code: '', keyword: 'rye' } as const;

function serve(history: () => { data: CountRow[]; processing: boolean }) {
  api.apiRequest.mockImplementation((path, request) => {
    if (request?.method === 'POST') return Promise.resolve({ data: row({}) });
    if (path.startsWith('/bigdbm/services/configdata/')) return Promise.resolve(CONFIG);
    if (path === '/bigdbm/services/minleaddayenhance') return Promise.resolve({ min_lead_day: 10 });
    return Promise.resolve(history());
  });
}
const show = (module: 'locator' | 'enhance' = 'locator') =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider>
        <ApproximateCountPanel companyId="c-1" module={module} request={{ ...REQUEST, type: module }} />
      </MantineProvider>
    </QueryClientProvider>,
  );

describe('Campaign setup’s approximate lead count', () => {
  it('queues the targeting being set up, then asks again while the row is pending until it shows a number', async () => {
    let answered = false;
    serve(() => (answered ? { data: [row({ status: 'success', count: 4_321, count_without_geo: 1 })], processing: false } : { data: [row({})], processing: true }));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Get approximate count' }));
    await waitFor(() => expect(api.apiRequest).toHaveBeenCalledWith('/bigdbm/services/queuecount', expect.objectContaining({ method: 'POST', body: REQUEST })));
    expect(await screen.findByText(COUNT_PENDING_TEXT)).toBeTruthy();
    answered = true;
    expect(await screen.findByText('4,321', undefined, { timeout: 6_000 })).toBeTruthy();
    expect(screen.queryByText(COUNT_PENDING_TEXT)).toBeNull();
  });

  it('Enhance ID says the least leads a day its campaigns are set up for', async () => {
    serve(() => ({ data: [], processing: false }));
    show('enhance');
    expect(await screen.findByText(/at least 10 leads a day/)).toBeTruthy();
    expect(await screen.findByText('No Data')).toBeTruthy();
  });
});
