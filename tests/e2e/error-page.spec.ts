import { expect, test } from '@playwright/test';
import { at, demoUser, signIn } from '../support/e2e-demo';

test.describe('When a page cannot load', () => {
  test('the error page says so, and Retry loads the page again', async ({ page }) => {
    const user = demoUser('agency@demo.test');
    await signIn(page, user);
    await page.route('**/api/user', (route) =>
      route.fulfill({ status: 500, json: { result: 'error', message: 'Something went wrong, please try again later.' } }),
    );
    await page.reload();

    await expect(page.getByRole('heading', { name: 'Something Went Wrong' })).toBeVisible();
    await expect(page.getByText("We're sorry, an error occurred while loading the page")).toBeVisible();
    await expect(page.getByText('Please try again later or contact the administrator.')).toBeVisible();

    await page.unroute('**/api/user');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Site ID Dashboard' })).toBeVisible();
    await expect(page).toHaveURL(at(user.host, user.landing));
  });
});
