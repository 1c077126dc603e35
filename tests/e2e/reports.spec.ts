import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { demoUser, sidebar, signIn } from '../support/e2e-demo';

test.describe('Report Analytics', () => {
  test('the root opens Report Analytics, sees its agencies over the last 3 months and downloads the CSV', async ({ page }) => {
    // The page and its charts load on first use, on a machine several test runs share.
    test.setTimeout(90_000);
    await signIn(page, demoUser('root@demo.test'));
    await sidebar(page).getByRole('link', { name: 'Report Analytics', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Report Analytics' })).toBeVisible({ timeout: 30_000 });
    // The shortcut's radio is visually hidden behind its label, which takes the click.
    await page.getByText('Last 3 months', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Last 3 months' })).toBeChecked();
    const table = page.getByRole('table', { name: 'Report Analytics by agency' });
    const acme = table.getByRole('row').filter({ hasText: 'Acme Agency' });
    await expect(acme).toBeVisible({ timeout: 30_000 });
    await expect(table.getByRole('rowgroup').last()).toContainText('Total');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^report-analytics-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...lines] = (await readFile(await download.path(), 'utf8')).split('\r\n').filter(Boolean);
    expect(header).toBe('Agency,Clients,Running campaigns,Leads,Retail revenue,Wholesale revenue,Margin');
    expect(lines.some((l) => l.startsWith('Acme Agency,'))).toBe(true);
    expect(lines.at(-1)).toMatch(/^Total,\d+,\d+,\d+,/);
  });
});
