import { expect, test, type Page } from '@playwright/test';
import { waitForMail } from '../support/e2e-accounts';
import { seriousViolations } from '../support/e2e-axe';
import { at, demoUser, signIn } from '../support/e2e-demo';

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const table = (page: Page) => page.getByRole('table', { name: 'Sales accounts' });

async function openSalesAccountList(page: Page) {
  await page.goto(at('localhost', '/configuration/sales-account-list'));
  await expect(page.getByRole('heading', { name: 'Sales Account List' })).toBeVisible();
  await expect(table(page).getByText('Loading Data')).toBeHidden();
}

test.describe('Sales Account List: the platform owner adds, edits and deletes a sales person', () => {
  test.slow();

  test('root adds a sales person with a phone, makes them an account executive, and deletes them', async ({ page, request }) => {
    const id = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
    const name = `Sally Seller ${id}`;
    const email = `sally-${id}@demo.test`;

    await signIn(page, demoUser('root@demo.test'));
    await openSalesAccountList(page);
    // The demo's own sales person is listed, with the agency assigned to them.
    await expect(table(page).getByRole('row').filter({ hasText: 'sales@demo.test' })).toContainText('Sam Sales');

    await page.getByRole('button', { name: 'Add Sales Account' }).click();
    const add = dialog(page, 'Add Sales Account');
    await add.getByRole('textbox', { name: 'Full Name' }).fill(name);
    await add.getByRole('textbox', { name: 'Email' }).fill(email);
    // A number the country does not have: the API's words show on the phone field.
    await add.getByRole('textbox', { name: 'Phone number' }).fill('12345');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add.getByText('Please enter valid phone number')).toBeVisible();
    await add.getByRole('textbox', { name: 'Phone number' }).fill('2015550123');
    await expect(add.getByRole('checkbox', { name: 'Account Executive' })).not.toBeChecked();
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Data has been added successfully')).toBeVisible();
    await expect(add).toBeHidden();
    await waitForMail(request, email, 'You are invited to Demo Platform');

    const row = table(page).getByRole('row').filter({ hasText: email });
    await page.reload();
    await expect(row).toContainText(name);
    await expect(row).toContainText('(201) 555-0123');
    const cells = row.getByRole('cell');
    await expect(cells.nth(3)).toHaveText('No');
    await expect(cells.nth(4)).toHaveText('Active');
    await expect(cells.nth(5)).toHaveText('0');

    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = dialog(page, 'Edit Sales Account');
    await expect(edit.getByRole('textbox', { name: 'Full Name' })).toHaveValue(name);
    await edit.getByRole('checkbox', { name: 'Account Executive' }).check();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Data has been updated successfully')).toBeVisible();

    await page.reload();
    await expect(cells.nth(3)).toHaveText('Yes');
    await expect(row).toContainText('(201) 555-0123');
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    await expect(edit.getByRole('checkbox', { name: 'Account Executive' })).toBeChecked();
    await edit.getByRole('button', { name: 'Cancel' }).click();

    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = dialog(page, 'Delete sales account');
    await expect(confirm).toContainText(email);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Deleted!')).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.reload();
    await expect(table(page).getByText('Loading Data')).toBeHidden();
    await expect(row).toHaveCount(0);
  });
});

test.describe('Sales Account List: readable by everyone', () => {
  test('the list and the add dialog have no serious accessibility problems', async ({ page }) => {
    await signIn(page, demoUser('root@demo.test'));
    await openSalesAccountList(page);
    await expect(table(page).getByRole('row').filter({ hasText: 'sales@demo.test' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Add Sales Account' }).click();
    await expect(dialog(page, 'Add Sales Account').getByRole('textbox', { name: 'Full Name' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
