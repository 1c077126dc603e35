// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { generalSettingsSchema, SETTINGS_UPDATE_FORBIDDEN, type GeneralSettings } from '@platform/core/contracts';
import { describe, expect, it } from 'vitest';
import { fakeApi, refuse, type FakeRequest } from '../../../test/fake-api';
import { renderPage } from '../../../test/render';
import { ACME_ID, DEMO } from '../../../test/users';
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
