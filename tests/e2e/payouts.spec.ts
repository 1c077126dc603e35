import { expect, test } from '@playwright/test';
import { demoUser, signIn } from '../support/e2e-demo';

test.describe('An agency sees its payouts on Card Setting', () => {
  test.slow();

  test('Acme’s owner sees last month’s margin on Bob’s Bakery’s prepaid leads, paid to its account', async ({ page }) => {
    await signIn(page, demoUser('agency@demo.test'), '/user/card-setting');
    const last = new Date();
    last.setUTCDate(15);
    last.setUTCMonth(last.getUTCMonth() - 1);
    const label = last.toLocaleDateString('en', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    const row = page.getByRole('table', { name: 'Payouts' }).getByRole('row').filter({ hasText: label });
    await expect(row).toHaveCount(1);
    const text = (await row.textContent()) ?? '';
    // The demo's leads go back 30 days, so last month has some unless today is its 30th or 31st.
    expect(text).toMatch(/Paid|Nothing earned/);
    if (text.includes('Paid')) expect(text).toMatch(/Bob's Bakery.*prepaid leads/);
  });

  test('a client’s Card Setting has no payouts', async ({ page }) => {
    await signIn(page, demoUser('client@demo.test'), '/user/card-setting');
    await expect(page.getByRole('heading', { name: 'Invoices' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payouts' })).toHaveCount(0);
  });
});
