// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { COST_MODULES, generalSettingsSchema, PAYMENT_TERMS, SETTINGS_UPDATE_FORBIDDEN, type AgencyCostsAnswer, type GeneralSettings } from '@platform/core/contracts';
import { describe, expect, it } from 'vitest';
import { fakeApi, refuse, type FakeRequest } from '../../../test/fake-api';
import { renderPage, typeInto } from '../../../test/render';
import { ACME_ID, DEMO, ROOT_ID, setupCheck } from '../../../test/users';
import { GeneralSettingsPage } from './GeneralSettingsPage';

const SAVED = 'Your settings have been saved.';
const SETTINGS = `/configuration/setting/${ACME_ID}`;

const acmeSettings = (): GeneralSettings =>
  generalSettingsSchema.parse({
    company_name: 'Acme Agency',
    branding: { logo: null, box_bgcolor: '#1f2937', text_color: '#ffffff', link_color: '#2563eb', template_bgcolor: null, sidebar_bgcolor: '#111827', font_theme: null },
    subdomain: 'acme',
    domain: null,
    platform_domain: 'localhost',
    timezone: 'America/Chicago',
    embedded: null,
    smtp: { enabled: false, host: null, port: null, username: null, has_password: false, from_email: null, from_name: null },
  });

/** The API the page reads and saves through; `save` answers each PUT (200 "saved" unless told otherwise). */
function platform(save: (r: FakeRequest) => unknown = () => ({ result: 'success', message: SAVED })) {
  return fakeApi({
    [`GET ${SETTINGS}`]: () => acmeSettings(),
    [`PUT ${SETTINGS}`]: save,
  });
}

const open = (user = DEMO.agency()) => renderPage(<GeneralSettingsPage />, { user, path: '/configuration/general-setting' });
const section = (name: string) => screen.findByRole('form', { name });
const puts = (api: ReturnType<typeof platform>) => api.calls(`PUT ${SETTINGS}`);

describe('General Settings: a colour must be #rrggbb', () => {
  it('a colour that is not is refused beside its field and nothing is sent; a good one is sent', async () => {
    const api = platform();
    open();
    const branding = await section('Branding');
    fireEvent.change(within(branding).getByRole('textbox', { name: 'Text colour' }), { target: { value: 'red' } });
    fireEvent.click(within(branding).getByRole('button', { name: 'Save' }));
    expect(await within(branding).findByText('Use a colour like #1f2937')).toBeTruthy();
    expect(puts(api)).toHaveLength(0);

    fireEvent.change(within(branding).getByRole('textbox', { name: 'Text colour' }), { target: { value: '#14532d' } });
    fireEvent.click(within(branding).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]!.body).toMatchObject({ branding: { text_color: '#14532d' } });
  });
});

describe('General Settings: the agency’s addresses', () => {
  it('a subdomain another agency holds is refused beside the field; a custom domain shows its address and the DNS it needs', async () => {
    platform(({ body }) =>
      (body as { domains?: { subdomain: string } }).domains?.subdomain === 'globex'
        ? refuse(409, 'That subdomain or domain is already taken.', { subdomain: ['This subdomain is already taken.'] })
        : { result: 'success', message: SAVED },
    );
    open();
    const domains = await section('Domains');
    const subdomain = within(domains).getByRole('textbox', { name: 'Subdomain' });
    expect((subdomain as HTMLInputElement).value).toBe('acme');
    fireEvent.change(subdomain, { target: { value: 'globex' } });
    fireEvent.click(within(domains).getByRole('button', { name: 'Save' }));
    expect(await within(domains).findByText('This subdomain is already taken.')).toBeTruthy();
    // Beside the field: the field says it is wrong.
    expect(subdomain.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(subdomain, { target: { value: 'acme' } });
    fireEvent.change(within(domains).getByRole('textbox', { name: 'Custom domain' }), { target: { value: 'leads.acme.test' } });
    expect(await within(domains).findByText(/^http:\/\/leads\.acme\.test/)).toBeTruthy();
    expect(within(domains).getByText(/needs a DNS record .* a CNAME/)).toBeTruthy();
  });
});

describe('General Settings: saving needs the settings update permission', () => {
  it('an administrator whose role may not update settings sees every Save disabled, with the reason, and may still send a test e-mail', async () => {
    platform();
    open(DEMO.admin({ user_permissions: { settingMenuShow: 'T', settingMenuShow_update: 'F' } }));
    for (const name of ['Branding', 'Domains', 'Time zone', 'Embedded code', 'Custom SMTP']) {
      const save = within(await section(name)).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
      expect(save.disabled).toBe(true);
      expect(document.getElementById(save.getAttribute('aria-describedby') ?? '')?.textContent).toBe(SETTINGS_UPDATE_FORBIDDEN);
    }
    const send = within(await section('Test e-mail')).getByRole('button', { name: 'Send test e-mail' }) as HTMLButtonElement;
    expect(send.disabled).toBe(false);
  });

  it('with the permission, Save is there to press', async () => {
    platform();
    open(DEMO.admin());
    const save = within(await section('Branding')).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(false);
  });
});

describe('General Settings: the time zone', () => {
  it('is chosen from a searchable list and sent as its IANA name', async () => {
    const api = platform();
    open();
    const zone = await section('Time zone');
    const field = within(zone).getByRole('combobox', { name: 'Time zone' }) as HTMLInputElement;
    expect(field.value).toBe('America/Chicago');
    fireEvent.click(field);
    // Searched: the list narrows to what is typed.
    typeInto(field, 'Tokyo');
    fireEvent.click(await within(zone).findByRole('option', { name: 'Asia/Tokyo' }));
    expect(field.value).toBe('Asia/Tokyo');
    fireEvent.click(within(zone).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]!.body).toEqual({ timezone: 'Asia/Tokyo' });
  });
});

