// @vitest-environment jsdom
import { notifications } from '@mantine/notifications';
import { fireEvent, isInaccessible, screen, waitFor, within } from '@testing-library/react';
import { SSO_FAILED_MESSAGE, type SetupCheck, type UserData } from '@platform/core/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { refuse } from '../test/fake-api';
import { domainInfo, renderApp } from '../test/render-app';
import { companyPage } from '../test/company-rows';
import { DEMO, ROOT_ID, setupCheck } from '../test/users';

/**
 * Where an address takes each user, through the app's real route tree and guards (docs/product.md,
 * Menus and pages): the 404 page inside the frame for a page the user may not use, the entry flow's
 * redirects, and the frame's menus as they follow the user's modules and flags. The rules themselves
 * are core's (route-access, entry-flow and menus, unit-tested there); these check the app applies them
 * to what the API answers, as a person typing the address would meet them.
 */

const NOT_FOUND = "The page you are looking for doesn't exist or has been moved.";

const mainMenu = () => screen.getByRole('navigation', { name: 'Main menu' });
/** A sidebar entry by its words: a page link, or a group's button (whose name may end in "Beta"). */
const sidebarEntry = (label: string) => {
  const name = new RegExp(`^${label}(\\s+Beta)?$`);
  return within(mainMenu()).queryByRole('link', { name }) ?? within(mainMenu()).queryByRole('button', { name });
};
/** The words of the sidebar's top-level entries, in order (a group's pages are not counted). */
const topLevelLabels = () =>
  [...mainMenu().querySelectorAll('[data-menu-key]:not(.mantine-NavLink-children [data-menu-key]) > .mantine-NavLink-body .mantine-NavLink-label')].map((e) => e.textContent);

async function landsOn(router: ReturnType<typeof renderApp>['router'], path: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(path));
}

afterEach(() => window.sessionStorage.clear());

/** Sam Sales as the API answers him: a sales person (an account executive), not a system user. */
const samSales = () => DEMO.sales({ systemuser: 'F' });
const globexOwner = (p: Partial<UserData> = {}) => DEMO.agency({ id: 'u-globex', company_id: 'globex-1', name: 'Gina Globex', email: 'globex@demo.test', company_name: 'Globex Agency', ...p });
const globexClient = () => DEMO.client({ id: 'u-client2', company_id: 'globex-client-1', company_parent: 'globex-1', email: 'client2@demo.test', companyparentname: 'Globex Agency' });

describe('A page the user may not use shows the 404 page inside the frame, even typed by hand', () => {
  const FORBIDDEN: [string, () => UserData, string[]][] = [
    ['the platform owner', () => DEMO.root(), ['/configuration/sales-connect-account', '/banner/create', '/campaign-setup']],
    ['a sales person', samSales, ['/configuration/general-setting', '/configuration/sales-account-list', '/user/profile', '/integrations']],
    [
      "Acme's agency owner",
      () => DEMO.agency(),
      ['/configuration/agency-list', '/configuration/sales-account-list', '/configuration/opt-out-list', '/configuration/report-analytics', '/siteid/leads-management'],
    ],
    ["Acme's administrator", () => DEMO.admin(), ['/integrations', '/configuration/agency-list', '/configuration/sales-connect-account']],
    ["Acme's client", () => DEMO.client(), ['/configuration/client-management', '/configuration/general-setting', '/banner/list', '/campaign', '/user/questionnaire', '/download-auth/abc']],
    ["Globex's agency owner", globexOwner, ['/configuration/agency-list', '/searchid/leads-management', '/nosuchmodule/dashboard', '/configuration/nothing-here']],
    ["Globex's client", globexClient, ['/configuration/administrator-list', '/Audience']],
  ];
  for (const [who, user, paths] of FORBIDDEN) {
    it.each(paths)(`${who}: %s`, async (path) => {
      const { router } = renderApp(path, { user: user() });
      expect(await screen.findByText(NOT_FOUND)).toBeTruthy();
      // The address stays as typed, and the user's own menu is still there to go elsewhere.
      expect(router.state.location.pathname).toBe(path);
      expect(mainMenu()).toBeTruthy();
    });
  }
});

describe('Addresses that send people where they belong', () => {
  it.each([
    ['/configuration opens Client Management for an agency', DEMO.agency, '/configuration', '/configuration/client-management'],
    ['Client Management sends the platform owner to the Agency List', DEMO.root, '/configuration/client-management', '/configuration/agency-list'],
    ['/user opens the Profile', DEMO.client, '/user', '/user/profile'],
    ["a module's pages send the platform owner to the Agency List", DEMO.root, '/siteid/dashboard', '/configuration/agency-list'],
    ['…whichever module it is', DEMO.root, '/b2bid/campaign-management', '/configuration/agency-list'],
    ["a module's base path opens its dashboard", globexClient, '/searchid', '/searchid/dashboard'],
  ])('%s', async (_rule, user, from, to) => {
    const { router } = renderApp(from, { user: user() });
    await landsOn(router, to);
  });
});

