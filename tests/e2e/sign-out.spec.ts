import { expect, test } from '@playwright/test';
import { at, demoUser, signIn, storedSession } from '../support/e2e-demo';

test.describe('Signing out', () => {
  test('returns to the sign-in page, forgets the session, and a reload stays there', async ({ page }) => {
    const user = demoUser('agency@demo.test');
    await signIn(page, user);

    await page.getByRole('button', { name: `Account menu for ${user.name}` }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();

    await expect(page).toHaveURL(at(user.host, '/login'));
    expect(await storedSession(page)).toEqual({ access_token: null, refresh_token: null, userData: null });
    await page.reload();
    await expect(page).toHaveURL(at(user.host, '/login'));
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

    await page.goto(at(user.host, user.landing));
    await expect(page).toHaveURL(at(user.host, '/login'));
  });
});
