import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { waitForMail } from '../support/e2e-accounts';
import { seriousViolations, seriousViolationsInBothThemes } from '../support/e2e-axe';
import { at, demoUser, signIn } from '../support/e2e-demo';
import { apiSession, auth, type ApiSession } from '../support/e2e-api';

/**
 * The actions of the agency and client tree, on the real platform: what crosses to the platform's
 * mail, downloads and the tree's own rows. A form's or a dialog's own rules (a bad e-mail, the API's
 * field errors beside the fields, the onboarding charge's messages, Set Sales Person, manual bill,
 * manual settlement, developer mode, a module kept on by active campaigns) and which actions a
 * sales person sees are component tests
 * (packages/web/src/features/companies/routes/CompanyActions.test.tsx). Every test makes the companies (and the sales person)
 * it changes, with unique names, and removes them again, so the demo tree stays as other specs
 * expect it whatever the order and whether a test fails half-way.
 */

let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${process.pid}-${(counter += 1)}`;
/** A name as a subdomain or an e-mail's local part. */
const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

type Session = ApiSession;

interface Created {
  id: string;
  user_id: string;
  company_name: string;
}

/** An agency of the test's own under the root, with an owner and the Weekly term. */
async function createAgency(request: APIRequestContext, root: Session, name: string): Promise<Created> {
  const sub = slug(name);
  const res = await request.post(at('localhost', '/api/configuration/user/create'), {
    headers: auth(root),
    data: { companyID: root.companyId, company_name: name, name: 'Ola Owner', email: `${sub}@agency.test`, phonenum: '2015550123', subdomain: sub, payment_terms: ['Weekly'] },
  });
  expect(res.status(), await res.text()).toBe(200);
  const row = ((await res.json()) as { data: Created[] }).data[0];
  if (!row) throw new Error('no row in the add answer');
  return row;
}

/** Finds a company by its exact name among a parent's children (through the list's search). */
async function findChild(request: APIRequestContext, s: Session, parentId: string, name: string): Promise<Created | undefined> {
  const res = await request.get(at('localhost', `/api/configuration/companies/${parentId}/children?searchkey=${encodeURIComponent(name)}&per_page=100`), { headers: auth(s) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Created[] }).data.find((r) => r.company_name === name);
}

/** Removes a company the test made, if it is still there (a failed test leaves nothing behind). */
async function removeIfThere(request: APIRequestContext, s: Session, parentId: string, name: string) {
  const row = await findChild(request, s, parentId, name);
  if (row) {
    const res = await request.delete(at('localhost', `/api/configuration/user/remove/${row.id}/${row.user_id}`), { headers: auth(s) });
    expect(res.status(), await res.text()).toBe(200);
  }
}

/** A notification (they stack top-right; the newest with this text is enough). */
const notice = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** The Agency List narrowed by the search to one agency; returns its row. */
async function agencyRow(page: Page, name: string): Promise<Locator> {
  const table = page.getByRole('table', { name: 'Agencies' });
  await page.getByRole('textbox', { name: 'Search' }).fill(name);
  const row = table.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(table.getByRole('row')).toHaveCount(2);
  return row;
}

async function openAgencyList(page: Page) {
  await signIn(page, demoUser('root@demo.test'));
  await expect(page.getByRole('table', { name: 'Agencies' })).toBeVisible();
}

/** Opens a row's menu of further actions and returns the menu. */
async function moreActions(page: Page, row: Locator, company: string): Promise<Locator> {
  await row.getByRole('button', { name: `More actions for ${company}` }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

test.describe('An agency manages its clients', () => {
  test.slow();
  const agency = demoUser('agency@demo.test');
  let company = '';
  let renamed = '';

  test.afterEach(async ({ request }) => {
    const s = await apiSession(request, agency.email, agency.host);
    for (const name of [company, renamed]) if (name) await removeIfThere(request, s, s.companyId, name);
  });

  test('an agency adds, edits and deletes a client', async ({ page }) => {
    company = unique('Client Co');
    renamed = `${company} Renamed`;
    await signIn(page, agency, '/configuration/client-management');
    const table = page.getByRole('table', { name: 'Clients' });
    await expect(table).toBeVisible();

    await page.getByRole('button', { name: 'Add Client' }).click();
    const add = page.getByRole('form', { name: 'Add Client' });
    // A client has no subdomain, domain, payment terms or modules of its own.
    await expect(add.getByRole('textbox', { name: 'Subdomain' })).toHaveCount(0);
    await expect(add.getByRole('group', { name: 'Payment terms' })).toHaveCount(0);
    await add.getByRole('textbox', { name: 'Company name' }).fill(company);
    await add.getByRole('textbox', { name: 'Full name' }).fill('Cleo Client');
    await add.getByRole('textbox', { name: 'Email' }).fill(`${slug(company)}@Client.TEST`);
    await expect(add.getByRole('textbox', { name: 'Email' })).toHaveValue(`${slug(company)}@client.test`);
    await add.getByRole('textbox', { name: 'Phone number' }).fill('2015550123');
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(notice(page, 'Data has been added successfully')).toBeVisible();
    await expect(add).toBeHidden();
    await expect(table.getByRole('cell', { name: company, exact: true })).toBeVisible();

    await table.getByRole('button', { name: `Edit ${company}` }).click();
    const edit = page.getByRole('form', { name: `Edit ${company}` });
    await expect(edit.getByRole('textbox', { name: 'Company name' })).toHaveValue(company);
    await expect(edit.getByRole('textbox', { name: 'Phone number' })).toHaveValue('(201) 555-0123');
    await edit.getByRole('textbox', { name: 'Company name' }).fill(renamed);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(notice(page, 'Data has been updated successfully')).toBeVisible();
    await expect(edit).toBeHidden();

    await page.reload();
    await expect(table.getByRole('cell', { name: renamed, exact: true })).toBeVisible();
    await expect(table.getByRole('cell', { name: company, exact: true })).toHaveCount(0);

    await table.getByRole('button', { name: `Delete ${renamed}` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete ${renamed}?` });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(notice(page, 'Deleted!')).toBeVisible();
    await expect(table.getByRole('cell', { name: renamed, exact: true })).toHaveCount(0);
    await page.reload();
    await expect(table.getByRole('cell', { name: "Bob's Bakery", exact: true })).toBeVisible();
    await expect(table.getByRole('cell', { name: renamed, exact: true })).toHaveCount(0);
  });
});