describe('After sign-in, a payment problem comes first', () => {
  const failed = () => setupCheck({ paymentStatusFailed: true });

  it('a client whose payment failed is forced to Card Setting, whatever they open', async () => {
    const first = renderApp('/', { user: DEMO.client(), setup: failed() });
    await landsOn(first.router, '/user/card-setting');
    first.unmount();
    const second = renderApp('/siteid/dashboard', { user: DEMO.client(), setup: failed() });
    await landsOn(second.router, '/user/card-setting');
  });

  it('an agency whose payment failed goes to Card Setting, with nothing in its menu but Support', async () => {
    const first = renderApp('/', { setup: failed() });
    await landsOn(first.router, '/user/card-setting');
    await waitFor(() => expect(topLevelLabels()).toEqual(['Support']));
    first.unmount();
    const second = renderApp('/configuration/client-management', { setup: failed() });
    await landsOn(second.router, '/user/card-setting');
  });

  it('in view mode the agency’s failed payment is ignored', async () => {
    const { router } = renderApp('/configuration/client-management', { user: DEMO.agency({ isViewMode: true }), setup: failed() });
    await waitFor(() => expect(sidebarEntry('Client Management')).toBeTruthy());
    expect(router.state.location.pathname).toBe('/configuration/client-management');
  });

  it('an agency with its set-up incomplete goes to Profile Setup', async () => {
    const { router } = renderApp('/', { user: globexOwner(), setup: setupCheck({ setupcomplete: 'F' }) });
    await landsOn(router, '/user/profile-setup');
  });
});

describe('Where an agency lands depends on its payment account', () => {
  const BANNER = 'Action Required: Update your Stripe connected account';

  it('with payouts off it lands on General Settings under the Stripe "Action Required" banner', async () => {
    const { router } = renderApp('/', { user: DEMO.agency({ payouts_enabled: false }) });
    await landsOn(router, '/configuration/general-setting');
    const banner = (await screen.findAllByRole('alert')).find((a) => a.textContent?.includes(BANNER));
    expect(banner).toBeTruthy();
    expect(within(banner!).getByRole('link', { name: 'Open General Settings' }).getAttribute('href')).toBe('/configuration/general-setting');
  });

  it('with charges and payouts on it lands on its Dashboard, with no banner', async () => {
    const { router } = renderApp('/');
    await landsOn(router, '/siteid/dashboard');
    await waitFor(() => expect(mainMenu()).toBeTruthy());
    expect(screen.queryByText(new RegExp(BANNER))).toBeNull();
  });
});

describe('Module areas follow the user’s modules and flags', () => {
  const b2bClosed = (isBeta: boolean): SetupCheck => {
    const s = setupCheck({ isBeta });
    return { ...s, betaFeature: { ...s.betaFeature, b2b_module: { ...s.betaFeature.b2b_module, apply_to_all_agency: false } } } as SetupCheck;
  };

  it('a client whose campaign adding is off is sent from campaign management to the Dashboard, and has no Campaign Management link', async () => {
    const { router } = renderApp('/searchid/campaign-management', { user: DEMO.client({ disable_client_add_campaign: 'T' }) });
    await landsOn(router, '/searchid/dashboard');
    await waitFor(() => expect(sidebarEntry('Search ID')?.getAttribute('aria-expanded')).toBe('true'));
    expect(within(mainMenu()).queryByRole('link', { name: 'Campaign Management' })).toBeNull();
  });

  it('b2b is hidden while in beta, closed to other agencies, for a user outside the beta', async () => {
    renderApp('/b2bid/dashboard', { setup: b2bClosed(false) });
    expect(await screen.findByText(NOT_FOUND)).toBeTruthy();
    expect(sidebarEntry('Enhance ID')).toBeTruthy();
    expect(sidebarEntry('B2B ID')).toBeNull();
  });

  it('a beta user still has b2b when it is closed to other agencies', async () => {
    renderApp('/siteid/dashboard', { setup: b2bClosed(true) });
    await waitFor(() => expect(sidebarEntry('B2B ID')).toBeTruthy());
  });

  it('enhance exists only when its url and name both exist', async () => {
    renderApp('/siteid/dashboard', { user: DEMO.client({ leadenhancename: null }) });
    await waitFor(() => expect(sidebarEntry('Search ID')).toBeTruthy());
    expect(sidebarEntry('Enhance ID')).toBeNull();
  });

  it('leads management opens for an administrator only, and is never in the menu', async () => {
    const { router } = renderApp('/siteid/leads-management', { user: DEMO.admin() });
    await waitFor(() => expect(mainMenu()).toBeTruthy());
    expect(router.state.location.pathname).toBe('/siteid/leads-management');
    expect(screen.queryByText(NOT_FOUND)).toBeNull();
    expect(within(mainMenu()).queryByRole('link', { name: /Leads Management/ })).toBeNull();
  });
});

