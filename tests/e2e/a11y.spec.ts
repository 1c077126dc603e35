import { expect, test } from '@playwright/test';
import { at, demoUser, signIn } from '../support/e2e-demo';
import { seriousViolations, seriousViolationsInBothThemes } from '../support/e2e-axe';

test.describe('No serious or critical accessibility problems', () => {
  // axe runs twice in the theme tests (light, then dark): seconds each on two busy cores.
  test('the sign-in page, light and dark theme', async ({ page }) => {
    test.slow();
    await page.goto(at('acme.localhost', '/login'));
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
  });

  test('the sign-in page showing its field errors, light and dark theme', async ({ page }) => {
    test.slow();
    // The theme's error red must read on white and on the tenant's page colour.
    await page.goto(at('acme.localhost', '/login'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
  });

  test('the dashboard shell, light and dark theme', async ({ page }) => {
    test.slow();
    await signIn(page, demoUser('agency@demo.test'));
    await expect(page.getByRole('heading', { level: 1, name: 'Site ID Dashboard' })).toBeVisible();
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
  });

  test("the shell under Globex's colours, with the profile menu open", async ({ page }) => {
    await signIn(page, demoUser('client2@demo.test'));
    await page.getByRole('button', { name: 'Account menu for Carl Client' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the shell in Arabic, under the Stripe "Action Required" banner', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('locale', 'ar'));
    // Globex's connected account is pending, so its owner lands on General Settings under the banner.
    await signIn(page, demoUser('globex@demo.test'));
    await expect(page.getByRole('navigation', { name: 'القائمة الرئيسية' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'الإعدادات العامة' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ has: page.getByRole('link') })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
