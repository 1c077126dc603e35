import { expect, test } from '@playwright/test';
import { at, demoUser, signIn } from '../support/e2e-demo';
import { seriousViolations, seriousViolationsInBothThemes } from '../support/e2e-axe';

test.describe('The identity and list screens have no serious accessibility problems', () => {
  // axe takes seconds per page on two busy cores, and these tests check several pages.
  test.slow();

  test('sign-up, forgot password and the invalid-link page, light and dark theme', async ({ page }) => {
    // With every field's error showing: the messages must read as well as the labels.
    await page.goto(at('acme.localhost', '/register'));
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Company name is required')).toBeVisible();
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);

    await page.goto(at('acme.localhost', '/login?forgot=1'));
    await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);

    await page.goto(at('acme.localhost', '/reset-password-invalid?reason=used'));
    await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
  });

  test('the Agency List with a row open, light and dark theme', async ({ page }) => {
    await signIn(page, demoUser('root@demo.test'));
    const table = page.getByRole('table', { name: 'Agencies' });
    await table.getByRole('button', { name: 'Show clients of Acme Agency' }).click();
    await expect(page.getByRole('table', { name: 'Clients of Acme Agency' })).toBeVisible();
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
  });

  test('the Change Password and Two Factor Authentication dialogs', async ({ page }) => {
    const user = demoUser('client@demo.test');
    await signIn(page, user);
    const account = page.getByRole('button', { name: `Account menu for ${user.name}` });
    await account.click();
    await page.getByRole('menuitem', { name: 'Change Password' }).click();
    const change = page.getByRole('dialog', { name: 'Change Password' });
    await change.getByRole('button', { name: 'Save' }).click();
    await expect(change.getByText('Current password is required')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(change).toHaveCount(0);

    await account.click();
    await page.getByRole('menuitem', { name: 'Two Factor Authentication' }).click();
    const tfa = page.getByRole('dialog', { name: 'Two Factor Authentication' });
    await expect(tfa.getByText(/^Two-factor authentication is/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
