// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { AgencyPayout, PayoutsAnswer } from '@platform/core/contracts';
import { polyfillDom } from '../../../test/render';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { domainInfoQueryOptions } from '../../../lib/branding/domain-info-query';
import { payoutsQueryOptions } from '../api/payouts';
import { PayoutList } from './PayoutList';

beforeAll(polyfillDom);
afterEach(cleanup);

const payout = (p: Partial<AgencyPayout>): AgencyPayout => ({ id: 'payout:a:2026-10', month: '2026-10', status: 'paid', amount: '0.00', amount_cents: 0, held_reason: null, transfer_id: null, paid_at: null, clients: [], lines: [], ...p });

/** The list as the agency's Card Setting shows it, with the API's answer already in the cache (no request is made). */
function show(answer: PayoutsAnswer) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(payoutsQueryOptions('agency-1').queryKey, answer);
  client.setQueryData(domainInfoQueryOptions(window.location.hostname).queryKey, { timezone: 'America/Chicago' } as never);
  return render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <PayoutList companyId="agency-1" />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('The agency’s payouts section', () => {
  it('shows each month with its clients (what was counted), amount, status (why held) and transfer date', () => {
    show({
      scope: 'agency',
      company_id: 'agency-1',
      data: [
        payout({ id: 'p-nov', month: '2026-11', status: 'held', amount: '12.50', amount_cents: 1250, held_reason: 'The agency’s payment account is not ready for transfers yet (pending).', clients: [{ client_id: 'c1', client_name: 'Globex Client', invoices: 2, leads: 0, amount: '12.50', amount_cents: 1250 }] }),
        payout({
          id: 'p-oct',
          month: '2026-10',
          status: 'paid',
          amount: '43.20',
          amount_cents: 4320,
          transfer_id: 'tr_1',
          paid_at: '2026-11-02T15:00:00.000Z',
          clients: [
            { client_id: 'c2', client_name: "Bob's Bakery", invoices: 0, leads: 36, amount: '40.00', amount_cents: 4000 },
            { client_id: 'c3', client_name: 'Corner Shop', invoices: 1, leads: 0, amount: '3.20', amount_cents: 320 },
          ],
        }),
      ],
    });
    const rows = within(screen.getByRole('table', { name: 'Payouts' })).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const [nov, oct] = rows as [HTMLElement, HTMLElement];
    expect(nov.textContent).toContain('November 2026');
    expect(nov.textContent).toContain('Globex Client');
    expect(nov.textContent).toContain('2 invoices');
    expect(nov.textContent).toContain('$12.50');
    expect(within(nov).getByText('Held')).toBeTruthy();
    expect(nov.textContent).toContain('not ready for transfers yet');
    expect(nov.textContent).toContain('—');
    expect(oct.textContent).toContain('October 2026');
    expect(oct.textContent).toContain("Bob's Bakery");
    expect(oct.textContent).toContain('36 prepaid leads');
    expect(oct.textContent).toContain('Corner Shop');
    expect(oct.textContent).toContain('$43.20');
    expect(within(oct).getByText('Paid')).toBeTruthy();
    expect(oct.textContent).toMatch(/Nov(ember)? 2, 2026/);
  });

  it('a month with nothing earned says so; no payouts yet says when they come', () => {
    show({ scope: 'agency', company_id: 'agency-1', data: [payout({ status: 'empty' })] });
    expect(screen.getByText('Nothing earned')).toBeTruthy();
    cleanup();
    show({ scope: 'agency', company_id: 'agency-1', data: [] });
    expect(screen.getByText(/No payouts yet/)).toBeTruthy();
  });
});