describe('The payment-account notice shows once per session', () => {
  const NOTICE = 'Your agency connected Stripe account is not yet fully set up. Please contact your agency administrator.';
  /** An access token as the API issues them: the notice's session is the token's subject and session id. */
  const token = (sid: string) => `h.${btoa(JSON.stringify({ sub: 'u-client2', sid }))}.s`;
  const pending = () => setupCheck({ accountconnected: 'pending' });

  it('a client whose agency account is pending lands on their Profile with Integrations only, is told once, and again after signing in anew', async () => {
    window.localStorage.setItem('access_token', token('first'));
    const first = renderApp('/', { user: globexClient(), setup: pending(), keepToken: true });
    await landsOn(first.router, '/user/profile');
    await waitFor(() => expect(topLevelLabels()).toEqual(['Integrations']));
    expect(await screen.findByText(NOTICE)).toBeTruthy();
    first.unmount();
    notifications.clean();

    // The same session opened again (a reload, another page, on a screen with no notices): not again.
    const again = renderApp('/integrations', { user: globexClient(), setup: pending(), keepToken: true });
    await waitFor(() => expect(mainMenu()).toBeTruthy());
    expect(screen.queryByText(NOTICE)).toBeNull();
    again.unmount();
    notifications.clean();

    window.localStorage.setItem('access_token', token('second'));
    renderApp('/', { user: globexClient(), setup: pending(), keepToken: true });
    expect(await screen.findByText(NOTICE)).toBeTruthy();
  });
});

describe('The header’s menus offer what the account can use', () => {
  const developerMode = () => setupCheck({ api_mode: 'T' });
  const landing = { root: '/configuration/agency-list', sales: '/configuration/sales-connect-account', agency: '/siteid/dashboard' };

  // Core's systemSettingsItems: the configuration pages each may open, and where the last one leads.
  it.each([
    ['the platform owner', DEMO.root, landing.root, ['Agency List', 'Administrator List', 'Sales Account List', 'Role List', 'General Settings', 'Coupons', 'Exclusion List', 'Report Analytics'], '/configuration/report-analytics'],
    ['a sales person', samSales, landing.sales, ['Client Management', 'Agency List'], '/configuration/agency-list'],
    ["Acme's agency owner", DEMO.agency, landing.agency, ['Client Management', 'Administrator List', 'Role List', 'General Settings'], '/configuration/general-setting'],
    ["Acme's administrator", DEMO.admin, landing.agency, ['Client Management', 'Administrator List', 'Role List', 'General Settings'], '/configuration/general-setting'],
  ])('System Settings for %s: its configuration pages, the last one opening', async (_who, user, from, items, lastPath) => {
    const { router } = renderApp(from, { user: user() });
    fireEvent.click(await screen.findByRole('button', { name: 'System Settings' }));
    const entries = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(entries.map((e) => e.textContent)).toEqual(items);
    fireEvent.click(entries.at(-1)!);
    await landsOn(router, lastPath);
    await waitFor(() => expect(screen.queryByText(NOT_FOUND)).toBeNull());
  });

  it('a client has no System Settings at all', async () => {
    renderApp('/siteid/dashboard', { user: DEMO.client() });
    expect(await screen.findByRole('button', { name: 'Account menu for Bob Baker' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'System Settings' })).toBeNull();
  });

  // Core's profileMenuItems: Acme has developer (API) mode on, so its owner and administrator have
  // Developer; its client's company has not.
  it.each([
    ["Acme's client", DEMO.client, setupCheck(), ['Profile', 'Card Setting', 'Data Wallet', 'Integrations', 'Exclusion List', 'Change Password', 'Two Factor Authentication', 'Log out']],
    ["Acme's agency owner", DEMO.agency, developerMode(), ['Profile', 'Card Setting', 'Data Wallet', 'Integrations', 'Developer', 'Change Password', 'Two Factor Authentication', 'Log out']],
    ["Acme's administrator", DEMO.admin, developerMode(), ['Profile', 'Card Setting', 'Developer', 'Change Password', 'Two Factor Authentication', 'Log out']],
    ['a sales person', samSales, setupCheck(), ['Change Password', 'Two Factor Authentication', 'Log out']],
    ['the platform owner', DEMO.root, setupCheck(), ['Profile', 'Change Password', 'Two Factor Authentication', 'Log out']],
  ])('the account menu of %s', async (_who, user, setup, items) => {
    const u = user();
    renderApp('/', { user: u, setup });
    fireEvent.click(await screen.findByRole('button', { name: `Account menu for ${u.name}` }));
    expect(within(screen.getByRole('menu')).getAllByRole('menuitem').map((e) => e.textContent)).toEqual(items);
  });
});

