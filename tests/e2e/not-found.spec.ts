import { expect, test } from '@playwright/test';
import { at, demoUser, signIn } from '../support/e2e-demo';

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
