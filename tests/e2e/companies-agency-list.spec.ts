import { expect, test } from '@playwright/test';
import { at, demoUser, signIn } from '../support/e2e-demo';

/**
 * The Agency List's own rules (ten a page, sorting, search, filters, an agency row's clients, what
 * Client Management shows) are component tests beside the page
 * (packages/web/src/features/companies/routes/CompanyListPage.test.tsx); the server's paging,
 * sorting and a sales person's narrowing are API tests, and what Sam Sales may do on Acme's row is in
 * companies-actions.spec. Here: the page on the real platform, and where people are sent.
 */
test.describe('The Agency List on the platform', () => {
  test('the platform owner searches for Acme and opens its clients', async ({ page }) => {
    await signIn(page, demoUser('root@demo.test'));
    const table = page.getByRole('table', { name: 'Agencies' });
    await page.getByRole('textbox', { name: 'Search' }).fill('Acme');
    await expect(table.getByRole('row')).toHaveCount(2);
    await table.getByRole('button', { name: 'Show clients of Acme Agency' }).click();
    const clients = page.getByRole('table', { name: 'Clients of Acme Agency' });
    await expect(clients.getByRole('cell', { name: "Bob's Bakery", exact: true })).toBeVisible();
  });
});

test.describe('Client Management and the Agency List send people where they belong', () => {
  test('a system user opening Client Management is sent to the Agency List', async ({ page }) => {
    await signIn(page, demoUser('root@demo.test'), '/configuration/client-management');
    await expect(page).toHaveURL(at('localhost', '/configuration/agency-list'));
  });

  test('an agency owner opening the Agency List gets the 404 page', async ({ page }) => {
    await signIn(page, demoUser('agency@demo.test'), '/configuration/agency-list');
    await expect(page.getByText("The page you are looking for doesn't exist or has been moved.")).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  });
});