describe('General Settings: the root’s minimum spend', () => {
  it('the platform owner has no set-up guide and no addresses; the amounts are sent as typed, the switch as T or F', async () => {
    const api = fakeApi({
      [`GET /configuration/setting/${ROOT_ID}`]: () => ({ ...acmeSettings(), company_name: 'Demo Platform', subdomain: null, minspend_setting: { status: 'F', first_month: 0, second_month: 0, monthly: 0 }, agency_onboarding_status: 'F', agency_onboarding_price: 0, agency_enable_coupon: 'F' }),
      [`PUT /configuration/setting/${ROOT_ID}`]: () => ({ result: 'success', message: SAVED }),
    });
    open(DEMO.root());
    const minimum = await section('Minimum spend');
    expect(screen.queryByRole('button', { name: 'Set-up guide' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Domains' })).toBeNull();
    fireEvent.click(within(minimum).getByRole('switch', { name: 'Minimum spend is on' }));
    fireEvent.change(within(minimum).getByRole('textbox', { name: /^First month/ }), { target: { value: '125' } });
    fireEvent.change(within(minimum).getByRole('textbox', { name: /^Second month/ }), { target: { value: '250.5' } });
    fireEvent.change(within(minimum).getByRole('textbox', { name: /^Monthly/ }), { target: { value: '1999.99' } });
    fireEvent.click(within(minimum).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls(`PUT /configuration/setting/${ROOT_ID}`)).toHaveLength(1));
    expect(api.calls(`PUT /configuration/setting/${ROOT_ID}`)[0]!.body).toEqual({ minspend_setting: { status: 'T', first_month: '125', second_month: '250.5', monthly: '1999.99' } });
  });
});

describe('General Settings: the root’s data enrichment price', () => {
  const ROOT_COSTS = `/configuration/costagency/${ROOT_ID}`;
  const noCosts = Object.fromEntries(COST_MODULES.map((m) => [m, Object.fromEntries(PAYMENT_TERMS.map((t) => [t, {}]))])) as AgencyCostsAnswer['costagency'];
  function rootPlatform(save: (r: FakeRequest) => unknown = () => ({ result: 'success', message: 'Costs have been saved.' })) {
    let price = '0.10';
    const api = fakeApi({
      [`GET /configuration/setting/${ROOT_ID}`]: () => ({ ...acmeSettings(), company_name: 'Demo Platform', subdomain: null }),
      [`GET ${ROOT_COSTS}`]: (): AgencyCostsAnswer => ({ costagency: noCosts, rootcostagency: noCosts, dpay: 'Weekly', data_enrichment: price }),
      [`PUT ${ROOT_COSTS}`]: (r) => {
        const answer = save(r);
        if (!(answer instanceof Object && 'status' in answer)) price = (r.body as { data_enrichment: string }).data_enrichment;
        return answer;
      },
    });
    return { api, saves: () => api.calls(`PUT ${ROOT_COSTS}`) };
  }
  const priceField = async () => within(await section('Data enrichment')).findByRole('textbox', { name: /^Price per matched row/ });

  it('shows the price per matched row from the root’s own costs and saves it there, alone', async () => {
    const { saves } = rootPlatform();
    open(DEMO.root());
    const field = (await priceField()) as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe('0.10'));
    fireEvent.change(field, { target: { value: '0.25' } });
    fireEvent.click(within(await section('Data enrichment')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]!.body).toEqual({ costagency: {}, data_enrichment: '0.25' });
  });

  it.each(['0.125', '12345678'])('an amount the cost fields refuse (%s) is refused beside the field and nothing is sent', async (bad) => {
    const { saves } = rootPlatform();
    open(DEMO.root());
    const field = await priceField();
    await waitFor(() => expect((field as HTMLInputElement).value).toBe('0.10'));
    const form = await section('Data enrichment');
    fireEvent.change(field, { target: { value: bad } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Enter an amount with digits and one decimal point, at most two decimals')).toBeTruthy();
    expect(saves()).toHaveLength(0);
  });

  it('the API’s refusal of the field shows beside it', async () => {
    const { saves } = rootPlatform(() => refuse(422, 'The given data was invalid.', { data_enrichment: ['The price is too high.'] }));
    open(DEMO.root());
    const field = await priceField();
    await waitFor(() => expect((field as HTMLInputElement).value).toBe('0.10'));
    fireEvent.change(field, { target: { value: '9' } });
    fireEvent.click(within(await section('Data enrichment')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The price is too high.')).toBeTruthy();
    expect(saves()).toHaveLength(1);
  });

  it('an agency has no such section (the price is the platform’s)', async () => {
    platform();
    open();
    await section('Branding');
    expect(screen.queryByRole('form', { name: 'Data enrichment' })).toBeNull();
  });
});

describe('The set-up guide (wizard)', () => {
  const guide = () => screen.findByRole('dialog', { name: 'Set-up guide' });
  const progress = (dialog: HTMLElement) => within(dialog).getByRole('progressbar', { name: 'Set-up guide progress' }).getAttribute('aria-valuenow');

  it('each step is checked before moving on, going back is free, a jump checks each step on the way, and it finishes on General Settings', async () => {
    const api = platform(({ body }) =>
      (body as { domains?: { subdomain: string } }).domains?.subdomain === 'globex'
        ? refuse(409, 'That subdomain or domain is already taken.', { subdomain: ['This subdomain is already taken.'] })
        : { result: 'success', message: SAVED },
    );
    const view = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Set-up guide' }));
    const wizard = await guide();
    expect(progress(wizard)).toBe('25');

    // Brand: core's colour rule holds the step, and nothing is sent.
    fireEvent.change(within(wizard).getByRole('textbox', { name: 'Box colour' }), { target: { value: 'red' } });
    fireEvent.click(within(wizard).getByRole('button', { name: 'Next' }));
    expect(await within(wizard).findByText('Use a colour like #1f2937')).toBeTruthy();
    expect(progress(wizard)).toBe('25');
    expect(puts(api)).toHaveLength(0);
    fireEvent.change(within(wizard).getByRole('textbox', { name: 'Box colour' }), { target: { value: '#7c2d12' } });
    fireEvent.click(within(wizard).getByRole('button', { name: 'Next' }));
    expect(await within(wizard).findByRole('heading', { name: 'Addresses' })).toBeTruthy();
    expect(progress(wizard)).toBe('50');
    expect(puts(api)[0]!.body).toMatchObject({ branding: { box_bgcolor: '#7c2d12' } });

    // Addresses: the API's refusal holds the step, with its message beside the field.
    fireEvent.change(within(wizard).getByRole('textbox', { name: 'Subdomain' }), { target: { value: 'globex' } });
    fireEvent.click(within(wizard).getByRole('button', { name: 'Next' }));
    expect(await within(wizard).findByText('This subdomain is already taken.')).toBeTruthy();
    expect(within(wizard).getByRole('heading', { name: 'Addresses' })).toBeTruthy();

    // Back is free, even from a step whose check fails.
    fireEvent.click(within(wizard).getByRole('button', { name: 'Back' }));
    expect(await within(wizard).findByRole('heading', { name: 'Brand' })).toBeTruthy();
    expect(progress(wizard)).toBe('25');

    // A click on the last step checks each step on the way: the taken subdomain stops it there.
    fireEvent.click(within(wizard).getByRole('button', { name: /E-mail/ }));
    expect(await within(wizard).findByRole('heading', { name: 'Addresses' })).toBeTruthy();
    fireEvent.change(within(wizard).getByRole('textbox', { name: 'Subdomain' }), { target: { value: 'acme' } });
    fireEvent.click(within(wizard).getByRole('button', { name: /E-mail/ }));
    expect(await within(wizard).findByRole('heading', { name: 'E-mail' })).toBeTruthy();
    expect(progress(wizard)).toBe('100');
    expect(within(wizard).queryByRole('button', { name: 'Next' })).toBeNull();

    fireEvent.click(within(wizard).getByRole('button', { name: 'Go To General Settings' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Set-up guide' })).toBeNull());
    expect(view.router.state.location.pathname).toBe('/configuration/general-setting');
  });

  it('opens by itself while the agency’s payment account is unfinished, and only until it is closed once', async () => {
    platform();
    const pending = { user: DEMO.agency({ charges_enabled: false, payouts_enabled: false }), setup: setupCheck({ accountconnected: 'pending' }) };
    const first = renderPage(<GeneralSettingsPage />, { ...pending, path: '/configuration/general-setting' });
    const wizard = await guide();
    fireEvent.click(within(wizard).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Set-up guide' })).toBeNull());
    first.unmount();
    // The next visit in this browser: the guide waits to be asked for.
    renderPage(<GeneralSettingsPage />, { ...pending, path: '/configuration/general-setting' });
    expect(await screen.findByRole('button', { name: 'Set-up guide' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Set-up guide' })).toBeNull();
  });
});
