import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { waitForMail } from '../support/e2e-accounts';
import { seriousViolations } from '../support/e2e-axe';
import { at, DEMO_PASSWORD, demoUser, signIn } from '../support/e2e-demo';

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
const flags = (v: 'T' | 'F') => ({ enable: v, create: v, update: v, delete: v });

/** Acme's owner through the API: to prepare a role to choose, and to tidy it away afterwards. */
async function acmeOwner(request: APIRequestContext) {
  const res = await request.post(at('localhost', '/api/login'), { data: { username: 'agency@demo.test', password: DEMO_PASSWORD, domainName: 'acme.localhost' } });
  const { access_token } = (await res.json()) as { access_token: string };
  const headers = { authorization: `Bearer ${access_token}` };
  const me = (await (await request.get(at('localhost', '/api/user'), { headers })).json()) as { company_id: string };
  return { headers, companyId: me.company_id };
}

async function addRole(request: APIRequestContext, owner: Awaited<ReturnType<typeof acmeOwner>>, roleName: string) {
  const res = await request.put(at('localhost', '/api/configuration/role-module/addupdate'), {
    headers: owner.headers,
    data: { companyID: owner.companyId, roleName, modules: { adsDesign: flags('F'), campaign: flags('T'), leadsPeek: flags('T'), settings: flags('T') } },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { roleID: string }).roleID;
}

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const table = (page: Page) => page.getByRole('table', { name: 'Administrators' });

async function openAdministratorList(page: Page) {
  await page.goto(at('acme.localhost', '/configuration/administrator-list'));
  await expect(page.getByRole('heading', { name: 'Administrator List' })).toBeVisible();
  await expect(table(page).getByText('Loading Data')).toBeHidden();
}

test.describe('Administrator List: an administrator is added with a role, edited, deactivated and deleted', () => {
  test.slow();

  test("Acme's owner adds an administrator who is invited, then edits, deactivates and deletes them", async ({ page, request }) => {
    const owner = await acmeOwner(request);
    const id = stamp();
    const roleName = `Desk ${id}`;
    const otherRole = `Desk B ${id}`;
    const roleId = await addRole(request, owner, roleName);
    const otherRoleId = await addRole(request, owner, otherRole);
    const name = `Ada Admin ${id}`;
    const email = `ada-${id}@acme.test`;

    await signIn(page, demoUser('agency@demo.test'));
    await openAdministratorList(page);
    await page.getByRole('button', { name: 'Add Administrator' }).click();
    const add = dialog(page, 'Add Administrator');
    // The schema's own messages, before anything is sent.
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add.getByText('Full Name is required')).toBeVisible();
    await add.getByRole('textbox', { name: 'Full Name' }).fill(name);
    await add.getByRole('textbox', { name: 'Email' }).fill(email.toUpperCase());
    await expect(add.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await add.getByRole('combobox', { name: 'Role' }).selectOption({ label: roleName });
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Data has been added successfully')).toBeVisible();
    await expect(add).toBeHidden();
    await waitForMail(request, email, 'You are invited to Acme Agency');

    const row = table(page).getByRole('row').filter({ hasText: email });
    await page.reload();
    await expect(row).toContainText(name);
    await expect(row).toContainText(roleName);
    await expect(row).toContainText('Active');

    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = dialog(page, 'Edit Administrator');
    await expect(edit.getByRole('combobox', { name: 'Role' })).toHaveValue(roleId);
    const renamed = `${name} renamed`;
    await edit.getByRole('textbox', { name: 'Full Name' }).fill(renamed);
    await edit.getByRole('combobox', { name: 'Role' }).selectOption({ label: otherRole });
    await edit.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Inactive' });
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Data has been updated successfully')).toBeVisible();

    await page.reload();
    await expect(row).toContainText(renamed);
    await expect(row).toContainText(otherRole);
    await expect(row).toContainText('Inactive');
    await row.getByRole('button', { name: `Edit ${renamed}` }).click();
    await expect(edit.getByRole('combobox', { name: 'Role' })).toHaveValue(otherRoleId);
    await expect(edit.getByRole('combobox', { name: 'Status' })).toHaveValue('inactive');
    await edit.getByRole('button', { name: 'Cancel' }).click();

    await row.getByRole('button', { name: `Delete ${renamed}` }).click();
    const confirm = dialog(page, 'Delete administrator');
    await expect(confirm).toContainText(email);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: `Delete ${renamed}` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Deleted!')).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.reload();
    await expect(table(page).getByText('Loading Data')).toBeHidden();
    await expect(row).toHaveCount(0);

    for (const role of [roleId, otherRoleId]) {
      expect((await request.delete(at('localhost', `/api/configuration/role-module/remove/${owner.companyId}/${role}`), { headers: owner.headers })).status()).toBe(200);
    }
  });
});

// The list's own rules (the API's message on the e-mail field, no Delete on one's own row or without
// the role's delete flag) are component tests: packages/web/src/features/administration/routes/AdministratorListPage.test.tsx.

test.describe('Administrator List: readable by everyone', () => {
  test('the list and the edit dialog have no serious accessibility problems', async ({ page }) => {
    await signIn(page, demoUser('agency@demo.test'));
    await openAdministratorList(page);
    await expect(table(page).getByRole('row').filter({ hasText: 'admin@demo.test' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await table(page).getByRole('button', { name: 'Edit Adam Admin' }).click();
    await expect(dialog(page, 'Edit Administrator').getByRole('textbox', { name: 'Full Name' })).toHaveValue('Adam Admin');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
