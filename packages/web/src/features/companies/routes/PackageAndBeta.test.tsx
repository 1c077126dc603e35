// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CompanyRow } from '@platform/core/contracts';
import { describe, expect, it } from 'vitest';
import { fakeApi, refuse, type FakeRequest } from '../../../test/fake-api';
import { renderPage } from '../../../test/render';
import { ACME_ID, DEMO, ROOT_ID } from '../../../test/users';
import { companyPage, companyRow } from '../../../test/company-rows';
import { CompanyListPage } from './CompanyListPage';

const row = (p: Partial<CompanyRow>): CompanyRow => companyRow({ id: ACME_ID, company_name: 'Acme Agency', name: 'Alice Acme', subdomain: 'acme', ...p });
const page = companyPage;
const subscription = (p: object) => ({ result: 'success', message: 'The package has been saved.', subscription: { package_id: 'WM', fee: '99.00', status: 'active', started_at: null, renews_on: null, ends_on: null, ...p } });

function platform(acme: CompanyRow, routes: Record<string, (r: FakeRequest) => unknown> = {}) {
  return fakeApi({
    [`GET /configuration/companies/${ROOT_ID}/children`]: () => page([acme]),
    'GET /configuration/sales/list': () => ({ params: [] }),
    ...routes,
  });
}
const agencyList = () => renderPage(<CompanyListPage page="agency-list" />, { user: DEMO.root(), path: '/configuration/agency-list' });
const openItem = async (name: string) => {
  fireEvent.click(await screen.findByRole('button', { name: 'More actions for Acme Agency' }));
  fireEvent.click(await screen.findByRole('menuitem', { name }));
};

describe('Agency List: each agency’s package', () => {
  it('the Package column shows the package, and a cancelled one with its end day', async () => {
    platform(row({ package_id: 'WY', subscription_status: 'cancelled', subscription_ends_on: '2027-01-15', package_fee: '1500.00' }));
    agencyList();
    const acme = (await within(await screen.findByRole('table', { name: 'Agencies' })).findByText('Acme Agency')).closest('tr')!;
    expect(within(acme).getByText('WY')).toBeTruthy();
    expect(within(acme).getByText('cancelled 2027-01-15')).toBeTruthy();
  });
});

describe('Package dialog: a paid package needs its fee; FREE has none', () => {
  it('no fee is refused before sending; then the package and fee are sent', async () => {
    const api = platform(row({}), { 'PUT /configuration/package': () => subscription({}) });
    agencyList();
    await openItem('Package');
    const dialog = await screen.findByRole('dialog', { name: 'Package for Acme Agency' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter the subscription fee.')).toBeTruthy();
    expect(api.calls('PUT /configuration/package')).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Fee per month/ }), { target: { value: '99' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('PUT /configuration/package')).toHaveLength(1));
    expect(api.calls('PUT /configuration/package')[0]?.body).toEqual({ company_id: ACME_ID, package_id: 'WM', fee: '99' });
  });

  it('FREE hides the fee and sends none', async () => {
    const api = platform(row({ package_id: 'NWM', subscription_status: 'active', package_fee: '49.00' }), { 'PUT /configuration/package': () => subscription({ package_id: 'FREE', fee: '0.00' }) });
    agencyList();
    await openItem('Package');
    const dialog = await screen.findByRole('dialog', { name: 'Package for Acme Agency' });
    expect((within(dialog).getByRole('textbox', { name: /^Fee per month/ }) as HTMLInputElement).value).toBe('49.00');
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Package' }), { target: { value: 'FREE' } });
    expect(within(dialog).queryByRole('textbox', { name: /^Fee per/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('PUT /configuration/package')).toHaveLength(1));
    expect(api.calls('PUT /configuration/package')[0]?.body).toEqual({ company_id: ACME_ID, package_id: 'FREE' });
  });
});

describe('Cancelling a subscription asks first and says when it ends', () => {
  it('Cancel subscription, then Yes: the cancel is sent once; Keep it sends nothing', async () => {
    const api = platform(row({ package_id: 'WM', subscription_status: 'active', package_fee: '99.00' }), {
      'PUT /configuration/cancel-subscription': () => ({ ...subscription({ status: 'cancelled', ends_on: '2026-12-26' }), message: 'The subscription has been cancelled.' }),
    });
    agencyList();
    await openItem('Package');
    const dialog = await screen.findByRole('dialog', { name: 'Package for Acme Agency' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(api.calls('PUT /configuration/cancel-subscription')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(within(dialog).getByText(/then the campaigns of Acme Agency's clients stop/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel subscription' }));
    await waitFor(() => expect(api.calls('PUT /configuration/cancel-subscription')).toHaveLength(1));
    expect(api.calls('PUT /configuration/cancel-subscription')[0]?.body).toEqual({ company_id: ACME_ID });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Package for Acme Agency' })).toBeNull());
  });
});

describe('Beta features: the root opens a beta to one agency', () => {
  it('B2B ID is open to every agency (on, fixed); the data wallet switch sends the state it shows', async () => {
    const api = platform(row({ beta_features: [] }), { 'PUT /configuration/agency/beta-features': () => ({ result: 'success', message: 'The beta features have been saved.', beta_features: ['data_wallet'] }) });
    agencyList();
    await openItem('Beta features');
    const dialog = await screen.findByRole('dialog', { name: 'Beta features for Acme Agency' });
    const b2b = within(dialog).getByRole('checkbox', { name: 'B2B ID' }) as HTMLInputElement;
    expect(b2b.checked).toBe(true);
    expect(b2b.disabled).toBe(true);
    const wallet = within(dialog).getByRole('checkbox', { name: 'Data Wallet' }) as HTMLInputElement;
    expect(wallet.checked).toBe(false);
    fireEvent.click(wallet);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('PUT /configuration/agency/beta-features')).toHaveLength(1));
    expect(api.calls('PUT /configuration/agency/beta-features')[0]?.body).toEqual({ company_id: ACME_ID, b2b_module: 'F', data_wallet: 'T' });
  });

  it('a refusal is shown in the dialog, which stays open', async () => {
    platform(row({ beta_features: ['data_wallet'] }), { 'PUT /configuration/agency/beta-features': () => refuse(409, 'This setting was being changed at the same time. Please reload and try again.') });
    agencyList();
    await openItem('Beta features');
    const dialog = await screen.findByRole('dialog', { name: 'Beta features for Acme Agency' });
    expect((within(dialog).getByRole('checkbox', { name: 'Data Wallet' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This setting was being changed at the same time. Please reload and try again.')).toBeTruthy();
  });
});
