import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** The demo platform the browser tests sign in to (packages/core/src/seed/demo.ts). */
export const DEMO_PASSWORD = 'Demo!2345';


export type DemoHost = 'localhost' | 'acme.localhost' | 'globex.localhost';

export interface DemoUser {
  email: string;
  name: string;
  /** How a user would describe themselves, for test names. */
  who: string;
  host: DemoHost;
  brand: 'Demo Platform' | 'Acme Agency' | 'Globex Agency';
  landing: string;
  /** The top-level sidebar entries this user sees, in order... */
  sidebar: string[];
  /** ...and some they must not. */
  notInSidebar: string[];
}

// The top-level sidebar entries core's sidebarItems gives each demo user. All have a card and a
// finished profile; Acme's Stripe connected account is completed, Globex's is pending (demo data,
// payments), so Globex's owner works from General Settings only and its client has no module areas yet.
const AGENCY_SIDEBAR = ['Ads Design', 'Campaign', 'Site ID', 'Search ID', 'Enhance ID', 'B2B ID', 'Data Enrichment', 'Client Management', 'Administrator List', 'General Settings'];
// Support closes the sidebar of an agency's own (not system) users on an agency-platform root
// (docs/decisions.md, Public and document pages).
const AGENCY_OWNER_SIDEBAR = [...AGENCY_SIDEBAR, 'Support'];
const CLIENT_SIDEBAR = ['Site ID', 'Search ID', 'Enhance ID', 'B2B ID', 'Data Enrichment', 'Integrations'];
const SYSTEM_SIDEBAR = ['Agency List', 'Sales Account List', 'Exclusion List', 'Report Analytics'];

export const DEMO_USERS: DemoUser[] = [
  {
    email: 'root@demo.test',
    name: 'Rita Root',
    who: 'the platform owner',
    host: 'localhost',
    brand: 'Demo Platform',
    landing: '/configuration/agency-list',
    sidebar: SYSTEM_SIDEBAR,
    notInSidebar: ['Dashboard', 'Client Management', 'General Settings', 'Sales Connect Account', 'Site ID'],
  },
  {
    email: 'sales@demo.test',
    name: 'Sam Sales',
    who: 'a sales person',
    host: 'localhost',
    brand: 'Demo Platform',
    landing: '/configuration/sales-connect-account',
    // Sam is an account executive, which adds the Agency List.
    sidebar: ['Client Management', 'Agency List', 'Sales Connect Account'],
    notInSidebar: ['General Settings', 'Administrator List', 'Dashboard', 'Site ID'],
  },
  {
    email: 'agency@demo.test',
    name: 'Alice Acme',
    who: "Acme's agency owner",
    host: 'acme.localhost',
    brand: 'Acme Agency',
    landing: '/siteid/dashboard',
    sidebar: AGENCY_OWNER_SIDEBAR,
    notInSidebar: ['Agency List', 'Sales Account List', 'Report Analytics', 'Sales Connect Account', 'Integrations'],
  },
  {
    email: 'admin@demo.test',
    name: 'Adam Admin',
    who: "Acme's administrator",
    host: 'acme.localhost',
    brand: 'Acme Agency',
    landing: '/siteid/dashboard',
    sidebar: AGENCY_SIDEBAR,
    notInSidebar: ['Agency List', 'Sales Account List', 'Report Analytics', 'Sales Connect Account'],
  },
  {
    email: 'client@demo.test',
    name: 'Bob Baker',
    who: "Acme's client",
    host: 'acme.localhost',
    brand: 'Acme Agency',
    landing: '/siteid/dashboard',
    sidebar: CLIENT_SIDEBAR,
    notInSidebar: ['Ads Design', 'Campaign', 'Client Management', 'General Settings', 'Administrator List', 'Agency List'],
  },
  {
    email: 'globex@demo.test',
    name: 'Gina Globex',
    who: "Globex's agency owner",
    host: 'globex.localhost',
    brand: 'Globex Agency',
    // Payouts and charges are not enabled on the pending account (docs/product.md, The entry flow).
    landing: '/configuration/general-setting',
    sidebar: ['General Settings', 'Support'],
    notInSidebar: ['Site ID', 'Client Management', 'Administrator List', 'Agency List', 'Sales Account List', 'Report Analytics', 'Integrations'],
  },
  {
    email: 'client2@demo.test',
    name: 'Carl Client',
    who: "Globex's client",
    host: 'globex.localhost',
    brand: 'Globex Agency',
    // Module areas need the agency's account connected (docs/product.md, Menus and pages): Profile until
    // then.
    landing: '/user/profile',
    sidebar: ['Integrations'],
    notInSidebar: ['Site ID', 'Search ID', 'Ads Design', 'Campaign', 'Client Management', 'General Settings', 'Agency List'],
  },
];

