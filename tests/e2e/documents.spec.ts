import { expect, test } from '@playwright/test';
import { at, demoUser, signIn } from '../support/e2e-demo';

test.describe('The document viewer', () => {
  test('a signed-in user opens a client’s agreement from the client list, and a missing document shows Document Not Available', async ({ page }) => {
    test.slow();
    const owner = demoUser('agency@demo.test');
    await signIn(page, owner, '/configuration/client-management');
    await page.getByRole('table', { name: 'Clients' }).getByRole('button', { name: "More actions for Bob's Bakery" }).click();
    await page.getByRole('menuitem', { name: 'View client agreement' }).click();

    await expect(page).toHaveURL(/\/download-auth\/[0-9a-f]{32}$/);
    await expect(page.getByRole('heading', { level: 1, name: "Bob's Bakery" })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Client Service Agreement' })).toBeVisible();
    await expect(page.getByText(/between Acme Agency and Bob's Bakery/)).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe('agreement-default_client-bob-s-bakery.html');

    await page.goto(at(owner.host, '/download-auth/0123456789abcdef0123456789abcdef'));
    await expect(page.getByRole('heading', { name: 'Document Not Available' })).toBeVisible();
    await expect(page.getByText('The document you are trying to access may be missing or temporarily unavailable')).toBeVisible();
    const asked = page.waitForRequest((r) => r.url().endsWith('/api/docauth') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await asked;
    await expect(page.getByRole('heading', { name: 'Document Not Available' })).toBeVisible();
  });
});
