import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { demoUser, sidebar, signIn } from '../support/e2e-demo';

test.describe('Ads Design', () => {
  test('an agency designs a 300×250 banner for Bob’s Bakery, sees it drawn, and downloads the PNG', async ({ page }) => {
    // The first drawing loads the renderer: more than the default 30 s on a shared machine.
    test.setTimeout(120_000);
    await signIn(page, demoUser('agency@demo.test'));
    await sidebar(page).getByRole('button', { name: 'Ads Design' }).click();
    await sidebar(page).getByRole('link', { name: 'Create Banner' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create Banner' })).toBeVisible();

    await page.getByRole('combobox', { name: 'Client' }).click();
    await page.getByRole('option', { name: "Bob's Bakery" }).click();
    const name = `Croissant week ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Banner name' }).fill(name);
    await page.getByRole('textbox', { name: 'Headline' }).fill('Croissant week');
    // The preview follows the typing.
    await expect(page.getByTestId('banner-preview')).toContainText('Croissant week');
    await page.getByRole('textbox', { name: 'Target URL' }).fill('https://bobsbakery.example/croissants');
    await page.getByRole('button', { name: 'Save banner' }).click();

    const saved = page.getByRole('dialog', { name: 'Banner saved' });
    await expect(saved.getByRole('img', { name: `${name} as drawn` })).toBeVisible({ timeout: 60_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), saved.getByRole('button', { name: 'Download PNG' }).click()]);
    expect(download.suggestedFilename()).toMatch(/-300x250\.png$/);
    const png = await readFile((await download.path()) ?? '');
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([300, 250]);

    // And it is in the Banner List, as a thumbnail.
    await saved.getByRole('link', { name: 'Open Banner List' }).click();
    await expect(page.getByRole('img', { name: `${name} thumbnail` })).toBeVisible();
  });
});
