import { expect, test } from '@playwright/test';
import { registerClient, signInFresh } from '../support/e2e-accounts';
import { seriousViolations } from '../support/e2e-axe';
import { at, demoUser, signIn } from '../support/e2e-demo';

test.slow();

test.describe('Profile', () => {
  test('a client changes their name and address, and sees them after a reload', async ({ page, request }) => {
    const account = await registerClient(request, 'prof');
    await signInFresh(page, account);
    await page.goto(at(account.host, '/user/profile'));
    await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Address is required')).toBeVisible();

    await page.getByRole('textbox', { name: 'Full name' }).fill('Renata Renamed');
    await page.getByRole('textbox', { name: 'Address' }).fill('12 Baker St');
    await page.getByRole('textbox', { name: 'City' }).fill('Denver');
    await page.getByRole('textbox', { name: 'Zip' }).fill('80202');
    await page.getByRole('combobox', { name: 'Country', exact: true }).fill('United States');
    await page.getByRole('option', { name: 'United States', exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your profile has been updated.')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Renata Renamed');
    await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Denver');
    await expect(page.getByRole('button', { name: 'Account menu for Renata Renamed' })).toBeVisible();
  });
});

test.describe('Questionnaire', () => {
  test('an agency administrator answers the questionnaire and reads the answers back', async ({ page }) => {
    await signIn(page, demoUser('admin@demo.test'), '/user/questionnaire-add');
    await expect(page.getByRole('heading', { name: /questionnaire/i })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('radio', { name: 'Lead generation company' }).check();
    for (const [label, option] of [
      ['Years in business', '1 to 3 years'],
      ['Team size', '2 to 5'],
      ['Clients you have today', '1 to 5'],
      ['Clients you expect within a year', '6 to 20'],
      ['Leads you expect each month', '500 to 2,000'],
    ] as const) {
      await page.getByRole('combobox', { name: label }).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    }
    await page.getByRole('checkbox', { name: 'Home services' }).check();
    await page.getByRole('checkbox', { name: 'Google Sheets' }).check();
    await page.getByRole('button', { name: 'Save questionnaire' }).click();

    await expect(page).toHaveURL(at('acme.localhost', '/user/questionnaire'));
    await expect(page.getByRole('cell', { name: 'Lead generation company' })).toBeVisible();
    await expect(page.getByText('Home services')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