test.describe('The root adds agencies', () => {
  test.slow();
  let name = '';

  test.afterEach(async ({ request }) => {
    if (!name) return;
    const root = await apiSession(request, 'root@demo.test', 'localhost');
    await removeIfThere(request, root, root.companyId, name);
  });

  test('root adds an agency with a subdomain, and its owner is invited', async ({ page, request }) => {
    name = unique('Agency Co');
    const sub = slug(name);
    const email = `${sub}@owner.test`;
    await openAgencyList(page);
    await page.getByRole('button', { name: 'Add Agency' }).click();
    const add = page.getByRole('form', { name: 'Add Agency' });
    await add.getByRole('textbox', { name: 'Company name' }).fill(name);
    await add.getByRole('textbox', { name: 'Full name' }).fill('Otto Owner');
    await add.getByRole('textbox', { name: 'Email' }).fill(email);
    await add.getByRole('textbox', { name: 'Subdomain' }).fill(sub);
    await expect(add.getByRole('checkbox', { name: 'Weekly' })).toBeChecked();
    await add.getByRole('checkbox', { name: 'Monthly' }).check();
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(notice(page, 'Data has been added successfully')).toBeVisible();
    await expect(add).toBeHidden();

    await page.reload();
    const row = await agencyRow(page, name);
    await expect(row).toContainText(email);
    await waitForMail(request, email, `You are invited to ${name}`);

    // What the edit panel shows is what was stored.
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('form', { name: `Edit ${name}` });
    await expect(edit.getByRole('textbox', { name: 'Subdomain' })).toHaveValue(sub);
    await expect(edit.getByRole('checkbox', { name: 'Monthly' })).toBeChecked();
    await expect(edit.getByRole('checkbox', { name: 'One Time' })).not.toBeChecked();
    // Phone is required when editing.
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByText('Please enter valid phone number')).toBeVisible();
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(edit).toBeHidden();
  });

});

