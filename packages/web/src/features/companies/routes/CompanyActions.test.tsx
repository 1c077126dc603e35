// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CompanyRow } from '@platform/core/contracts';
import { describe, expect, it } from 'vitest';
import { fakeApi, refuse, type FakeRequest } from '../../../test/fake-api';
import { renderPage } from '../../../test/render';
import { ACME_ID, BAKERY_ID, DEMO, ROOT_ID, setupCheck } from '../../../test/users';
import { companyPage, companyRow } from '../../../test/company-rows';
import { CompanyListPage } from './CompanyListPage';

const row = (p: Partial<CompanyRow> & Pick<CompanyRow, 'id' | 'company_name'>): CompanyRow => companyRow({ name: 'Alice Acme', ...p });

const ACME = row({ id: ACME_ID, company_name: 'Acme Agency', children_count: 1, accountexecutiveid: 'u-sales', payment_status: 'failed' });
const BAKERY = row({ id: BAKERY_ID, company_name: "Bob's Bakery", company_parent: ACME_ID, user_type: 'client', name: 'Bob Baker' });
const page = companyPage;

function platform(routes: Record<string, (r: FakeRequest) => unknown> = {}) {
  return fakeApi({
    [`GET /configuration/companies/${ROOT_ID}/children`]: () => page([ACME]),
    [`GET /configuration/companies/${ACME_ID}/children`]: () => page([BAKERY]),
    'GET /configuration/sales/list': () => ({ params: [{ id: 'u-sales', name: 'Sam Sales', isAccExecutive: 'T' }] }),
    ...routes,
  });
}

const agencyList = (user = DEMO.root(), setup = setupCheck()) => renderPage(<CompanyListPage page="agency-list" />, { user, setup, path: '/configuration/agency-list' });

describe('Adding an agency: field errors are shown beside the fields', () => {
  it('a bad e-mail is refused before anything is sent; the API’s missing payment term is shown beside the terms', async () => {
    const api = platform({ 'POST /configuration/user/create': () => refuse(422, 'The given data was invalid.', { payment_terms: ['Please select payment term'] }) });
    agencyList();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Agency' }));
    const add = await screen.findByRole('form', { name: 'Add Agency' });
    const field = (name: string) => within(add).getByRole('textbox', { name: new RegExp(`^${name}`) });
    fireEvent.change(field('Company name'), { target: { value: 'Erroneous Co' } });
    fireEvent.change(field('Full name'), { target: { value: 'Erin Error' } });
    fireEvent.change(field('Email'), { target: { value: 'not-an-email' } });
    fireEvent.change(field('Subdomain'), { target: { value: 'erroneous-co' } });
    fireEvent.click(within(add).getByRole('button', { name: 'Add' }));
    expect(await within(add).findByText('Please enter a valid email')).toBeTruthy();
    expect(api.calls('POST /configuration/user/create')).toHaveLength(0);

    fireEvent.change(field('Email'), { target: { value: 'erin@owner.test' } });
    fireEvent.click(within(add).getByRole('button', { name: 'Add' }));
    expect(await within(add).findByText('Please select payment term')).toBeTruthy();
    expect(within(add).queryByText('Please enter a valid email')).toBeNull();
    expect(api.calls('POST /configuration/user/create')).toHaveLength(1);
  });
});

describe('The onboarding charge is 0 or more than 0.5', () => {
  it('the three messages, then a valid amount and the coupon are saved and the dialog closes', async () => {
    const api = platform({
      [`GET /configuration/onboarding/get/${ACME_ID}`]: () => ({ data: { amount: '0.00', enable_coupon: 'F', is_onboard_charged: 'F', available: true } }),
      'PUT /configuration/onboarding/set': () => ({ result: 'success', message: 'Setting has been saved.', status: 'enabled' }),
    });
    // The charge is offered only while the platform's agency onboarding is on.
    agencyList(DEMO.root(), setupCheck({ agency_onboarding_status: 'T' }));
    fireEvent.click(await screen.findByRole('button', { name: 'More actions for Acme Agency' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Onboarding charge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Onboarding charge for Acme Agency' });
    const amount = await within(dialog).findByRole('textbox', { name: /^Amount/ });
    expect((amount as HTMLInputElement).value).toBe('0.00');
    for (const [typed, message] of [
      ['0.5', 'Amount can not be less than or equal to 0.5.'],
      ['-3', 'Amount cannot be negative.'],
      ['ten', 'Please enter a valid amount.'],
    ] as const) {
      fireEvent.change(amount, { target: { value: typed } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText(message)).toBeTruthy();
    }
    expect(api.calls('PUT /configuration/onboarding/set')).toHaveLength(0);

    fireEvent.change(amount, { target: { value: '49.50' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Allow a coupon code' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('PUT /configuration/onboarding/set')).toHaveLength(1));
    expect(api.calls('PUT /configuration/onboarding/set')[0]!.body).toEqual({ CompanyID: ACME_ID, amount: '49.50', enable_coupon: 'T' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Onboarding charge for Acme Agency' })).toBeNull());
  });
});

describe('A sales person sees the tree but none of its billing or delete actions', () => {
  it('Sam Sales on Acme’s row: no edit, delete, billing, settlement or developer actions, no add, and none on its clients', async () => {
    platform();
    agencyList(DEMO.sales());
    const table = await screen.findByRole('table', { name: 'Agencies' });
    const acme = (await within(table).findByText('Acme Agency')).closest('tr')!;
    expect(within(acme).getByText(/Account Executive/)).toBeTruthy();
    const actions = /^(Edit|Delete|More actions for|Payment failed: settle|API developer|API key)/;
    expect(within(acme).queryAllByRole('button', { name: actions })).toHaveLength(0);
    // Acme's payment failed: sales do not see even the red card.
    expect(within(acme).queryByRole('img', { name: 'Payment failed' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Add (Agency|Client)/ })).toBeNull();

    fireEvent.click(within(acme).getByRole('button', { name: 'Show clients of Acme Agency' }));
    const clients = await screen.findByRole('table', { name: 'Clients of Acme Agency' });
    expect(within(clients).getByRole('cell', { name: "Bob's Bakery" })).toBeTruthy();
    expect(within(clients).queryAllByRole('button', { name: actions })).toHaveLength(0);
  });

  it('the platform owner on the same row has them', async () => {
    platform();
    agencyList();
    const table = await screen.findByRole('table', { name: 'Agencies' });
    const acme = (await within(table).findByText('Acme Agency')).closest('tr')!;
    expect(within(acme).getByRole('button', { name: 'More actions for Acme Agency' })).toBeTruthy();
    expect(within(acme).getByRole('button', { name: 'Payment failed: settle Acme Agency manually' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Agency' })).toBeTruthy();
  });
});
