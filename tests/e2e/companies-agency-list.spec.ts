import { expect, test } from '@playwright/test';
import { demoUser, signIn } from '../support/e2e-demo';

/**
 * The Agency List's own rules (ten a page, sorting, search, filters, an agency row's clients, what
 * Client Management shows) are component tests beside the page
 * (packages/web/src/features/companies/routes/CompanyListPage.test.tsx); the server's paging,
 * sorting and a sales person's narrowing are API tests, and what Sam Sales may do on Acme's row is in
 * companies-actions.spec. Where people are sent (Client Management and the Agency List by user) is
 * packages/web/src/app/routing.test.tsx. Here: the page on the real platform.
 */
test.describe('The Agency List on the platform', () => {
  test('the platform owner searches for Acme and opens its clients', async ({ page }) => {
    await signIn(page, demoUser('root@demo.test'));
    const table = page.getByRole('table', { name: 'Agencies' });
    await page.getByRole('textbox', { name: 'Search' }).fill('Acme');
    // The search's own answer, not the list still loading (a header and one "Loading" row): a row
    // opened before the search applies is closed by it, as a new search closes every row.
    await expect(page.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(2);
    await table.getByRole('button', { name: 'Show clients of Acme Agency' }).click();
    const clients = page.getByRole('table', { name: 'Clients of Acme Agency' });
    await expect(clients.getByRole('cell', { name: "Bob's Bakery", exact: true })).toBeVisible();
  });
});
