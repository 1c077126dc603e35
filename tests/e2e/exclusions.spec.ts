import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/e2e-axe';
import { demoUser, sidebar, signIn } from '../support/e2e-demo';

const rows = (prefix: string, n: number) => ['email', ...Array.from({ length: n }, (_, i) => `${prefix}.${i}@example.com`)].join('\n');

async function openExclusionList(page: Page, name: string) {
  await page.getByRole('button', { name: `Account menu for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Exclusion List' }).click();
  return page.getByRole('dialog', { name: 'Client Wide Exclusion List' });
}

test.describe('Client Wide Exclusion List', () => {
  test('a client uploads a CSV, watches the progress bar reach 100%, sees the upload listed and purges the list', async ({ page }) => {
    // An import and a purge of thousands of rows on a shared machine: more than the default 30 s.
    test.setTimeout(120_000);
    const user = demoUser('client@demo.test');
    await signIn(page, user);
    const dialog = await openExclusionList(page, user.name);
    const file = dialog.locator('input[type="file"]');

    await file.setInputFiles({ name: 'Notes.txt', mimeType: 'text/plain', buffer: Buffer.from('a@b.co') });
    await expect(dialog.getByText('Invalid file format. This upload only supports CSV files.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Upload' })).toBeDisabled();

    await file.setInputFiles({ name: 'My Opt Outs.csv', mimeType: 'text/csv', buffer: Buffer.from(rows(`e2e${Date.now()}`, 3000)) });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    const bar = dialog.getByRole('progressbar', { name: 'Import of my_opt_outs.csv' });
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 60_000 });
    await expect(dialog.getByText('3,000 / 3,000 · 100%')).toBeVisible();

    const upload = dialog.getByRole('table', { name: 'Uploads' }).getByRole('row').filter({ hasText: 'my_opt_outs.csv' });
    await expect(upload).toContainText('Done');
    await expect(upload).toContainText('3,000');
    await expect(dialog.getByTestId('exclusion-total')).not.toHaveText(/^0 entries/);
    expect(await seriousViolations(page), 'axe: the dialog with a finished upload').toEqual([]);

    await dialog.getByRole('button', { name: 'Purge list' }).click();
    const confirm = page.getByRole('dialog', { name: 'Purge the list?' });
    expect(await seriousViolations(page), 'axe: the purge confirmation').toEqual([]);
    await confirm.getByRole('button', { name: 'Purge' }).click();
    await expect(page.getByText('The exclusion list has been purged.')).toBeVisible({ timeout: 60_000 });
    await expect(dialog.getByTestId('exclusion-total')).toHaveText('0 entries on this list');
    await expect(dialog.getByText('No uploads yet.')).toBeVisible();
  });
});

test.describe("The root's Exclusion List (platform opt-out list)", () => {
  test('the platform owner uploads to the platform-wide list and sees it imported', async ({ page }) => {
    const user = demoUser('root@demo.test');
    await signIn(page, user);
    await sidebar(page).getByRole('link', { name: 'Exclusion List', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Exclusion List' })).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles({ name: 'platform.csv', mimeType: 'text/csv', buffer: Buffer.from(rows(`root${Date.now()}`, 20)) });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByRole('progressbar', { name: 'Import of platform.csv' })).toHaveAttribute('aria-valuenow', '100', { timeout: 30_000 });
    await expect(page.getByRole('table', { name: 'Uploads' }).getByRole('row').filter({ hasText: 'platform.csv' })).toContainText('Done');
    expect(await seriousViolations(page), 'axe: the Opt-out List page').toEqual([]);
  });
});
