import { expect, type Locator, type Page } from '@playwright/test';

/** The row of a Site ID campaign in the table, found by its name. */
export const campaignRow = (page: Page, name: string) => page.getByRole('table', { name: 'Site ID campaigns' }).getByRole('row').filter({ hasText: name });

/** Opens a campaign row's menu and picks one action, matched exactly ("Embed code" is not "Check embed code"). */
export async function campaignRowAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

/** Fills the open Site ID wizard's four steps for Bob's Bakery and creates the campaign. */
export async function createBakeryCampaignInWizard(page: Page, wizard: Locator, name: string) {
  await wizard.getByRole('combobox', { name: 'Client' }).fill('Bob');
  await page.getByRole('option', { name: "Bob's Bakery" }).click();
  await wizard.getByRole('textbox', { name: 'Campaign name' }).fill(name);
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('checkbox', { name: 'Household income' }).check();
  await wizard.getByRole('button', { name: 'Next' }).click();
  const sendTo = wizard.getByRole('combobox', { name: 'Send leads to' });
  await sendTo.fill('reports@bakery.test');
  await sendTo.press('Enter');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(page.getByText('Data has been added successfully')).toBeVisible();
  await expect(wizard).toBeHidden();
}
