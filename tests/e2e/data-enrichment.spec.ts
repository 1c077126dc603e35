import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/e2e-axe';
import { demoUser, sidebarEntry, signIn } from '../support/e2e-demo';

test.describe('Data Enrichment', () => {
  test('a client enriches a small CSV: sees the matches and the cost, starts it, follows it and downloads the result', async ({ page }) => {
    // An upload, a quote from the provider, a wallet charge and a job on the queue: more than 30 s on a busy machine.
    test.setTimeout(120_000);
    const user = demoUser('client@demo.test');
    await signIn(page, user);
    await sidebarEntry(page, 'Data Enrichment').click();
    await expect(page).toHaveURL(/\/configuration\/data-enrichment$/);
    await expect(page.getByRole('heading', { name: 'Data Enrichment', level: 1 })).toBeVisible();

    const stamp = Date.now();
    const addresses = [`e2e.${stamp}.1@example.com`, `e2e.${stamp}.2@example.com`, `e2e.${stamp}.3@example.com`, `nomatch.${stamp}@example.com`, `=HYPERLINK("x")`];
    await page.locator('input[type="file"]').setInputFiles({ name: 'my contacts.csv', mimeType: 'text/csv', buffer: Buffer.from(['email', ...addresses].join('\n')) });
    await page.getByRole('button', { name: 'Upload and check' }).click();

    const quote = page.getByLabel('Before you start');
    await expect(quote).toBeVisible({ timeout: 30_000 });
    await expect(quote).toContainText('Rows5');
    await expect(quote).toContainText('Usable rows4');
    await expect(quote).toContainText('taken from the data wallet');
    expect(await seriousViolations(page)).toEqual([]);
    await quote.getByRole('button', { name: 'Start enrichment' }).click();
    await expect(quote).toBeHidden();

    const table = page.getByRole('table', { name: 'Enrichments' });
    const row = table.getByRole('row').filter({ hasText: 'my_contacts-enriched.csv' });
    const download = row.getByRole('button', { name: 'Download my_contacts-enriched.csv' });
    await expect(download).toBeVisible({ timeout: 60_000 });
    await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    const lines = (await readFile((await file.path()) ?? '', 'utf8')).trimEnd().split('\r\n');
    expect(lines[0]).toBe('email,Matched,First name,Last name,E-mail,Phone,Address,City,State,Zip,Company,Job title');
    expect(lines).toHaveLength(6);
    expect(lines[4]).toMatch(new RegExp(`^nomatch\\.${stamp}@example\\.com,No,`));
    // A cell a spreadsheet would run is neutralised, as the lead CSV's are.
    expect(lines[5]).toMatch(/^"'=HYPERLINK\(""x""\)",Invalid row,/);
  });
});
