import { expect, test } from '@playwright/test';
import { demoUser, signIn } from '../support/e2e-demo';

test.describe('Invoices of a client billed by the weekly billing run', () => {
  test.slow();

  test('Globex’s owner opens Globex Client’s invoices from Client Management and sees its paid weekly lead charges', async ({ page }) => {
    await signIn(page, demoUser('globex@demo.test'), '/configuration/client-management');
    const clients = page.getByRole('table', { name: 'Clients' });
    await clients.getByRole('button', { name: 'Invoices of Globex Client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invoices of Globex Client' });
    const invoices = dialog.getByRole('table', { name: 'Invoices of Globex Client' });
    const week = invoices.getByRole('row').filter({ hasText: /Lead charges, week of / }).first();
    await expect(week).toContainText(/\d+ leads?, Globex spring promotion \(Site ID\)/);
    await expect(week).toContainText('Platform fee, Site ID');
    await expect(week).toContainText('Paid');
  });

  test('Acme’s owner sees Acme’s own invoices on Card Setting', async ({ page }) => {
    await signIn(page, demoUser('agency@demo.test'), '/user/card-setting');
    const invoices = page.getByRole('table', { name: 'Invoices of Acme Agency' });
    await expect(invoices.getByRole('row').filter({ hasText: '$499.00' })).toContainText('Paid');
  });
});
