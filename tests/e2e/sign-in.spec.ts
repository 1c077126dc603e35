import { expect, test } from '@playwright/test';
import { SIGN_IN_FAILED_MESSAGE } from '@platform/core/contracts';
import {
  at,
  DEMO_USERS,
  demoUser,
  sidebar,
  signIn,
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

