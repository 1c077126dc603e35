import { expect, test, type Page } from '@playwright/test';
import { AGREEMENT_RECORD_FAILED } from '@platform/core/contracts';
import { at, demoUser, sidebar, sidebarEntry, signIn } from '../support/e2e-demo';

/*
 * The b2b module is in beta, so its campaign management sits behind the Service Agreement (docs/product.md,
 * Campaigns and the four modules). An agreement, once recorded, stays for the run, so each test uses its
 * own user.
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

  test('declining returns to the page the user came from', async ({ page }) => {
    // Acme's client: Globex's is held on Profile until its agency's account is connected (docs/product.md,
    // Menus and pages). Declining records nothing, so sharing Bob with the last test is safe.
    const user = demoUser('client@demo.test');
    await signIn(page, user);
    await sidebarEntry(page, 'B2B ID').click();
    await sidebar(page).locator('[data-menu-key="b2b-campaigns"]').click();
    const dialog = agreementDialog(page);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Go back' }).click();
    await expect(page).toHaveURL(at(user.host, user.landing));
    await expect(dialog).toHaveCount(0);
  });

  test('when the agreement cannot be recorded the user is told and asked again', async ({ page }) => {
    const user = demoUser('globex@demo.test');
    await page.route('**/api/agreement/feature', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, json: { result: 'error', message: AGREEMENT_RECORD_FAILED } })
        : route.fallback(),
    );
    await signIn(page, user, '/b2bid/campaign-management');
    const dialog = agreementDialog(page);
    await dialog.getByRole('button', { name: 'Yes I Agree' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong, please try again later' })).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(at(user.host, '/b2bid/campaign-management'));
  });

  test('other modules open without it', async ({ page }) => {
    const user = demoUser('client@demo.test');
    await signIn(page, user, '/enhanceid/campaign-management');
    await expect(page.getByRole('heading', { level: 1, name: 'Enhance ID Campaigns' })).toBeVisible();
    await expect(agreementDialog(page)).toHaveCount(0);
  });
});