describe('Each user lands on their page, under their brand, with their menu', () => {
  // The top-level sidebar entries core's sidebarItems gives each demo user. Acme's Stripe connected
  // account is completed, Globex's is pending, so Globex's owner works from General Settings only and
  // its client has no module areas yet.
  const AGENCY_SIDEBAR = ['Ads Design', 'Campaign', 'Site ID', 'Search ID', 'Enhance ID', 'B2B ID', 'Data Enrichment', 'Client Management', 'Administrator List', 'General Settings'];
  const globex = domainInfo({ idsys: 'globex-1', subdomain: 'globex', branding: { ...domainInfo().branding, company_name: 'Globex Agency' } });
  const pending = setupCheck({ accountconnected: 'pending' });
  it.each([
    ['the platform owner', DEMO.root(), setupCheck(), undefined, 'Demo Platform', '/configuration/agency-list', ['Agency List', 'Sales Account List', 'Exclusion List', 'Report Analytics']],
    ['a sales person', samSales(), setupCheck(), undefined, 'Demo Platform', '/configuration/sales-connect-account', ['Client Management', 'Agency List', 'Sales Connect Account']],
    ["Acme's agency owner", DEMO.agency(), setupCheck(), undefined, 'Acme Agency', '/siteid/dashboard', [...AGENCY_SIDEBAR, 'Support']],
    ["Acme's administrator", DEMO.admin(), setupCheck(), undefined, 'Acme Agency', '/siteid/dashboard', AGENCY_SIDEBAR],
    ["Acme's client", DEMO.client(), setupCheck(), undefined, 'Acme Agency', '/siteid/dashboard', ['Site ID', 'Search ID', 'Enhance ID', 'B2B ID', 'Data Enrichment', 'Integrations']],
    ["Globex's agency owner", globexOwner({ charges_enabled: false, payouts_enabled: false }), pending, globex, 'Globex Agency', '/configuration/general-setting', ['General Settings', 'Support']],
    ["Globex's client", globexClient(), pending, globex, 'Globex Agency', '/user/profile', ['Integrations']],
  ])('%s', async (_who, user, setup, domain, brand, landing, sidebar) => {
    const { router } = renderApp('/', { user, setup, ...(domain ? { domain } : {}) });
    await landsOn(router, landing);
    await waitFor(() => expect(topLevelLabels()).toEqual(sidebar));
    expect(within(mainMenu()).getByText(brand, { exact: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: `Account menu for ${user.name}` })).toBeTruthy();
  });

  it('the b2b module carries a Beta badge, the others none', async () => {
    renderApp('/siteid/dashboard', { user: DEMO.client() });
    await waitFor(() => expect(sidebarEntry('B2B ID')?.textContent).toContain('Beta'));
    expect(sidebarEntry('Site ID')?.textContent).not.toContain('Beta');
  });
});

