import { expect, test } from '@playwright/test';
import { SIGN_IN_FAILED_MESSAGE } from '@platform/core/contracts';
import {
  at,
  DEMO_USERS,
  sidebar,
  sidebarEntry,
  storedSession,
  submitSignIn,
  topLevelSidebarLabels,
} from '../support/e2e-demo';

/**
 * One sign-in through the form for each kind of address: the platform's own, an agency's with its
 * account connected, and an agency's whose account is pending. Where every demo user lands, under
 * which brand and with which menu, is packages/web/src/app/routing.test.tsx.
 */
const SIGN_IN_JOURNEYS = ['root@demo.test', 'agency@demo.test', 'client2@demo.test'];

test.describe('Each user signs in on their own address and sees their brand and menu', () => {
  for (const user of DEMO_USERS.filter((u) => SIGN_IN_JOURNEYS.includes(u.email))) {
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

