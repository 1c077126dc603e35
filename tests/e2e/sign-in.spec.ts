import { expect, test } from '@playwright/test';
import { SIGN_IN_FAILED_MESSAGE } from '@platform/core/contracts';
import {
  at,
  DEMO_USERS,
  demoUser,
  emailField,
  passwordField,
  sidebar,
  signIn,
  signInButton,
  sidebarEntry,
  storedSession,
  submitSignIn,
  topLevelSidebarLabels,
} from '../support/e2e-demo';

test.describe('Each user signs in on their own address and sees their brand and menu', () => {
  for (const user of DEMO_USERS) {
    test(`${user.who} (${user.email}) signs in on ${user.host}`, async ({ page }) => {
      await page.goto(at(user.host, '/login'));
      await expect(page.getByRole('heading', { level: 1, name: user.brand })).toBeVisible();
      await expect(page.getByRole('img', { name: `${user.brand} logo` })).toBeVisible();

      await submitSignIn(page, user.email);
      await expect(page).toHaveURL(at(user.host, user.landing));

      const nav = sidebar(page);
      await expect(nav.getByRole('img', { name: `${user.brand} logo` })).toBeVisible();
      await expect(nav.getByText(user.brand, { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: `Account menu for ${user.name}` })).toBeVisible();
      await expect(topLevelSidebarLabels(page)).toHaveText(user.sidebar);
      for (const label of user.notInSidebar) {
        await expect(sidebarEntry(page, label)).toHaveCount(0);
      }
    });
  }

  test('the b2b module carries a Beta badge', async ({ page }) => {
    await signIn(page, demoUser('client@demo.test'));
    await expect(sidebarEntry(page, 'B2B ID')).toContainText('Beta');
    await expect(sidebarEntry(page, 'Site ID')).not.toContainText('Beta');
  });
});

test.describe('A client cannot sign in on the platform address', () => {
  test("Acme's client is refused on localhost with the server's message", async ({ page }) => {
    await page.goto(at('localhost', '/login'));
    await expect(page.getByRole('heading', { level: 1, name: 'Demo Platform' })).toBeVisible();
    await submitSignIn(page, 'client@demo.test');

    await expect(page.getByRole('alert')).toContainText(SIGN_IN_FAILED_MESSAGE);
    await expect(page).toHaveURL(at('localhost', '/login'));
    expect(await storedSession(page)).toEqual({ access_token: null, refresh_token: null, userData: null });
  });

  test("an Acme user is refused on Globex's address", async ({ page }) => {
    await page.goto(at('globex.localhost', '/login'));
    await submitSignIn(page, 'agency@demo.test');
    await expect(page.getByRole('alert')).toContainText(SIGN_IN_FAILED_MESSAGE);
  });
});

test.describe('The sign-in form', () => {
  test('marks both fields as required and says what is missing', async ({ page }) => {
    await page.goto(at('acme.localhost', '/login'));
    await expect(emailField(page)).toHaveAttribute('required', '');
    await expect(passwordField(page)).toHaveAttribute('required', '');
    await signInButton(page).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page).toHaveURL(at('acme.localhost', '/login'));
  });

  test('lowercases the e-mail as it is typed, so capitals still sign in', async ({ page }) => {
    await page.goto(at('acme.localhost', '/login'));
    await emailField(page).fill('Agency@Demo.TEST');
    await expect(emailField(page)).toHaveValue('agency@demo.test');
    await passwordField(page).fill('Demo!2345');
    await signInButton(page).click();
    await expect(page).toHaveURL(at('acme.localhost', '/siteid/dashboard'));
  });

  test('shows the same message for a wrong password and keeps the user on the page', async ({ page }) => {
    await page.goto(at('acme.localhost', '/login'));
    await submitSignIn(page, 'agency@demo.test', 'not-the-password');
    await expect(page.getByRole('alert')).toContainText(SIGN_IN_FAILED_MESSAGE);
    await expect(page).toHaveURL(at('acme.localhost', '/login'));
  });

  test('shows that it is working while the sign-in is on its way', async ({ page }) => {
    await page.goto(at('acme.localhost', '/login'));
    // Hold the answer back so the in-between state can be seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/login', async (route) => {
      await held;
      await route.continue();
    });
    await submitSignIn(page, 'agency@demo.test');
    await expect(signInButton(page)).toHaveAttribute('data-loading', 'true');
    release();
    await expect(page).toHaveURL(at('acme.localhost', '/siteid/dashboard'));
  });
});

test.describe('A signed-in user is sent past the sign-in page', () => {
  test('opening /login or / after signing in goes to the landing page', async ({ page }) => {
    const user = demoUser('root@demo.test');
    await signIn(page, user, '/login');
    await expect(page).toHaveURL(at(user.host, user.landing));
    await page.goto(at(user.host, '/'));
    await expect(page).toHaveURL(at(user.host, user.landing));
  });

  test('a visitor opening / or a signed-in page is sent to /login', async ({ page }) => {
    await page.goto(at('acme.localhost', '/'));
    await expect(page).toHaveURL(at('acme.localhost', '/login'));
    await page.goto(at('acme.localhost', '/configuration/client-management'));
    await expect(page).toHaveURL(at('acme.localhost', '/login'));
  });
});
