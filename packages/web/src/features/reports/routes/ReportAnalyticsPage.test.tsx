// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReportAnalytics, ReportAnalyticsRow } from '@platform/core/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserQueryOptions } from '../../../lib/auth/get-current-user';
import { domainInfoQueryOptions } from '../../../lib/branding/domain-info-query';
import { reportAnalyticsCsv } from '../components/report-csv';
import { ReportAnalyticsPage } from './ReportAnalyticsPage';

const api = vi.hoisted(() => ({ apiRequest: vi.fn<(path: string) => Promise<unknown>>() }));
vi.mock('../../../lib/api/client', () => api);
const saved = vi.hoisted(() => ({ saveBlob: vi.fn<(blob: Blob, name: string) => void>() }));
vi.mock('../../../lib/download/download-file', () => saved);

vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => {
  configure({ asyncUtilTimeout: 5_000 });
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query, onchange: null, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, dispatchEvent: () => false })) as typeof window.matchMedia;
});
beforeEach(() => {
  api.apiRequest.mockReset();
  saved.saveBlob.mockReset();
});
afterEach(cleanup);

const row = (name: string, leads: number, retail: number, wholesale: number, p: Partial<ReportAnalyticsRow> = {}): ReportAnalyticsRow => ({
  agency_id: `id-${name}`,
  company_name: name,
  clients: 2,
  running_campaigns: 1,
  leads,
  retail: (retail / 100).toFixed(2),
  retail_cents: retail,
  wholesale: (wholesale / 100).toFixed(2),
  wholesale_cents: wholesale,
  margin: ((retail - wholesale) / 100).toFixed(2),
  margin_cents: retail - wholesale,
  ...p,
});

function report(rows: ReportAnalyticsRow[]): ReportAnalytics {
  const sum = (k: 'leads' | 'retail_cents' | 'wholesale_cents' | 'clients' | 'running_campaigns') => rows.reduce((n, r) => n + r[k], 0);
  const retail = sum('retail_cents');
  const wholesale = sum('wholesale_cents');
  return {
    start: '2026-10-28',
    end: '2026-11-26',
    time_zone: 'America/Chicago',
    data: rows,
    totals: { clients: sum('clients'), running_campaigns: sum('running_campaigns'), leads: sum('leads'), retail: (retail / 100).toFixed(2), retail_cents: retail, wholesale: (wholesale / 100).toFixed(2), wholesale_cents: wholesale, margin: ((retail - wholesale) / 100).toFixed(2), margin_cents: retail - wholesale },
    months: [],
  };
}

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(currentUserQueryOptions().queryKey, { id: 'u-1', company_id: 'root', company_root_id: 'root', user_type: 'userdownline', name: 'Rita Root', email: 'root@demo.test', timezone: 'America/Chicago' } as never);
  client.setQueryData(domainInfoQueryOptions(window.location.hostname).queryKey, { timezone: 'America/Chicago' } as never);
  return render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <ReportAnalyticsPage />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const ROWS = [row('Acme', 30, 9_000, 2_400), row('Bravo', 5, 2_000, 500), row('Cobalt', 12, 3_600, 960)];
/** The agency names of the table's rows, once the answer is shown. */
const names = async () => {
  const table = await screen.findByRole('table', { name: 'Report Analytics by agency' });
  const read = () =>
    within(within(table).getAllByRole('rowgroup')[1]!)
      .getAllByRole('row')
      .map((r) => within(r).getAllByRole('cell')[0]!.textContent);
  await waitFor(() => expect(read()).not.toContain('Loading Data'));
  return read();
};

describe('Report Analytics lists the agencies of the range with their totals', () => {
  it('asks for the last 30 days first, shows each agency’s figures and the totals row', async () => {
    api.apiRequest.mockResolvedValue(report(ROWS));
    show();
    expect(await names()).toEqual(['Acme', 'Bravo', 'Cobalt']);
    expect(api.apiRequest.mock.calls[0]?.[0]).toMatch(/^\/configuration\/report-analytics\/\d{4}-\d{2}-\d{2}\/\d{4}-\d{2}-\d{2}$/);
    const foot = within(screen.getByRole('table', { name: 'Report Analytics by agency' })).getAllByRole('rowgroup')[2]!;
    expect(foot.textContent).toContain('Total');
    expect(foot.textContent).toContain('$146.00');
    expect(foot.textContent).toContain('$107.40');
  });

  it('a column header cycles ascending, descending, then the original order', async () => {
    api.apiRequest.mockResolvedValue(report(ROWS));
    show();
    await names();
    const leads = screen.getByRole('button', { name: 'Leads' });
    fireEvent.click(leads);
    expect(await names()).toEqual(['Bravo', 'Cobalt', 'Acme']);
    fireEvent.click(leads);
    expect(await names()).toEqual(['Acme', 'Cobalt', 'Bravo']);
    fireEvent.click(leads);
    expect(await names()).toEqual(['Acme', 'Bravo', 'Cobalt']);
  });

  it('a platform without agencies shows No Data, no chart and no download', async () => {
    api.apiRequest.mockResolvedValue(report([]));
    show();
    expect(await screen.findByText('No Data')).toBeTruthy();
    expect(screen.getByText('No revenue in this range.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Download CSV' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a shortcut asks again for its range: Last week is 7 days ending today', async () => {
    api.apiRequest.mockResolvedValue(report(ROWS));
    show();
    await names();
    fireEvent.click(screen.getByRole('radio', { name: 'Last week' }));
    await waitFor(() => expect(api.apiRequest.mock.calls.length).toBeGreaterThan(1));
    const [, , , start, end] = String(api.apiRequest.mock.calls.at(-1)?.[0]).split('/');
    expect((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000).toBe(6);
  });

  it('Download CSV saves the table with the totals', async () => {
    api.apiRequest.mockResolvedValue(report(ROWS));
    show();
    await names();
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(saved.saveBlob).toHaveBeenCalledTimes(1);
    expect(saved.saveBlob.mock.calls[0]?.[1]).toBe('report-analytics-2026-10-28-2026-11-26.csv');
  });
});

describe('The CSV cannot run as a spreadsheet formula', () => {
  it('an agency named like a formula is written as text; every row and the totals are there', () => {
    const csv = reportAnalyticsCsv(report([row('=HYPERLINK("http://evil.test","x")', 1, 300, 80), row('+Plus, Inc', 2, 600, 160), row('@home', 0, 0, 0)]));
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Agency,Clients,Running campaigns,Leads,Retail revenue,Wholesale revenue,Margin');
    expect(lines[1]).toBe(`"'=HYPERLINK(""http://evil.test"",""x"")",2,1,1,3.00,0.80,2.20`);
    expect(lines[2]).toBe(`"'+Plus, Inc",2,1,2,6.00,1.60,4.40`);
    expect(lines[3]).toBe(`'@home,2,1,0,0.00,0.00,0.00`);
    expect(lines[4]).toBe('Total,6,3,3,9.00,2.40,6.60');
  });
});
