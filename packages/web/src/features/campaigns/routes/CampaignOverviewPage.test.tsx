// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { campaignOverviewSchema, type CampaignOverview } from '@platform/core/contracts';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/render';
import { ACME_ID, BAKERY_ID, DEMO } from '../../../test/users';
import { CampaignOverviewPage } from './CampaignOverviewPage';

const row = (p: Partial<CampaignOverview> & Pick<CampaignOverview, 'id' | 'campaignName' | 'leadspeekType'>) =>
  campaignOverviewSchema.parse({ leadspeek_api_id: p.id.toUpperCase(), company_id: BAKERY_ID, company_name: "Bob's Bakery", status: 'running', period_start: '2026-11-01', period_end: '2026-11-26', leads: 0, spend_cents: 0, created_at: '2026-11-01T10:00:00.000Z', ...p });
const ROWS = [
  row({ id: 'site1', campaignName: 'Bakery visitors', leadspeekType: 'local', leads: 120, spend_cents: 36000 }),
  row({ id: 'srch1', campaignName: 'Sourdough searchers', leadspeekType: 'locator', leads: 30, spend_cents: 4500, status: 'paused' }),
  row({ id: 'glob1', campaignName: 'Globex-like shop', leadspeekType: 'enhance', company_name: 'Corner Shop', leads: 0 }),
];

const open = () => {
  fakeApi({ [`GET /campaigns/overview/${ACME_ID}`]: () => ({ data: ROWS }) });
  renderPage(<CampaignOverviewPage />, { user: DEMO.agency(), path: '/campaign' });
};
const table = () => screen.findByRole('table', { name: 'Campaigns' });

describe('Campaign Dashboard: every campaign across the modules', () => {
  it('each campaign shows its module, status, leads and spend this month, and links to its module’s campaign management', async () => {
    open();
    await within(await table()).findByText('Bakery visitors');
    const rowOf = (name: string) => within(screen.getByRole('table', { name: 'Campaigns' })).getByText(name).closest('tr')!;
    await waitFor(() => expect(within(rowOf('Bakery visitors')).getByText('Site ID')).toBeTruthy());
    expect(within(rowOf('Bakery visitors')).getByText('120')).toBeTruthy();
    expect(within(rowOf('Bakery visitors')).getByText('$360.00')).toBeTruthy();
    expect(within(rowOf('Bakery visitors')).getByRole('link', { name: 'Bakery visitors' }).getAttribute('href')).toBe('/siteid/campaign-management');
    expect(within(rowOf('Sourdough searchers')).getByRole('link').getAttribute('href')).toBe('/searchid/campaign-management');
    expect(within(rowOf('Sourdough searchers')).getByText('Paused')).toBeTruthy();
    expect(screen.getByLabelText('Totals').textContent).toBe('3 campaigns · 150 leads · $405.00 this month');
  });

  it('choosing a module or searching narrows the list and its totals', async () => {
    open();
    await within(await table()).findByText('Bakery visitors');
    fireEvent.click(screen.getByRole('radio', { name: 'Search ID' }));
    expect(within(await table()).queryByText('Bakery visitors')).toBeNull();
    expect(screen.getByLabelText('Totals').textContent).toBe('1 campaign · 30 leads · $45.00 this month');
    fireEvent.click(screen.getByRole('radio', { name: 'All modules' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'corner' } });
    expect(within(await table()).getByText('Globex-like shop')).toBeTruthy();
    expect(within(await table()).queryByText('Sourdough searchers')).toBeNull();
  });
});
