import { expect, test } from '@playwright/test';
import { at, demoUser, sidebar, signIn } from '../support/e2e-demo';

test.describe('Campaign builder with audiences', () => {
  test("an agency builds a Search ID campaign for Bob's Bakery through Create Campaign with a new audience, and finds it in the module's campaign management", async ({ page }) => {
    test.setTimeout(90_000);
    const stamp = Date.now();
    const audience = `Pretzel fans ${stamp}`;
    const name = `Pretzel campaign ${stamp}`;
    await signIn(page, demoUser('agency@demo.test'));
    await sidebar(page).getByRole('button', { name: 'Campaign' }).click();
    await sidebar(page).getByRole('link', { name: 'Create Campaign' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create Campaign' })).toBeVisible();

    await page.getByRole('combobox', { name: 'Client' }).fill('Bob');
    await page.getByRole('option', { name: "Bob's Bakery" }).click();
    // The module's segmented control: its label is what a person clicks.
    await page.getByRole('main').locator('label').filter({ hasText: /^Search ID$/ }).click();
    await expect(page.getByRole('radio', { name: 'Search ID' })).toBeChecked();
    await page.getByRole('button', { name: 'Next' }).click();

    // A new audience, sized by the counts engine, fills the targeting.
    await page.getByRole('button', { name: 'New audience' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Audience' });
    await dialog.getByRole('textbox', { name: 'Audience name' }).fill(audience);
    await dialog.getByRole('combobox', { name: 'States' }).fill('Illin');
    await page.getByRole('option', { name: 'Illinois' }).click();
    const keywords = dialog.getByRole('combobox', { name: 'Keywords' });
    await keywords.fill('soft pretzels');
    await keywords.press('Enter');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel('Chosen audience')).toContainText('State: IL');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('textbox', { name: 'Campaign name' }).fill(name);
    await page.getByRole('button', { name: 'Next' }).click();
    // The audience's keywords are the campaign's.
    await expect(page.getByText('soft pretzels', { exact: true }).first()).toBeVisible();
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Create Campaign' }).click();

    await expect(page).toHaveURL(/\/searchid\/campaign-management$/);
    await page.getByRole('textbox', { name: 'Search campaigns' }).fill(name);
    await expect(page.getByRole('table', { name: 'Search ID campaigns' }).getByRole('row').filter({ hasText: name })).toContainText("Bob's Bakery");

    // And the audience is in the Campaign Audience List.
    await page.goto(at('acme.localhost', '/Audience'));
    await expect(page.getByRole('table', { name: 'Audiences' }).getByRole('row').filter({ hasText: audience })).toContainText('State: IL');
  });
});
