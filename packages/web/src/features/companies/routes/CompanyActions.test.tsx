// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CompanyRow } from '@platform/core/contracts';
import { describe, expect, it } from 'vitest';
import { fakeApi, refuse, type FakeRequest } from '../../../test/fake-api';
import { renderPage } from '../../../test/render';
import { ACME_ID, BAKERY_ID, DEMO, ROOT_ID, setupCheck } from '../../../test/users';
import { companyPage, companyRow } from '../../../test/company-rows';
import { CompanyListPage } from './CompanyListPage';

const ACME = companyRow({ id: ACME_ID, company_name: 'Acme Agency', name: 'Alice Acme', children_count: 1, accountexecutiveid: 'u-sales', payment_status: 'failed' });
const BAKERY = companyRow({ id: BAKERY_ID, company_name: "Bob's Bakery", company_parent: ACME_ID, user_type: 'client', name: 'Bob Baker' });

function platform(routes: Record<string, (r: FakeRequest) => unknown> = {}) {
  return fakeApi({
    [`GET /configuration/companies/${ROOT_ID}/children`]: () => companyPage([ACME]),
    [`GET /configuration/companies/${ACME_ID}/children`]: () => companyPage([BAKERY]),
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

/** The root's Agency List over one agency whose row the fake platform keeps, so a change shows when the list is read again. */
function rootsAgency(start: Partial<CompanyRow>, routes: (agency: { row: CompanyRow; set: (p: Partial<CompanyRow>) => void }) => Record<string, (r: FakeRequest) => unknown>) {
  const agency = {
    row: companyRow({ id: 'agency-9', company_name: 'Tested Co', user_id: 'owner-9', ...start }),
    set: (p: Partial<CompanyRow>) => {
      agency.row = { ...agency.row, ...p };
    },
  };
  const api = platform({ [`GET /configuration/companies/${ROOT_ID}/children`]: () => companyPage([agency.row]), ...routes(agency) });
  agencyList();
  return { api, agency };
}

const rowOf = async (name: string) => (await within(await screen.findByRole('table', { name: 'Agencies' })).findByText(name)).closest('tr')!;
const openMenu = async (name: string) => {
  fireEvent.click(within(await rowOf(name)).getByRole('button', { name: `More actions for ${name}` }));
  return screen.findByRole('menu');
};
const optionsOf = (select: HTMLElement) => within(select).getAllByRole('option').map((o) => o.textContent);

describe('Set Sales Person: anyone may be the rep or the referral, only an account executive the account executive', () => {
  it('the root picks a rep and a referral; what is saved shows in the Sales column', async () => {
    const { api } = rootsAgency({}, (agency) => ({
      'GET /configuration/sales/list': () => ({ params: [{ id: 'u-sid', name: 'Sid Seller', isAccExecutive: 'F' }, { id: 'u-sales', name: 'Sam Sales', isAccExecutive: 'T' }] }),
      'PUT /configuration/sales': ({ body }) => {
        const b = body as { salesRep: string | null; salesAE: string | null; salesRef: string | null };
        agency.set({ salesrepid: b.salesRep, accountexecutiveid: b.salesAE, accountrefid: b.salesRef });
        return { result: 'success', message: 'Your settings have been saved.' };
      },
    }));
    fireEvent.click(within(await openMenu('Tested Co')).getByRole('menuitem', { name: 'Set Sales Person' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set Sales Person for Tested Co' });
    const rep = within(dialog).getByRole('combobox', { name: 'Sales Rep' });
    await waitFor(() => expect(optionsOf(rep)).toEqual(['None', 'Sid Seller', 'Sam Sales']));
    expect(optionsOf(within(dialog).getByRole('combobox', { name: 'Account Executive' }))).toEqual(['None', 'Sam Sales']);
    fireEvent.change(rep, { target: { value: 'u-sid' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Referral' }), { target: { value: 'u-sid' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Set Sales Person for Tested Co' })).toBeNull());
    expect(api.calls('PUT /configuration/sales')[0]!.body).toEqual({ companyID: 'agency-9', salesRep: 'u-sid', salesAE: null, salesRef: 'u-sid' });
    const row = await rowOf('Tested Co');
    expect(await within(row).findByText('Sales Rep: Sid Seller')).toBeTruthy();
    expect(within(row).getByText('Referral: Sid Seller')).toBeTruthy();
  });
});

describe('Manual bill: turned on only after confirming, off at once', () => {
  it('on asks first and says what it means; the switch follows what the list says after each change', async () => {
    const { api } = rootsAgency({}, (agency) => ({
      'PUT /configuration/agency/manual-bill': ({ body }) => {
        const manualBill = (body as { manualBill: 'T' | 'F' }).manualBill;
        agency.set({ manual_bill: manualBill });
        return { result: 'success', message: 'Your settings have been saved.', manual_bill: manualBill };
      },
    }));
    // Each look opens the row's menu afresh (a click on an item closes it).
    const bill = async () => within(await openMenu('Tested Co')).findByRole('menuitemcheckbox', { name: 'Manual bill' });
    const item = await bill();
    expect(item.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(item);
    const confirm = await screen.findByRole('dialog', { name: 'Turn manual bill on for Tested Co?' });
    expect(confirm.textContent).toContain('billed at wholesale lead cost');
    // Nothing is sent until the question is answered.
    expect(api.calls('PUT /configuration/agency/manual-bill')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(api.calls('PUT /configuration/agency/manual-bill')).toHaveLength(1));
    expect(api.calls('PUT /configuration/agency/manual-bill')[0]!.body).toEqual({ companyID: 'agency-9', manualBill: 'T' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Turn manual bill on for Tested Co?' })).toBeNull());

    const on = await bill();
    await waitFor(() => expect(on.getAttribute('aria-checked')).toBe('true'));
    const reads = () => api.calls(`GET /configuration/companies/${ROOT_ID}/children`).length;
    const readsBefore = reads();
    fireEvent.click(on);
    // Off needs no question.
    await waitFor(() => expect(api.calls('PUT /configuration/agency/manual-bill')).toHaveLength(2));
    expect(screen.queryByRole('dialog', { name: /Turn manual bill/ })).toBeNull();
    expect(api.calls('PUT /configuration/agency/manual-bill')[1]!.body).toEqual({ companyID: 'agency-9', manualBill: 'F' });
    // The list is read again after the change, and the switch shows what it says.
    await waitFor(() => expect(reads()).toBeGreaterThan(readsBefore));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect((await bill()).getAttribute('aria-checked')).toBe('false');
  });
});

describe('Manual settlement of a failed payment: the red card', () => {
  it('settles the owner’s failed payment, and shows the API’s refusal in its words in the dialog, which stays open', async () => {
    const { api } = rootsAgency({ payment_status: 'failed' }, () => ({
      'PUT /general/manual-bill-settlement': () => refuse(422, 'This agency has no failed payment to settle.'),
    }));
    fireEvent.click(within(await rowOf('Tested Co')).getByRole('button', { name: 'Payment failed: settle Tested Co manually' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manual Bill Settlement' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Settle' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This agency has no failed payment to settle.');
    expect(api.calls('PUT /general/manual-bill-settlement')[0]!.body).toEqual({ userID: 'owner-9' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Manual Bill Settlement' })).toBeNull());
  });
});

describe('API developer mode: the icon says the state in words; on needs the agreement', () => {
  it('the root turns it on; without the agreement the API’s refusal is shown, with it the row shows the new state', async () => {
    const { api } = rootsAgency({}, (agency) => ({
      'PUT /configuration/agency/developer-mode': ({ body }) => {
        if (!(body as { agree?: boolean }).agree) return refuse(422, 'Please click agree before you continue');
        agency.set({ api_mode: 'T', api_colour: 'orange' });
        return { result: 'success', message: 'Developer mode is on, but its fee could not be charged.', api_mode: 'T', colour: 'orange' };
      },
    }));
    const icon = within(await rowOf('Tested Co')).getByRole('button', { name: 'API developer mode off: Tested Co' });
    expect(icon.getAttribute('data-colour')).toBe('gray');
    fireEvent.click(icon);
    const dialog = await screen.findByRole('dialog', { name: 'API developer mode for Tested Co' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    // Nothing to save until the switch moves.
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Developer mode' }));
    fireEvent.click(save);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Please click agree before you continue');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /agrees to the marketing services agreement/ }));
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'API developer mode for Tested Co' })).toBeNull());
    expect(api.calls('PUT /configuration/agency/developer-mode').map((c) => c.body)).toEqual([
      { companyID: 'agency-9', api_mode: 'T', agree: false },
      { companyID: 'agency-9', api_mode: 'T', agree: true },
    ]);
    const orange = await within(await rowOf('Tested Co')).findByRole('button', { name: 'API developer mode on, agreement or payment not done: Tested Co' });
    expect(orange.getAttribute('data-colour')).toBe('orange');
  });
});

describe('A module with active campaigns is not turned off', () => {
  it('the API’s message and the campaign ids open a dialog; after OK the message stays beside the modules', async () => {
    const message = 'The locator module has active campaigns (CMP-BUSY-1). Stop them before turning the module off.';
    const { api } = rootsAgency({ company_name: 'Busy Campaigns Agency' }, (agency) => ({
      [`GET /configuration/companies/${agency.row.id}`]: () => ({
        id: agency.row.id,
        company_parent: ROOT_ID,
        kind: 'agency',
        company_name: agency.row.company_name,
        user_id: agency.row.user_id,
        name: 'Bea Busy',
        email: 'busy@agency.test',
        phonenum: '+12015550123',
        phone_country_code: 'US',
        is_whitelabeling: 'F',
        api_mode: 'F',
        subdomain: 'busy-campaigns',
        domain: null,
        organization_id: null,
        payment_terms: ['Weekly'],
        modules: ['local', 'locator'],
        created_at: '2026-11-01T10:00:00.000Z',
      }),
      'PUT /configuration/user/update': () => refuse(422, message, { modules: [message], active_campaign_id: ['CMP-BUSY-1'] }),
    }));
    fireEvent.click(within(await rowOf('Busy Campaigns Agency')).getByRole('button', { name: 'Edit Busy Campaigns Agency' }));
    const edit = await screen.findByRole('form', { name: 'Edit Busy Campaigns Agency' });
    expect((within(edit).getByRole('textbox', { name: /^Phone number/ }) as HTMLInputElement).value).toBe('(201) 555-0123');
    fireEvent.click(within(edit).getByRole('checkbox', { name: 'Search ID' }));
    fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Active campaigns' });
    expect(within(dialog).getByRole('alert').textContent).toBe(message);
    expect(within(dialog).getByRole('list', { name: 'Active campaign ids' }).textContent).toBe('CMP-BUSY-1');
    expect((api.calls('PUT /configuration/user/update')[0]!.body as { modules: string[] }).modules).toEqual(['local']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Active campaigns' })).toBeNull());
    expect(within(edit).getByText(message)).toBeTruthy();
  });
});
