import { expect, test } from '@playwright/test';
import { demoUser, signIn } from '../support/e2e-demo';

const PENDING = 'Our servers are experiencing heavy usage at this time. Your results may be delayed by more than one hour. You will receive an email when the process is complete.';

test.describe('Approximate lead count in Search ID campaign setup', () => {
  test.afterEach(async ({ page }) => {
    await page.request.post('/_local/lead-simulator/counts', { data: { delayMs: 0 } });
  });

  test('a client queues a count of its targeting and sees it go from pending to a number', async ({ page }) => {
    // The simulator answers after 3 s, so the pending row is there to be seen first.
    await page.request.post('/_local/lead-simulator/counts', { data: { delayMs: 3000 } });
    const keyword = `rye bread ${Date.now()}`;
    await signIn(page, demoUser('client@demo.test'), '/searchid/campaign-management');
    await page.getByRole('button', { name: 'Create Campaign' }).click();
    const wizard = page.getByRole('dialog', { name: 'Create Search ID campaign' });
    await wizard.getByRole('textbox', { name: 'Campaign name' }).fill(`Counted ${Date.now()}`);
    await wizard.getByRole('button', { name: 'Next' }).click();

    const keywords = wizard.getByRole('combobox', { name: 'Keywords' });
    await keywords.fill(keyword);
    await keywords.press('Enter');
    await wizard.getByRole('switch', { name: 'Target the whole nation' }).check();
    const counts = wizard.getByRole('region', { name: 'Approximate lead count' });
    await counts.getByRole('button', { name: 'Get approximate count' }).click();

    const row = counts.getByRole('row').filter({ hasText: keyword });
    await expect(row).toContainText(PENDING);
    await expect(row).toContainText('National Targeting');
    await expect(row).toContainText('Success', { timeout: 20_000 });
    await expect(row.getByRole('cell').nth(4)).toHaveText(/^\d{1,3}(,\d{3})*$/);
    await expect(row.getByRole('cell').nth(3)).toHaveText('Yes');
  });
});