test.describe('The root works on an agency it created', () => {
  test.slow();
  let agency: Created | undefined;

  test.afterEach(async ({ request }) => {
    if (!agency) return;
    const root = await apiSession(request, 'root@demo.test', 'localhost');
    const client = await findChild(request, root, agency.id, `${agency.company_name} Client`);
    if (client) await request.delete(at('localhost', `/api/configuration/user/remove/${client.id}/${client.user_id}`), { headers: auth(root) });
    await removeIfThere(request, root, root.companyId, agency.company_name);
    agency = undefined;
  });

  test('root adds a client under the agency, the agency cannot be deleted while it has one, and the client can', async ({ page, request }) => {
    const root = await apiSession(request, 'root@demo.test', 'localhost');
    agency = await createAgency(request, root, unique('Parent Co'));
    const name = agency.company_name;
    const client = `${name} Client`;
    await openAgencyList(page);
    const row = await agencyRow(page, name);
    await row.getByRole('button', { name: `Show clients of ${name}` }).click();
    await expect(page.getByText('Client No Data')).toBeVisible();
    await page.getByRole('button', { name: `Add Client to ${name}` }).click();
    const add = page.getByRole('form', { name: 'Add Client' });
    await add.getByRole('textbox', { name: 'Company name' }).fill(client);
    await add.getByRole('textbox', { name: 'Full name' }).fill('Kim Client');
    await add.getByRole('textbox', { name: 'Email' }).fill(`${slug(client)}@client.test`);
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(notice(page, 'Data has been added successfully')).toBeVisible();
    const clients = page.getByRole('table', { name: `Clients of ${name}` });
    await expect(clients.getByRole('cell', { name: client, exact: true })).toBeVisible();

    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete ${name}?` });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm.getByRole('alert')).toHaveText(`${name} still has 1 client(s). Remove them first.`);
    await confirm.getByRole('button', { name: 'Cancel' }).click();

    await clients.getByRole('button', { name: `Delete ${client}` }).click();
    await page.getByRole('dialog', { name: `Delete ${client}?` }).getByRole('button', { name: 'Delete' }).click();
    await expect(notice(page, 'Deleted!')).toBeVisible();
    await expect(page.getByText('Client No Data')).toBeVisible();
    expect(await findChild(request, root, agency.id, client)).toBeUndefined();
  });

  test('root resends the owner’s invitation and downloads the agency’s agreement', async ({ page, request }) => {
    const root = await apiSession(request, 'root@demo.test', 'localhost');
    agency = await createAgency(request, root, unique('Invited Co'));
    const name = agency.company_name;
    const email = `${slug(name)}@agency.test`;
    await waitForMail(request, email, `You are invited to ${name}`);
    await openAgencyList(page);
    const row = await agencyRow(page, name);
    await (await moreActions(page, row, name)).getByRole('menuitem', { name: 'Resend invitation' }).click();
    await expect(notice(page, 'The invitation has been sent.')).toBeVisible();
    await waitForMail(request, email, `You are invited to ${name}`, 2);

    const menu = await moreActions(page, row, name);
    const [download] = await Promise.all([page.waitForEvent('download'), menu.getByRole('menuitem', { name: 'Download agency agreement' }).click()]);
    expect(download.suggestedFilename()).toBe(`agreement-default_agency-${slug(name)}.html`);
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    expect(await readFile(path, 'utf8')).toContain(name);
  });
});

test.describe('The add and edit panels and the row menu are readable by everyone', () => {
  test("an agency's add panel with field errors, a client's edit panel and the row menu, light and dark theme", async ({ page }) => {
    test.slow();
    const agency = demoUser('agency@demo.test');
    await signIn(page, agency, '/configuration/client-management');
    const table = page.getByRole('table', { name: 'Clients' });
    await page.getByRole('button', { name: 'Add Client' }).click();
    const add = page.getByRole('form', { name: 'Add Client' });
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(add.getByText('Company Name is required')).toBeVisible();
    await table.getByRole('button', { name: "Edit Bob's Bakery" }).click();
    await expect(page.getByRole('form', { name: "Edit Bob's Bakery" }).getByRole('textbox', { name: 'Company name' })).toHaveValue("Bob's Bakery");
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
    await table.getByRole('button', { name: "More actions for Bob's Bakery" }).click();
    await expect(page.getByRole('menuitem', { name: 'Download client agreement' })).toBeVisible();
    // Bob's owner chose a password long ago: no invitation to resend.
    await expect(page.getByRole('menuitem', { name: 'Resend invitation' })).toHaveCount(0);
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
  });

  test('the root’s row menu with its billing switches, and the developer mode dialog', async ({ page }) => {
    test.slow();
    await openAgencyList(page);
    const row = await agencyRow(page, 'Acme Agency');
    await moreActions(page, row, 'Acme Agency');
    await expect(page.getByRole('group', { name: 'Billing' }).getByRole('menuitemcheckbox', { name: 'Manual bill' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await row.getByRole('button', { name: /^API developer mode .*: Acme Agency$/ }).click();
    await expect(page.getByRole('dialog', { name: 'API developer mode for Acme Agency' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
