import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectSignedIn, fillSignIn, waitForMail } from '../support/e2e-accounts';
import { seriousViolations } from '../support/e2e-axe';
import { at, DEMO_PASSWORD, demoUser, signIn } from '../support/e2e-demo';

type Flags = { enable: 'T' | 'F'; create: 'T' | 'F'; update: 'T' | 'F'; delete: 'T' | 'F' };
const flags = (enable: 'T' | 'F', create = enable, update = enable, del = enable): Flags => ({ enable, create, update, delete: del });
const unique = (prefix: string) => `${prefix} ${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;

/** Acme's owner through the API: to set up what a test needs, and to check what the screen says. */
async function acmeOwner(request: APIRequestContext) {
  const res = await request.post(at('localhost', '/api/login'), { data: { username: 'agency@demo.test', password: DEMO_PASSWORD, domainName: 'acme.localhost' } });
  const { access_token } = (await res.json()) as { access_token: string };
  const headers = { authorization: `Bearer ${access_token}` };
  const me = (await (await request.get(at('localhost', '/api/user'), { headers })).json()) as { company_id: string };
  return { headers, companyId: me.company_id };
}

type Owner = Awaited<ReturnType<typeof acmeOwner>>;

async function saveRole(request: APIRequestContext, owner: Owner, body: { roleID?: string; roleName: string; modules: Record<string, Flags> }) {
  const res = await request.put(at('localhost', '/api/configuration/role-module/addupdate'), { headers: owner.headers, data: { companyID: owner.companyId, ...body } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { roleID: string }).roleID;
}

async function rolesNamed(request: APIRequestContext, owner: Owner, names: string[]): Promise<string[]> {
  const res = await request.get(at('localhost', `/api/configuration/role-module/list/${owner.companyId}`), { headers: owner.headers });
  const { params } = (await res.json()) as { params: { roleID: string; roleName: string }[] };
  return params.filter((r) => names.includes(r.roleName)).map((r) => r.roleID);
}

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const checkbox = (page: Page, name: string) => dialog(page, 'Edit Role').getByRole('checkbox', { name, exact: true });

async function openRoleList(page: Page) {
  await page.goto(at('acme.localhost', '/configuration/role-list'));
  await expect(page.getByRole('heading', { name: 'Role List' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Roles' }).getByText('Loading Data')).toBeHidden();
}

test.describe('Role List: a role is created with its grants, kept, edited and deleted', () => {
  test.slow();

  test("Acme's owner adds a role, finds its flags after a reload, edits it and deletes it", async ({ page }) => {
    const name = unique('Campaign Desk');
    await signIn(page, demoUser('agency@demo.test'));
    await openRoleList(page);

    await page.getByRole('button', { name: 'Add Role' }).click();
    const add = dialog(page, 'Add Role');
    await add.getByRole('textbox', { name: 'Role Name' }).fill(name);
    // Create, update and delete mean nothing until the module is enabled.
    await expect(add.getByRole('checkbox', { name: 'Campaign: Create' })).toBeDisabled();
    await add.getByRole('checkbox', { name: 'Campaign: Enable' }).check();
    await add.getByRole('checkbox', { name: 'Campaign: Create' }).check();
    await add.getByRole('checkbox', { name: 'Settings: Enable' }).check();
    await add.getByRole('checkbox', { name: 'Settings: Update' }).check();
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Data has been added successfully')).toBeVisible();
    await expect(add).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();

    await page.reload();
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    await expect(dialog(page, 'Edit Role').getByRole('textbox', { name: 'Role Name' })).toHaveValue(name);
    await expect(checkbox(page, 'Campaign: Enable')).toBeChecked();
    await expect(checkbox(page, 'Campaign: Create')).toBeChecked();
    await expect(checkbox(page, 'Campaign: Update')).not.toBeChecked();
    await expect(checkbox(page, 'Settings: Enable')).toBeChecked();
    await expect(checkbox(page, 'Settings: Update')).toBeChecked();
    await expect(checkbox(page, 'Settings: Delete')).not.toBeChecked();
    await expect(checkbox(page, 'Ads Design: Enable')).not.toBeChecked();
    await expect(checkbox(page, 'LeadsPeek: Enable')).not.toBeChecked();

    const renamed = `${name} renamed`;
    await dialog(page, 'Edit Role').getByRole('textbox', { name: 'Role Name' }).fill(renamed);
    await checkbox(page, 'Campaign: Enable').uncheck();
    await expect(checkbox(page, 'Campaign: Create')).not.toBeChecked();
    await checkbox(page, 'LeadsPeek: Enable').check();
    await checkbox(page, 'LeadsPeek: Delete').check();
    await dialog(page, 'Edit Role').getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Data has been updated successfully')).toBeVisible();

    await page.reload();
    const renamedRow = page.getByRole('row').filter({ hasText: renamed });
    await renamedRow.getByRole('button', { name: `Edit ${renamed}` }).click();
    await expect(checkbox(page, 'Campaign: Enable')).not.toBeChecked();
    await expect(checkbox(page, 'Campaign: Create')).not.toBeChecked();
    await expect(checkbox(page, 'LeadsPeek: Enable')).toBeChecked();
    await expect(checkbox(page, 'LeadsPeek: Delete')).toBeChecked();
    await expect(checkbox(page, 'Settings: Update')).toBeChecked();
    await dialog(page, 'Edit Role').getByRole('button', { name: 'Cancel' }).click();

    await renamedRow.getByRole('button', { name: `Delete ${renamed}` }).click();
    const confirm = dialog(page, 'Delete role');
    await expect(confirm).toContainText(renamed);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Deleted!')).toBeVisible();
    await expect(renamedRow).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('table', { name: 'Roles' }).getByText('Loading Data')).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: renamed })).toHaveCount(0);
  });
});

/** The link of an invitation mail, on the host it was sent for. */
const linkIn = (text: string) => /(http:\/\/\S+\/set-new-password\/\S+)/.exec(text)?.[1] ?? '';

// Which buttons a role gives, a held role's refusal and the API's refusal of a save are component
// tests (packages/web/src/features/administration/routes/RoleListPage.test.tsx); this journey is the
// invitation e-mail to a first sign-in under the role.
test.describe('Role List: what a user may do follows their own role', () => {
  test.slow();

  test('an administrator invited with a role that may not delete follows the e-mail, signs in, and finds no Delete on the Role List', async ({ page, request }) => {
    const owner = await acmeOwner(request);
    const limitedRole = unique('No Delete');
    const modules = { adsDesign: flags('F'), campaign: flags('T'), leadsPeek: flags('T'), settings: flags('T', 'T', 'T', 'F') };
    const roleID = await saveRole(request, owner, { roleName: limitedRole, modules });
    const spare = unique('Spare');
    await saveRole(request, owner, { roleName: spare, modules });

    // The administrator is invited as the screen would (the API sends the mail), and chooses a password.
    const account = { email: `limited-${Date.now()}@acme.test`, name: 'Lina Limited', password: 'Limited passphrase 42', host: 'acme.localhost' };
    const added = await request.post(at('localhost', '/api/configuration/administrators'), {
      headers: owner.headers,
      data: { companyID: owner.companyId, name: account.name, email: account.email, roleID },
    });
    expect(added.status(), await added.text()).toBe(200);
    const link = linkIn((await waitForMail(request, account.email, 'You are invited to Acme Agency')).text);
    expect(link.startsWith(at('acme.localhost', '/set-new-password/'))).toBe(true);
    await page.goto(link);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(account.password);
    await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('link', { name: 'Go to sign in' }).click();
    await fillSignIn(page, account);
    await expectSignedIn(page, account);

    await openRoleList(page);
    const spareRow = page.getByRole('row').filter({ hasText: spare });
    await expect(spareRow.getByRole('button', { name: `Edit ${spare}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Role' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);

    // Leave Acme as it was: the administrator and both roles go.
    const { id } = (await added.json()) as { id: string };
    expect((await request.delete(at('localhost', `/api/configuration/administrators/${owner.companyId}/${id}`), { headers: owner.headers })).status()).toBe(200);
    for (const role of await rolesNamed(request, owner, [limitedRole, spare])) {
      expect((await request.delete(at('localhost', `/api/configuration/role-module/remove/${owner.companyId}/${role}`), { headers: owner.headers })).status()).toBe(200);
    }
  });
});

test.describe('Role List: readable by everyone', () => {
  test('the list and the editor have no serious accessibility problems', async ({ page }) => {
    await signIn(page, demoUser('agency@demo.test'));
    await openRoleList(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Add Role' }).click();
    await dialog(page, 'Add Role').getByRole('button', { name: 'Save' }).click();
    await expect(dialog(page, 'Add Role').getByText('Role name is required')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
