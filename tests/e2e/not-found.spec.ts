import { expect, test } from '@playwright/test';
import { at, demoUser, sidebarEntry, signIn } from '../support/e2e-demo';

const NOT_FOUND = "The page you are looking for doesn't exist or has been moved.";

test.describe('A page that does not exist', () => {
  test('shows the 404 text, and Go to Homepage leads a visitor to sign-in', async ({ page }) => {
    await page.goto(at('acme.localhost', '/no/such/page'));
    await expect(page.getByText(NOT_FOUND)).toBeVisible();
    await page.getByRole('link', { name: 'Go to Homepage' }).click();
    await expect(page).toHaveURL(at('acme.localhost', '/login'));
  });

  test('a single unknown segment is a 404 too', async ({ page }) => {
    await page.goto(at('localhost', '/nowhere'));
    await expect(page.getByText(NOT_FOUND)).toBeVisible();
  });

  test('for a signed-in user, Go to Homepage leads to their landing page', async ({ page }) => {
    const user = demoUser('globex@demo.test');
    await signIn(page, user, '/configuration/nothing-here');
    await expect(page.getByText(NOT_FOUND)).toBeVisible();
    await page.getByRole('link', { name: 'Go to Homepage' }).click();
    await expect(page).toHaveURL(at(user.host, user.landing));
  });
});

test.describe("A page not meant for the user's account", () => {
  test("shows the 404 inside the frame, with the user's menu still there", async ({ page }) => {
    const user = demoUser('client@demo.test');
    await signIn(page, user, '/configuration/agency-list');
    await expect(page.getByText(NOT_FOUND)).toBeVisible();
    await expect(sidebarEntry(page, 'Site ID')).toBeVisible();
  });

  test('sales have no General Settings', async ({ page }) => {
    const user = demoUser('sales@demo.test');
    await signIn(page, user, '/configuration/general-setting');
    await expect(page.getByText(NOT_FOUND)).toBeVisible();
  });

  test("a module's pages send the platform owner to the Agency List", async ({ page }) => {
    const user = demoUser('root@demo.test');
    await signIn(page, user, '/siteid/dashboard');
    await expect(page).toHaveURL(at(user.host, '/configuration/agency-list'));
  });

  test("a module's base path opens its dashboard", async ({ page }) => {
    const user = demoUser('client2@demo.test');
    await signIn(page, user, '/searchid');
    await expect(page).toHaveURL(at(user.host, '/searchid/dashboard'));
    await expect(page.getByRole('heading', { level: 1, name: 'Search ID Dashboard' })).toBeVisible();
  });
});
