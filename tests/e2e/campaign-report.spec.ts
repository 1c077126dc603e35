import { expect, test } from '@playwright/test';
import { demoUser, signIn } from '../support/e2e-demo';
import { campaignRowAction as rowAction } from '../support/e2e-campaigns';

test.describe("A campaign's chart and reports", () => {
  test("an agency opens the demo Site ID campaign's chart for the seeded month from its row", async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, demoUser('agency@demo.test'), '/siteid/campaign-management');
    await rowAction(page, 'Bakery website visitors', 'Chart and reports');
    await expect(page).toHaveURL(/\/siteid\/campaign-report\//);
    await expect(page.getByRole('heading', { level: 1, name: 'Bakery website visitors · Chart and reports' })).toBeVisible();
    await page.getByText('Last month').click();
    // The seeded month's leads, from the campaign's day items.
    await expect(page.getByRole('region', { name: 'Delivered' })).toContainText(/[1-9]\d*/);
    await expect(page.getByRole('table', { name: 'Leads per day' })).toBeAttached();
    await expect(page.getByRole('table', { name: 'Invoices' })).toBeVisible();
  });
});