export function demoUser(email: string): DemoUser {
  const user = DEMO_USERS.find((u) => u.email === email);
  if (!user) throw new Error(`no demo user ${email}`);
  return user;
}

/** An address on one tenant's host, on the port the e2e platform listens on. */
export function at(host: DemoHost | string, path = '/'): string {
  return `http://${host}:${process.env.E2E_PORT}${path}`;
}

export const emailField = (page: Page) => page.getByRole('textbox', { name: 'Email' });
export const passwordField = (page: Page) => page.getByRole('textbox', { name: 'Password' });
export const signInButton = (page: Page) => page.getByRole('button', { name: 'Sign in' });
export const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A sidebar entry by its words: a page link, or a group's button (whose name may end in "Beta"). */
export function sidebarEntry(page: Page, label: string): Locator {
  const name = new RegExp(`^${escapeRegex(label)}(\\s+Beta)?$`);
  return sidebar(page).getByRole('link', { name }).or(sidebar(page).getByRole('button', { name }));
}

/** The words of the sidebar's top-level entries, in order (a group's pages are not counted). */
export const topLevelSidebarLabels = (page: Page) =>
  sidebar(page).locator('[data-menu-key]:not(.mantine-NavLink-children [data-menu-key]) > .mantine-NavLink-body .mantine-NavLink-label');

export const accountMenuButton = (page: Page, user: Pick<DemoUser, 'name'>) =>
  page.getByRole('button', { name: `Account menu for ${user.name}` });

/** Fills the sign-in form on the page that is open and submits it. */
export async function submitSignIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await emailField(page).fill(email);
  await passwordField(page).fill(password);
  await signInButton(page).click();
}

/**
 * A session made through the API, as the app keeps it: the tokens and the user data text that
 * GET /api/user answers (Node does not resolve *.localhost; the API reads the tenant from domainName).
 */
export async function signInThroughApi(request: APIRequestContext, email: string, domainName: string, password = DEMO_PASSWORD) {
  const login = await request.post(at('localhost', '/api/login'), { data: { username: email, password, domainName } });
  expect(login.status(), await login.text()).toBe(200);
  const { access_token, refresh_token } = (await login.json()) as { access_token: string; refresh_token: string };
  const me = await request.get(at('localhost', '/api/user'), { headers: { authorization: `Bearer ${access_token}` } });
  expect(me.status(), await me.text()).toBe(200);
  return { access_token, refresh_token, userData: await me.text() };
}

/**
 * Stores a session as the app keeps it (a key left out is absent) on the host's origin without the
 * app running: localStorage belongs to the origin, so an empty page of it is opened (answered here,
 * never reaching the app). A test that changes the session must do it here, before the app opens:
 * changed under a running page, a request still on its way reads the change first, ends the session
 * on the page about to be left, and the notice goes with that page.
 */
export async function storeSession(page: Page, host: string, items: Partial<Record<'access_token' | 'refresh_token' | 'userData', string>>): Promise<void> {
  const blank = at(host, '/__e2e-blank');
  await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>e2e</title>' }));
  await page.goto(blank);
  await page.evaluate((stored) => {
    for (const key of ['access_token', 'refresh_token', 'userData']) localStorage.removeItem(key);
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  }, items);
  await page.unroute(blank);
}

/**
 * Opens the user's landing page (or `open`) signed in. The session is made through the API and
 * stored as the app stores it after a sign-in (docs/product.md, Sign-in and sessions: access_token, refresh_token and
 * userData in localStorage). The sign-in form is the subject of sign-in.spec and the identity
 * specs; the other journeys start signed in, as a returning user's do, without each paying for the
 * form's page.
 */
export async function signIn(page: Page, user: DemoUser, open?: string): Promise<void> {
  await storeSession(page, user.host, await signInThroughApi(page.request, user.email, user.host));
  // `open`: the page the test is about, opened as a signed-in user opens a bookmark (the test says
  // where it should end up), instead of loading the landing page first only to leave it.
  if (open) {
    await page.goto(at(user.host, open));
    return;
  }
  await page.goto(at(user.host, user.landing));
  await expect(page).toHaveURL(at(user.host, user.landing));
}

/** Signs in through the form on the user's host and waits for their landing page. */
export async function signInThroughForm(page: Page, user: DemoUser): Promise<void> {
  await page.goto(at(user.host, '/login'));
  await submitSignIn(page, user.email);
  await expect(page).toHaveURL(at(user.host, user.landing));
}

export const storedSession = (page: Page) =>
  page.evaluate(() => ({
    access_token: localStorage.getItem('access_token'),
    refresh_token: localStorage.getItem('refresh_token'),
    userData: localStorage.getItem('userData'),
  }));
