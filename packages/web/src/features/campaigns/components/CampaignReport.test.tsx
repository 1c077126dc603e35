// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import type { CampaignChart, InvoiceReport, UnderPerformRow } from '@platform/core/contracts';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { currentUserQueryOptions } from '../../../lib/auth/get-current-user';
import { setupCheckQueryOptions } from '../../../lib/auth/get-setup-check';
import { domainInfoQueryOptions } from '../../../lib/branding/domain-info-query';
import { ChartSection, InvoiceSection } from '../routes/CampaignReportPage';
import { DateRangeFilter } from './DateRangeFilter';
import { UnderPerformingPanel } from './UnderPerformingPanel';

const api = vi.hoisted(() => ({ apiRequest: vi.fn<(path: string) => Promise<unknown>>() }));
vi.mock('../../../lib/api/client', () => api);

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
afterEach(cleanup);

/** An agency owner of Acme, whose Site ID area is at /site-id. */
function show(element: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(currentUserQueryOptions().queryKey, { id: 'u-1', company_id: 'acme', company_root_id: 'root', user_type: 'userdownline', systemuser: 'F', leadlocalurl: 'site-id', leadlocalname: 'Site ID' } as never);
  client.setQueryData(setupCheckQueryOptions('u-1').queryKey, {} as never);
  client.setQueryData(domainInfoQueryOptions(window.location.hostname).queryKey, { timezone: 'America/Chicago' } as never);
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/'] });
  return render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const day = (d: string, delivered: number, spend = delivered * 200) => ({ day: d, delivered, suppressed: 0, over_limit: 0, pending: 0, test: 0, spend_cents: spend, wholesale_cents: 0 });
const chart = (days: ReturnType<typeof day>[]): CampaignChart => ({
  campaign_id: 'c-1',
  campaign_name: 'Spring bread',
  leadspeek_api_id: 'ABCD2345',
  company_id: 'bakery',
  company_name: "Bob's Bakery",
  timezone: 'America/Chicago',
  start: days[0]?.day ?? '2026-11-01',
  end: days.at(-1)?.day ?? '2026-11-01',
  totals: days.reduce((t, d) => ({ ...t, delivered: t.delivered + d.delivered, spend_cents: t.spend_cents + d.spend_cents }), { delivered: 0, suppressed: 0, over_limit: 0, pending: 0, test: 0, spend_cents: 0, wholesale_cents: 0 }),
  days,
});

describe("a campaign's chart page: figures, loading and empty days", () => {
  it('shows the range totals and spend formatted in dollars', () => {
    show(<ChartSection chart={chart([day('2026-11-24', 3), day('2026-11-25', 4)])} loading={false} />);
    expect(within(screen.getByRole('region', { name: 'Delivered' })).getByText('7')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Spend' })).getByText('$14.00')).toBeTruthy();
    expect(screen.queryByText('No leads in these days.')).toBeNull();
  });

  it('says so when the days hold no lead, and shows a skeleton while loading', () => {
    const { unmount } = show(<ChartSection chart={chart([day('2026-11-24', 0), day('2026-11-25', 0)])} loading={false} />);
    expect(screen.getByText('No leads in these days.')).toBeTruthy();
    unmount();
    show(<ChartSection chart={undefined} loading />);
    expect(screen.getByLabelText('Loading the chart')).toBeTruthy();
  });
});

describe("the chart page's invoices", () => {
  const report: InvoiceReport = {
    company_id: 'bakery',
    start: '2026-11-01',
    end: '2026-11-30',
    timezone: 'America/Chicago',
    totals: { paid_cents: 600, open_cents: 0, failed_cents: 0, refunded_cents: 0 },
    data: [
      {
        id: 'inv-1',
        number: 'INV-000007',
        company_id: 'bakery',
        company_name: "Bob's Bakery",
        kind: 'lead_charges',
        description: 'Leads of the week',
        lines: [{ description: 'Site ID leads', quantity: 3, unit_amount: '2.00', amount: '6.00', amount_cents: 600 }],
        subtotal: '6.00',
        discount: '0.00',
        coupon_code: null,
        amount: '6.00',
        amount_cents: 600,
        currency: 'usd',
        status: 'paid',
        failure_message: null,
        card: null,
        created_at: '2026-11-20T15:00:00.000Z',
        paid_at: '2026-11-20T15:00:01.000Z',
        download_path: '/api/billing/invoices/bakery/inv-1/download',
      },
    ],
  };

  it('lists each invoice with its lines, status, amount and a download', () => {
    show(<InvoiceSection report={report} loading={false} error={null} />);
    const row = screen.getByRole('row', { name: /INV-000007/ });
    expect(row.textContent).toContain('3 × 2.00 Site ID leads');
    expect(row.textContent).toContain('paid');
    expect(row.textContent).toContain('$6.00');
    expect(within(row).getByRole('button', { name: 'Download INV-000007' })).toBeTruthy();
  });

  it('says when the days hold no invoice', () => {
    show(<InvoiceSection report={{ ...report, data: [] }} loading={false} error={null} />);
    expect(screen.getByText('No invoices in these days.')).toBeTruthy();
  });
});

describe('the date range: the spec shortcuts and two days', () => {
  it('a shortcut picks its days up to today; typing a day clears the shortcut', () => {
    const onChange = vi.fn();
    show(<DateRangeFilter range={{ start: '2026-10-28', end: '2026-11-26' }} shortcut="30" timeZone="America/Chicago" onChange={onChange} min="2026-10-01" max="2026-11-26" />);
    fireEvent.click(screen.getByText('Last week'));
    const [week, chosen] = onChange.mock.calls[0] as [{ start: string; end: string }, string];
    expect(chosen).toBe('7');
    expect((Date.parse(week.end) - Date.parse(week.start)) / 86_400_000).toBe(6);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-02' } });
    expect(onChange).toHaveBeenLastCalledWith({ start: '2026-11-02', end: '2026-11-26' }, '');
    expect(screen.getByLabelText('From').getAttribute('min')).toBe('2026-10-01');
    expect(screen.getByLabelText('To').getAttribute('max')).toBe('2026-11-26');
  });
});

describe('under-performing campaigns', () => {
  const row = (p: Partial<UnderPerformRow>): UnderPerformRow => ({
    campaign_id: 'c-1',
    campaign_name: 'Spring bread',
    leadspeek_api_id: 'ABCD2345',
    module: 'local',
    status: 'running',
    client_id: 'bakery',
    client_name: "Bob's Bakery",
    agency_id: 'acme',
    agency_name: 'Acme Marketing',
    reason: 'no_leads',
    last7: 2,
    previous7: 12,
    last_lead_day: '2026-11-21',
    ...p,
  });

  it('each row says why and links to its chart in its module area; rows of other modules are left out', async () => {
    api.apiRequest.mockResolvedValue({ data: [row({}), row({ campaign_id: 'c-2', campaign_name: 'Wedding cakes', reason: 'dropped' }), row({ campaign_id: 'c-3', campaign_name: 'Keywords', module: 'locator' })] });
    show(<UnderPerformingPanel module="local" />);
    const link = await screen.findByRole('link', { name: 'Spring bread' });
    expect(link.getAttribute('href')).toBe('/site-id/campaign-report/c-1');
    expect(screen.getByText('No leads for 3 days')).toBeTruthy();
    expect(screen.getByText('Leads fell by half or more')).toBeTruthy();
    expect(screen.queryByText('Keywords')).toBeNull();
  });

  it('says every campaign keeps up when none is flagged', async () => {
    api.apiRequest.mockResolvedValue({ data: [] });
    show(<UnderPerformingPanel />);
    expect(await screen.findByText('Every running campaign is keeping up.')).toBeTruthy();
  });
});
