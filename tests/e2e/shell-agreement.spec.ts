import { expect, test, type Page } from '@playwright/test';
import { demoUser, signIn } from '../support/e2e-demo';

/*
 * The b2b module is in beta, so its campaign management sits behind the Service Agreement (docs/product.md,
 * Campaigns and the four modules). An agreement, once recorded, stays for the run. Declining, a failed
 * recording and the modules without it are component tests
 * (packages/web/src/features/agreements/components/ServiceAgreementGate.test.tsx).
 */
const agreementDialog = (page: Page) => page.getByRole('dialog', { name: 'Service Agreement' });

test.describe('The b2b Service Agreement', () => {
  test('agreeing records it and opens the page; it is not asked again', async ({ page }) => {
    const user = demoUser('admin@demo.test');
    await signIn(page, user, '/b2bid/campaign-management');
    const dialog = agreementDialog(page);
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'B2B ID Campaigns' })).toHaveCount(0);

    const recorded = page.waitForRequest((r) => r.url().endsWith('/api/agreement/feature') && r.method() === 'POST');
    await dialog.getByRole('button', { name: 'Yes I Agree' }).click();
    expect((await recorded).postDataJSON()).toMatchObject({
      feature_id: 'b2b_module',
      feature_name: 'B2B ID',
      is_marketing_services_agreement_feature: 'T',
      location_menu: '/b2bid/campaign-management',
    });
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'B2B ID Campaigns' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'B2B ID Campaigns' })).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });
});
