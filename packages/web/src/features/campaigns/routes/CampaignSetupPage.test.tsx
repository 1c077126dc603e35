// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { audienceSchema, companyRowSchema } from '@platform/core/contracts';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/render';
import { ACME_ID, BAKERY_ID, DEMO } from '../../../test/users';
import { CampaignSetupPage } from './CampaignSetupPage';

const AUDIENCE = audienceSchema.parse({
  audience_id: 'a-1',
  company_id: BAKERY_ID,
  client_name: "Bob's Bakery",
  name: 'Chicago rye',
  type: 'locator',
  target_location: 'State',
  states: 'IL',
  cities: 'Chicago',
  zip_code: '',
  keyword: 'rye bread, bagels',
  count: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
});
const CLIENTS = {
  current_page: 1,
  per_page: 50,
  total: 1,
  last_page: 1,
  from: 1,
  to: 1,
  data: [
    companyRowSchema.parse({
      id: BAKERY_ID, company_id: BAKERY_ID, company_name: "Bob's Bakery", company_parent: ACME_ID, user_id: 'u-bob', name: 'Bob Baker', email: 'client@demo.test', phonenum: null, user_type: 'client', created_at: '2026-11-01T10:00:00.000Z',
      subdomain: null, domain: null, manual_bill: 'F', payment_status: 'ok', direct_payment: 'F', api_mode: 'F', is_user_generate_api: 'F', children_count: 0, exclude_minimum_spend: 0, disable_client_add_campaign: 'F', api_colour: 'gray', salesrepid: null, accountexecutiveid: null, accountrefid: null, invitation_pending: 'F',
    }),
  ],
};

function platform() {
  return fakeApi({
    [`GET /configuration/companies/${ACME_ID}/children`]: () => CLIENTS,
    [`GET /audiences/list/${ACME_ID}`]: (r) => ({ data: r.query.type === 'locator' ? [AUDIENCE] : [] }),
    'GET /general/state': () => ({ states: [{ code: 'IL', name: 'Illinois' }] }),
    'GET /company/group': () => ({ data: [] }),
    [`GET /banner/list/${BAKERY_ID}`]: () => ({ data: [] }),
  });
}

const open = () => renderPage(<CampaignSetupPage />, { user: DEMO.agency(), path: '/campaign-setup' });
/** Next, then the step it opens (a click while the wizard checks a step is ignored). */
async function next(to?: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  if (to) await screen.findByRole('heading', { level: 3, name: to }, { timeout: 5000 });
}

async function chooseBakery() {
  fireEvent.click(await screen.findByPlaceholderText('Choose a client'));
  fireEvent.click(await screen.findByRole('option', { name: "Bob's Bakery" }));
}

describe('Create Campaign: the client and module come first', () => {
  it('Next is refused until a client is chosen', async () => {
    platform();
    open();
    await screen.findByPlaceholderText('Choose a client');
    await next();
    expect(await screen.findByText('Choose a client.')).toBeTruthy();
  });
});

describe('Create Campaign: a saved audience fills the targeting', () => {
  it('choosing Chicago rye for a Search ID campaign gives it Illinois, Chicago and the audience’s keywords', async () => {
    platform();
    open();
    await chooseBakery();
    fireEvent.click(screen.getByRole('radio', { name: 'Search ID' }));
    await next('Audience');
    fireEvent.click(await screen.findByPlaceholderText('Choose an audience'));
    fireEvent.click(await screen.findByRole('option', { name: /^Chicago rye/ }));
    expect((await screen.findByLabelText('Chosen audience')).textContent).toContain('State: IL (Chicago)');
    await next('Campaign');
    fireEvent.change(await screen.findByRole('textbox', { name: /^Campaign name/ }), { target: { value: 'Rye lovers' } });
    await next('Targeting');
    // The targeting step holds the audience's keywords and city, still editable.
    await waitFor(() => expect(screen.getByText('rye bread')).toBeTruthy());
    expect(screen.getByText('bagels')).toBeTruthy();
    expect(screen.getByText('Chicago')).toBeTruthy();
  });
});

describe('Create Campaign: the module wizard’s rules hold, the Enhance ID minimum among them', () => {
  it('an Enhance ID campaign limited to 5 leads a day is refused before anything is sent', async () => {
    const api = platform();
    open();
    await chooseBakery();
    fireEvent.click(screen.getByRole('radio', { name: 'Enhance ID' }));
    await next('Audience');
    await next('Campaign');
    fireEvent.change(await screen.findByRole('textbox', { name: /^Campaign name/ }), { target: { value: 'Enhanced' } });
    await next('Targeting');
    fireEvent.click(await screen.findByRole('switch', { name: 'Target the whole nation' }));
    await next('Delivery');
    await next('Limits');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Lead limit' }), { target: { value: '5' } });
    await next();
    expect(await screen.findByText(/An Enhance ID campaign is set up for at least 10 leads a day/)).toBeTruthy();
    expect(api.all().filter((k) => k.startsWith('POST'))).toEqual([]);
  });
});