describe('Sidebar groups open onto their pages', () => {
  it('a module opens to its Dashboard and Campaign Management, and the current page is marked', async () => {
    const { router } = renderApp('/siteid/dashboard');
    await waitFor(() => expect(sidebarEntry('Search ID')).toBeTruthy());
    const searchId = sidebarEntry('Search ID')!;
    expect(searchId.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(searchId);
    await waitFor(() => expect(searchId.getAttribute('aria-expanded')).toBe('true'));
    // Site ID's group is open too (its dashboard is the landing page), so the link is found by its key.
    // A person clicks it once it shows: until the group's collapse has left its closed state, Mantine
    // keeps its links in a hidden React Activity, where a link is mounted but not yet live (React
    // Router ignores a click on it), which a loaded machine makes last long enough to be clicked.
    const campaigns = await waitFor(() => {
      const link = mainMenu().querySelector<HTMLElement>('[data-menu-key="locator-campaigns"]');
      expect(link && !isInaccessible(link)).toBe(true);
      return link!;
    });
    expect(campaigns.textContent).toContain('Campaign Management');
    fireEvent.click(campaigns);
    await landsOn(router, '/searchid/campaign-management');
    await waitFor(() => expect(mainMenu().querySelector('[data-menu-key="locator-campaigns"]')?.getAttribute('aria-current')).toBe('page'));
  });

  it('Campaign opens its Dashboard, Create Campaign, Campaign Audience List and Clients', async () => {
    const { router } = renderApp('/siteid/dashboard');
    await waitFor(() => expect(sidebarEntry('Campaign')).toBeTruthy());
    fireEvent.click(sidebarEntry('Campaign')!);
    const audience = await within(mainMenu()).findByRole('link', { name: 'Campaign Audience List' });
    for (const name of ['Dashboard', 'Create Campaign', 'Clients']) expect(within(mainMenu()).getAllByRole('link', { name }).length).toBeGreaterThan(0);
    fireEvent.click(audience);
    await landsOn(router, '/Audience');
  });
});

describe('Every menu entry opens an honest page', () => {
  it('each sidebar link of the platform owner opens its page and marks it as the current one', async () => {
    const agencies = { [`GET /configuration/companies/${ROOT_ID}/children`]: () => companyPage([]), 'GET /configuration/sales/list': () => ({ params: [] }) };
    const { router } = renderApp('/configuration/agency-list', { user: DEMO.root(), api: agencies });
    const current = (label: string) => within(mainMenu()).getByRole('link', { name: label }).getAttribute('aria-current');
    expect(await screen.findByRole('heading', { level: 1, name: 'Agency List' })).toBeTruthy();
    await waitFor(() => expect(current('Agency List')).toBe('page'));
    for (const [label, path] of [
      ['Sales Account List', '/configuration/sales-account-list'],
      ['Exclusion List', '/configuration/opt-out-list'],
      ['Report Analytics', '/configuration/report-analytics'],
    ] as const) {
      fireEvent.click(within(mainMenu()).getByRole('link', { name: label }));
      await landsOn(router, path);
      expect(await screen.findByRole('heading', { level: 1, name: label })).toBeTruthy();
      await waitFor(() => expect(current(label)).toBe('page'));
    }
  });
});

describe('A page that does not exist', () => {
  it('shows the 404 text to a visitor, and Go to Homepage leads to sign-in', async () => {
    const { router } = renderApp('/no/such/page', { user: null });
    expect(await screen.findByText(NOT_FOUND)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Go to Homepage' }));
    await landsOn(router, '/login');
  });

  it('a single unknown segment is a 404 too', async () => {
    renderApp('/nowhere', { user: null });
    expect(await screen.findByText(NOT_FOUND)).toBeTruthy();
  });

  it('for a signed-in user, Go to Homepage leads to their landing page', async () => {
    const { router } = renderApp('/configuration/nothing-here', { user: globexOwner({ charges_enabled: false, payouts_enabled: false }), setup: setupCheck({ accountconnected: 'pending' }) });
    expect(await screen.findByText(NOT_FOUND)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Go to Homepage' }));
    await landsOn(router, '/configuration/general-setting');
  });
});

describe('Signing out', () => {
  it('still signs out on this device when the server cannot be reached', async () => {
    const client = DEMO.client();
    const { router } = renderApp('/siteid/dashboard', { user: client, api: { 'POST /logout': () => Promise.reject(new TypeError('Failed to fetch')) } });
    fireEvent.click(await screen.findByRole('button', { name: `Account menu for ${client.name}` }));
    fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Log out' }));
    await landsOn(router, '/login');
    expect(await screen.findByText('Signed out on this device')).toBeTruthy();
    expect(['access_token', 'refresh_token', 'userData'].map((key) => window.localStorage.getItem(key))).toEqual([null, null, null]);
  });
});

describe('Single sign-on from another site', () => {
  it('a token the platform refuses shows that an update is in progress, and nothing is stored', async () => {
    const { server } = renderApp('/sso?token=not-a-real-token', { user: null, api: { 'POST /v1/developer/sso/validation': () => refuse(401, 'Unauthenticated.') } });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(SSO_FAILED_MESSAGE));
    expect(server.calls('POST /v1/developer/sso/validation')[0]?.body).toMatchObject({ token: 'not-a-real-token' });
    expect(window.localStorage.getItem('access_token')).toBeNull();
  });

  it('without a token there is nothing to sign in with, and nothing is asked', async () => {
    const { server } = renderApp('/sso', { user: null });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(SSO_FAILED_MESSAGE));
    expect(server.calls('POST /v1/developer/sso/validation')).toHaveLength(0);
  });
});
