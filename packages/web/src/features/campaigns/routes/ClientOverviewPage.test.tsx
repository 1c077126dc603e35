// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { clientOverviewSchema } from '@platform/core/contracts';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/render';
import { ACME_ID, BAKERY_ID, DEMO } from '../../../test/users';
import { campaignCountText, ClientOverviewPage } from './ClientOverviewPage';

const CLIENTS = [
  clientOverviewSchema.parse({ company_id: BAKERY_ID, company_name: "Bob's Bakery", campaigns: { total: 3, running: 2, paused: 1, stopped: 0, archived: 0 }, audiences: 3, banners: 2, created_at: '2026-11-01T10:00:00.000Z' }),
  clientOverviewSchema.parse({ company_id: 'c2', company_name: 'Corner Shop', campaigns: { total: 0, running: 0, paused: 0, stopped: 0, archived: 0 }, audiences: 0, banners: 0, created_at: '2026-11-02T10:00:00.000Z' }),
];
const open = (user = DEMO.agency()) => {
  fakeApi({ [`GET /campaigns/clients/${ACME_ID}`]: () => ({ data: CLIENTS }) });
  renderPage(<ClientOverviewPage />, { user, path: '/Client' });
};
const rowOf = async (name: string) => (await within(await screen.findByRole('table', { name: 'Clients' })).findByText(name)).closest('tr')!;

describe('Clients: each client with its campaigns, audiences and banners', () => {
  it('says how many campaigns are in each status, and "No campaigns" for none', () => {
    expect(campaignCountText({ total: 3, running: 2, paused: 1, stopped: 0, archived: 0 })).toBe('3 campaigns: 2 running, 1 paused');
    expect(campaignCountText({ total: 1, running: 0, paused: 0, stopped: 1, archived: 0 })).toBe('1 campaign: 1 stopped');
    expect(campaignCountText({ total: 0, running: 0, paused: 0, stopped: 0, archived: 0 })).toBe('No campaigns');
  });

  it('links campaigns and audiences to the Campaign pages and banners to the Banner List', async () => {
    open();
    const bakery = await rowOf("Bob's Bakery");
    expect(within(bakery).getByRole('link', { name: '3 campaigns: 2 running, 1 paused' }).getAttribute('href')).toBe('/campaign');
    expect(within(bakery).getByRole('link', { name: '3' }).getAttribute('href')).toBe('/Audience');
    expect(within(bakery).getByRole('link', { name: '2' }).getAttribute('href')).toBe('/banner/list');
    expect(within(await rowOf('Corner Shop')).getByText('No campaigns')).toBeTruthy();
  });

  it('opened from the Ads Design menu by someone without the Campaign menu, only banners link', async () => {
    open(DEMO.admin({ user_permissions: { menuCampaign: 'F', menuAdsDesign: 'T' } }));
    const bakery = await rowOf("Bob's Bakery");
    expect(within(bakery).queryByRole('link', { name: /campaigns/ })).toBeNull();
    expect(within(bakery).getByRole('link', { name: '2' }).getAttribute('href')).toBe('/banner/list');
    expect(within(bakery).getAllByRole('link')).toHaveLength(1);
  });
});
