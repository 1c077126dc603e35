// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { audienceSchema, companyRowSchema, type Audience } from '@platform/core/contracts';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/render';
import { ACME_ID, BAKERY_ID, DEMO } from '../../../test/users';
import { AudiencePage } from './AudiencePage';

const count = (p: Record<string, unknown>) => ({
  id: 'count-1',
  company_id: BAKERY_ID,
  type: 'locator',
  target_location: 'State',
  states: 'IL',
  cities: 'Chicago',
  zip_code: '',
  keyword: 'rye bread',
  count: 18420,
  count_without_geo: 1,
  status: 'success',
  api_version: 2,
  created_at: '2026-11-20T10:00:00.000Z',
  ...p,
});
const audience = (p: Partial<Audience> & Pick<Audience, 'audience_id' | 'name'>): Audience =>
  audienceSchema.parse({
    company_id: BAKERY_ID,
    client_name: "Bob's Bakery",
    type: 'locator',
    target_location: 'State',
    states: 'IL',
    cities: 'Chicago',
    zip_code: '',
    keyword: 'rye bread',
    count: count({}),
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...p,
  });

const AUDIENCES = [
  audience({ audience_id: 'a-counted', name: 'Chicago rye' }),
  audience({ audience_id: 'a-pending', name: 'Counting one', count: count({ id: 'c2', status: 'pending', count: null, count_without_geo: null }) as Audience['count'] }),
  audience({ audience_id: 'a-none', name: 'Nobody', count: count({ id: 'c3', count: 0, count_without_geo: 0 }) as Audience['count'] }),
  audience({ audience_id: 'a-new', name: 'Never counted', count: null }),
];
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
    [`GET /audiences/list/${ACME_ID}`]: () => ({ data: AUDIENCES }),
    [`GET /configuration/companies/${ACME_ID}/children`]: () => CLIENTS,
    'GET /general/state': () => ({ states: [{ code: 'IL', name: 'Illinois' }, { code: 'TX', name: 'Texas' }] }),
    'POST /audiences/create': (r) => ({ result: 'success', message: 'The audience has been saved; its size is being counted.', data: audience({ audience_id: 'a-made', name: String((r.body as { name: string }).name), count: count({ id: 'c9', status: 'pending', count: null }) as Audience['count'] }) }),
    'POST /audiences/refresh/:id': (r) => ({ result: 'success', message: 'Your count has been queued.', data: AUDIENCES.find((a) => a.audience_id === r.params.id) }),
  });
}

const open = (user = DEMO.agency()) => renderPage(<AudiencePage />, { user, path: '/Audience' });
const rowOf = async (name: string) => (await within(await screen.findByRole('table', { name: 'Audiences' })).findByText(name)).closest('tr')!;

describe('Campaign Audience List: each audience shows its approximate size and the count’s status', () => {
  it('a counted audience shows the number, one being counted says so, an empty count says No Result', async () => {
    platform();
    open();
    expect(within(await rowOf('Chicago rye')).getByText('18,420')).toBeTruthy();
    expect(within(await rowOf('Chicago rye')).getByText('Success')).toBeTruthy();
    expect(within(await rowOf('Chicago rye')).getByText('State: IL (Chicago)')).toBeTruthy();
    expect(within(await rowOf('Counting one')).getByText('Counting…')).toBeTruthy();
    expect(within(await rowOf('Counting one')).getByText('Pending')).toBeTruthy();
    expect(within(await rowOf('Nobody')).getAllByText('No Result').length).toBeGreaterThan(0);
    expect(within(await rowOf('Never counted')).getAllByText('Not counted').length).toBe(2);
  });

  it('Refresh count asks the counts engine again; it is off while a count is pending', async () => {
    const api = platform();
    open();
    const pendingRefresh = within(await rowOf('Counting one')).getByRole('button', { name: 'Refresh count of Counting one' }) as HTMLButtonElement;
    expect(pendingRefresh.disabled).toBe(true);
    fireEvent.click(within(await rowOf('Chicago rye')).getByRole('button', { name: 'Refresh count of Chicago rye' }));
    await waitFor(() => expect(api.calls('POST /audiences/refresh/a-counted')).toHaveLength(1));
  });
});

describe('New Audience: the counts engine’s rules, checked before saving', () => {
  it('a Search ID audience needs a keyword; nothing is sent until it has one', async () => {
    const api = platform();
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'New Audience' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Audience' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'National Targeting' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Audience name/ }), { target: { value: 'Everyone' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Add at least one keyword.')).toBeTruthy();
    expect(within(dialog).getByText('Choose a client.')).toBeTruthy();
    expect(api.calls('POST /audiences/create')).toHaveLength(0);
  });

  it('a Zip Code audience sends the zip codes one a line and the keywords comma-separated', async () => {
    const api = platform();
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'New Audience' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Audience' });
    fireEvent.click(within(dialog).getByPlaceholderText('Choose a client'));
    fireEvent.click(await screen.findByRole('option', { name: "Bob's Bakery" }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Audience name/ }), { target: { value: 'Loop bakers' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Zip Code' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /zip/i }), { target: { value: '60601\n60602' } });
    const keywords = within(dialog).getByRole('combobox', { name: /^Keywords/ });
    // A pasted list becomes tags.
    fireEvent.paste(keywords, { clipboardData: { getData: () => 'rye bread, bagels' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('POST /audiences/create')).toHaveLength(1));
    expect(api.calls('POST /audiences/create')[0]?.body).toEqual({ company_id: BAKERY_ID, name: 'Loop bakers', type: 'locator', target_location: 'Zip Code', states: '', cities: '', zip_code: '60601\n60602', keyword: 'rye bread, bagels' });
  });
});

describe('Campaign Audience List: the role’s Campaign flags', () => {
  it('without create there is no New Audience and no Duplicate; without delete no Delete', async () => {
    platform();
    open(DEMO.admin({ user_permissions: { menuCampaign: 'T', menuCampaign_create: 'F', menuCampaign_update: 'T', menuCampaign_delete: 'F' } }));
    const row = await rowOf('Chicago rye');
    expect(within(row).getByRole('button', { name: 'Edit Chicago rye' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Duplicate Chicago rye' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Delete Chicago rye' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New Audience' })).toBeNull();
  });
});
