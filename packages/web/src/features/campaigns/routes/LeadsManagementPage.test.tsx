// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { leadRowSchema, type LeadRow } from '@platform/core/contracts';
import { describe, expect, it } from 'vitest';
import { companyPage, companyRow } from '../../../test/company-rows';
import { fakeApi, refuse, type FakeRequest } from '../../../test/fake-api';
import { renderPage, typeInto } from '../../../test/render';
import { ACME_ID, BAKERY_ID, DEMO } from '../../../test/users';
import { LeadsManagementPage } from './LeadsManagementPage';

const lead = (id: string, first: string, last: string, email: string): LeadRow =>
  leadRowSchema.parse({
    id,
    campaign_id: 'c-1',
    leadspeek_api_id: 'ABCD2345',
    campaign_name: 'Bakery visitors',
    company_name: "Bob's Bakery",
    received_at: '2026-11-25T15:00:00.000Z',
    status: 'delivered',
    status_reason: null,
    first_name: first,
    last_name: last,
    email,
    phone: null,
    address: null,
    city: 'Chicago',
    state: 'IL',
    zip: null,
    company: null,
    job_title: null,
    keyword: null,
    url: null,
    amount_cents: 250,
    wholesale_cents: 100,
  });
const page = (data: LeadRow[], total = data.length) => ({ current_page: 1, per_page: 10, total, last_page: Math.max(1, Math.ceil(total / 10)), from: data.length ? 1 : null, to: data.length || null, data, next_cursor: null });

const open = (leads: (r: FakeRequest) => unknown) => {
  const api = fakeApi({
    [`GET /configuration/companies/${ACME_ID}/children`]: () => companyPage([companyRow({ id: BAKERY_ID, company_name: "Bob's Bakery", company_parent: ACME_ID })]),
    [`GET /leadspeek/leads/local/${ACME_ID}/:start/:end`]: leads,
  });
  renderPage(<LeadsManagementPage />, { user: DEMO.admin(), path: '/:module/leads-management', entry: '/siteid/leads-management' });
  return api;
};
const table = () => screen.findByRole('table', { name: 'Site ID leads' });

describe('Leads management: searching an agency’s leads', () => {
  it('says what the search finds: the beginning of an e-mail or last name, a first and last name, or a campaign ID', async () => {
    open(() => page([lead('l-1', 'Rita', 'Smith', 'rita@example.test')], 100_000));
    await within(await table()).findByText('Rita Smith');
    const box = screen.getByRole('textbox', { name: 'Search' });
    expect(box.getAttribute('placeholder')).toBe('E-mail, last name or campaign ID');
    expect(screen.getByText('The beginning of an e-mail or last name, a first and last name, or a campaign ID')).toBeTruthy();
    expect(screen.getByText('Showing 1 to 1 of 100000 entries')).toBeTruthy();
  });

  it('sends what is typed as the search, from the first page, and shows the leads found', async () => {
    const asked: Record<string, string>[] = [];
    open((r) => {
      asked.push(r.query);
      return r.query.searchkey === 'smi' ? page([lead('l-2', 'Sam', 'Smithers', 'sam@example.test')]) : page([lead('l-1', 'Rita', 'Jones', 'rita@example.test')], 100_000);
    });
    await within(await table()).findByText('Rita Jones');
    typeInto(screen.getByRole('textbox', { name: 'Search' }), 'smi');
    expect(await within(await table()).findByText('Sam Smithers')).toBeTruthy();
    expect(within(await table()).queryByText('Rita Jones')).toBeNull();
    expect(asked.at(-1)).toMatchObject({ searchkey: 'smi', page: '1', status: 'all' });
  });

  it('a search too wide to answer says how to narrow it instead of showing part of the leads', async () => {
    const message = 'More than 2,000 leads begin with “a”: type more of the e-mail or name, or choose a client.';
    open((r) => (r.query.searchkey ? refuse(422, message, { searchkey: [message] }) : page([lead('l-1', 'Rita', 'Jones', 'rita@example.test')])));
    await within(await table()).findByText('Rita Jones');
    typeInto(screen.getByRole('textbox', { name: 'Search' }), 'a');
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Site ID leads' })).getByText(message)).toBeTruthy());
    expect(within(screen.getByRole('table', { name: 'Site ID leads' })).queryByText('Rita Jones')).toBeNull();
  });
});
