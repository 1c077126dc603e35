import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerClient } from '../support/e2e-accounts';
import { at, BUSY_AGENCY, demoUser, signIn } from '../support/e2e-demo';
import { seriousViolations } from '../support/e2e-axe';
import { apiSession, auth, childId, type ApiSession } from '../support/e2e-api';

type Session = ApiSession;

/** The name the API gives the logs' CSV (Content-Disposition), asked for directly. */
async function serverFileName(request: APIRequestContext, s: Session, companyId: string): Promise<string> {
  const res = await request.get(at('localhost', `/api/configuration/user-logs/${companyId}/download`), { headers: auth(s) });
  expect(res.status()).toBe(200);
  const name = /filename="([^"]+)"/.exec(res.headers()['content-disposition'] ?? '')?.[1];
  if (!name) throw new Error('the download names no file');
  return name;
}

/** Signs the root in and opens Globex's logs from the Agency List. */
async function openAgencyLogs(page: Page, agency = 'Globex Agency') {
  await signIn(page, demoUser('root@demo.test'));
  return openLogsOf(page, agency);
}

/** Opens an agency's logs from the Agency List the root is on. */
async function openLogsOf(page: Page, agency: string) {
  await page.getByRole('textbox', { name: 'Search' }).fill(agency);
  const agencies = page.getByRole('table', { name: 'Agencies' });
  await expect(agencies.getByRole('row')).toHaveCount(2);
  await agencies.getByRole('button', { name: `User logs of ${agency}` }).click();
  const dialog = page.getByRole('dialog', { name: `Agency User's Logs: ${agency}` });
  const logs = dialog.getByRole('table', { name: 'User logs' });
  await expect(dialog.getByRole('status')).toHaveText(/^Showing \d+ to \d+ of \d+ entries$/);
  return { dialog, logs, drawer: page.getByRole('dialog', { name: 'Filter logs' }) };
}

/** The texts of the options of the open select's list. */
const optionTexts = (page: Page) => page.getByRole('listbox').getByRole('option').allTextContents();

test.describe("Agency User's Logs", () => {
  // Two changes, a sign-in, the logs with filters and a download, on two busy cores.
  test.slow();

  test('a log entry appears for each change and downloads as CSV', async ({ page, request }) => {
    // Globex's logs: Acme's costs and term belong to the cost tests.
    const fee = ((5000 + (Date.now() % 997)) / 100).toFixed(2);

    // A change of the agency's own staff: Gina prices a new client of Globex's.
    const client = await registerClient(request, 'logged');
    const gina = await apiSession(request, 'globex@demo.test', 'globex.localhost');
    const clientCompany = `logged Co ${client.email.slice('logged-'.length, client.email.indexOf('@'))}`;
    const clientId = await childId(request, gina, gina.companyId, clientCompany);
    const priced = await request.put(at('localhost', '/api/configuration/user/costmodule'), { headers: auth(gina), data: { companyID: clientId, module: 'locator', PaymentTerm: 'Weekly', CostSet: '1.00' } });
    expect(priced.status()).toBe(200);

    // A change of the root's: Globex's Search ID set-up fee, saved from the Set Cost dialog.
    await signIn(page, demoUser('root@demo.test'));
    await page.getByRole('textbox', { name: 'Search' }).fill('Globex Agency');
    const agencies = page.getByRole('table', { name: 'Agencies' });
    await expect(agencies.getByRole('row')).toHaveCount(2);
    await agencies.getByRole('button', { name: 'Set cost for Globex Agency' }).click();
    const costs = page.getByRole('dialog', { name: 'Set Cost for Agency: Globex Agency' });
    await costs.getByRole('combobox', { name: 'Payment Term' }).selectOption({ label: 'Weekly' });
    await costs.getByRole('tab', { name: 'Search ID' }).click();
    await costs.getByRole('textbox', { name: 'One time set-up fee' }).fill(fee);
    await costs.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your settings have been saved.')).toBeVisible();
    await expect(costs).toHaveCount(0);

    await agencies.getByRole('button', { name: 'User logs of Globex Agency' }).click();
    const dialog = page.getByRole('dialog', { name: "Agency User's Logs: Globex Agency" });
    const logs = dialog.getByRole('table', { name: 'User logs' });
    await expect(logs.getByRole('columnheader')).toHaveText(['Name', 'User Type', 'Location', 'IP', 'Action', 'Description', 'Company', 'Date']);
    await expect(dialog.getByRole('status')).toHaveText(/^Showing 1 to \d+ of \d+ entries$/);

    // The root's change: the description cut at 30 characters, the whole text on demand.
    const full = 'Set costs of Globex Agency (Weekly)';
    const rootRow = logs.getByRole('row').filter({ hasText: 'Set costs of Globex Agency (We…' }).first();
    await expect(rootRow).toContainText('Rita Root');
    await expect(rootRow).toContainText('Enterprise');
    await expect(rootRow).toContainText('Costs updated');
    await expect(rootRow.getByText(full)).toHaveCount(0);
    const more = rootRow.getByRole('button', { name: 'Full description' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(full, { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByText(full, { exact: true })).toHaveCount(0);
    await expect(dialog).toBeVisible();

    // The agency's own change is in its logs too, under its client's company.
    const ginaRow = logs.getByRole('row').filter({ hasText: clientCompany });
    await expect(ginaRow.first()).toContainText('Gina Globex');
    await expect(ginaRow.first()).toContainText('Admin');

    // Filters: the action, then the Enterprise user type over the last week.
    await dialog.getByRole('button', { name: 'Filter' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filter logs' });
    // Escape closes the drawer, not the logs under it.
    await expect(drawer.getByRole('combobox', { name: 'Action' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Filter' }).click();
    await drawer.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Costs updated' });
    await drawer.getByRole('combobox', { name: 'User Type' }).selectOption({ label: 'Enterprise' });
    await drawer.getByRole('button', { name: 'Last week' }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await expect(drawer.getByLabel('To', { exact: true })).not.toHaveValue('');
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await expect(drawer).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Filter (3 on)' })).toBeVisible();
    await expect(logs.getByRole('row').filter({ hasText: 'Set costs of Globex Agency (We…' }).first()).toBeVisible();
    await expect(logs.getByRole('row').filter({ hasText: 'Gina Globex' })).toHaveCount(0);
    const rows = logs.getByRole('row');
    for (const row of await rows.all()) if ((await row.getByRole('cell').count()) > 1) await expect(row).toContainText('Costs updated');

    // The CSV holds the same filtered rows, RFC 4180, with the API's header.
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download' }).click()]);
    const root = await apiSession(request, 'root@demo.test');
    const globexId = await childId(request, root, root.rootId, 'Globex Agency');
    expect(download.suggestedFilename()).toBe(await serverFileName(request, root, globexId));
    const csv = await readFile(await download.path(), 'utf8');
    const [header, ...lines] = csv.split('\r\n');
    expect(header).toBe('Name,User Type,Location,IP,Action,Description,Company,Date');
    expect(lines.filter(Boolean).length).toBeGreaterThan(0);
    expect(lines.filter(Boolean).every((l) => l.startsWith('Rita Root,root,') && l.includes(',cost_updated,'))).toBe(true);
    // Location and IP may be quoted (a location holds commas).
    const cell = '(?:"[^"]*"|[^,]*)';
    const row = new RegExp(`^Rita Root,root,${cell},${cell},cost_updated,Set costs of Globex Agency \\(Weekly\\),Globex Agency,\\d{4}-\\d{2}-\\d{2}T`);
    expect(lines.some((l) => row.test(l))).toBe(true);
    await expect(page.getByText('Your file has been downloaded.')).toBeVisible();

    // The API agrees: the fee the dialog saved is Globex's.
    const saved = (await (await request.get(at('localhost', `/api/configuration/costagency/${globexId}`), { headers: auth(root) })).json()) as { costagency: { locator: { Weekly: { LocatorPlatformFee: string } } } };
    expect(saved.costagency.locator.Weekly.LocatorPlatformFee).toBe(fee);
  });

  test('filtering by a user shows only that person’s rows, in the list and in the CSV; the choices follow the user type', async ({ page, request }) => {
    // Gina's sign-in puts a row of hers in Globex's logs.
    await apiSession(request, 'globex@demo.test', 'globex.localhost');
    const root = await apiSession(request, 'root@demo.test');
    const globexId = await childId(request, root, root.rootId, 'Globex Agency');
    const people = async (query: string) =>
      ((await (await request.get(at('localhost', `/api/configuration/user-logs/${globexId}/users${query}`), { headers: auth(root) })).json()) as { params: { name: string }[] }).params.map((p) => p.name);
    expect(await people('?searchUser=gina')).toContain('Gina Globex');

    const { dialog, logs, drawer } = await openAgencyLogs(page);
    await dialog.getByRole('button', { name: 'Filter' }).click();
    const user = drawer.getByRole('combobox', { name: 'User', exact: true });
    await expect(user).toHaveValue('');
    // Typing searches the API from 3 characters; the person is picked from the answers.
    await user.fill('Gin');
    await page.getByRole('option', { name: 'Gina Globex', exact: true }).click();
    await expect(user).toHaveValue('Gina Globex');
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await expect(drawer).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Filter (1 on)' })).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveText(/^Showing 1 to \d+ of \d+ entries$/);
    const rows = (await logs.getByRole('row').all()).slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) await expect(row.getByRole('cell').first()).toHaveText('Gina Globex');

    // The download holds the same person's rows only, under the server's name.
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe(await serverFileName(request, root, globexId));
    const lines = (await readFile(await download.path(), 'utf8')).split('\r\n').slice(1).filter(Boolean);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((l) => l.startsWith('Gina Globex,admin,'))).toBe(true);

    // The drawer opens on the person in force; another user type lets them go and offers its own people, as the API lists them.
    await dialog.getByRole('button', { name: 'Filter (1 on)' }).click();
    await expect(user).toHaveValue('Gina Globex');
    await drawer.getByRole('combobox', { name: 'User Type' }).selectOption({ label: 'Enterprise' });
    await expect(user).toHaveValue('');
    await user.click();
    const roots = await people('?userType=root');
    // Polled: the previous type's people stay listed while the new answer loads.
    if (roots.length) await expect.poll(() => optionTexts(page)).toEqual(roots.slice(0, 100));
    else await expect.poll(() => optionTexts(page)).toEqual(['No one of this user type has logs here']);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeVisible();

    // Cleared, the user filter is all again.
    await drawer.getByRole('combobox', { name: 'User Type' }).selectOption({ label: 'Select All' });
    await user.fill('Gina');
    await page.getByRole('option', { name: 'Gina Globex', exact: true }).click();
    await drawer.getByRole('button', { name: 'Clear user' }).click();
    await expect(user).toHaveValue('');
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog.getByRole('button', { name: 'Filter', exact: true })).toBeVisible();
  });

  test('the campaign filter lists the agency’s clients’ campaigns, or says there are none yet', async ({ page, request }) => {
    // The e2e server's Busy Campaigns Agency has one campaign; a new agency has none.
    const root = await apiSession(request, 'root@demo.test');
    await expect.poll(async () => childId(request, root, root.rootId, BUSY_AGENCY).catch(() => ''), { timeout: 60_000 }).not.toBe('');
    const busy = await openAgencyLogs(page, BUSY_AGENCY);
    await busy.dialog.getByRole('button', { name: 'Filter' }).click();
    await busy.drawer.getByRole('combobox', { name: 'Campaign' }).click();
    await expect.poll(() => optionTexts(page)).toEqual(['Spring locator — Busy Client (CMP-BUSY-1)']);
    expect(await seriousViolations(page)).toEqual([]);

    // An agency with no campaigns at all (Globex's client has the demo's paused campaign).
    const quiet = `Quiet Agency ${Date.now()}`;
    const made = await request.post(at('localhost', '/api/configuration/user/create'), {
      headers: auth(root),
      data: { companyID: root.rootId, company_name: quiet, name: 'Quinn Quiet', email: `quiet-${Date.now()}@agency.test`, phonenum: '2015550123', subdomain: `quiet${Date.now()}`, payment_terms: ['Weekly'] },
    });
    expect(made.status(), await made.text()).toBe(200);
    await page.reload();
    const { dialog, drawer } = await openLogsOf(page, quiet);
    await dialog.getByRole('button', { name: 'Filter' }).click();
    const campaign = drawer.getByRole('combobox', { name: 'Campaign' });
    await expect(campaign).toHaveValue('');
    await campaign.click();
    // Said as the list's one option, which cannot be chosen.
    await expect.poll(() => optionTexts(page)).toEqual(['No campaigns yet']);
    await expect(page.getByRole('option', { name: 'No campaigns yet' })).toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('option', { name: 'No campaigns yet' }).click({ force: true });
    await expect(campaign).toHaveValue('');
  });

  test('sales see no logs on their agency, which the API refuses them (403)', async ({ page, request }) => {
    const sales = await apiSession(request, 'sales@demo.test');
    const root = await apiSession(request, 'root@demo.test');
    const acmeId = await childId(request, root, root.rootId, 'Acme Agency');
    expect((await request.get(at('localhost', `/api/configuration/user-logs/${acmeId}`), { headers: auth(sales) })).status()).toBe(403);

    await signIn(page, demoUser('sales@demo.test'), '/configuration/agency-list');
    await page.getByRole('textbox', { name: 'Search' }).fill('Acme Agency');
    const agencies = page.getByRole('table', { name: 'Agencies' });
    await expect(agencies.getByRole('row').nth(1)).toContainText('Acme Agency');
    await expect(agencies.getByRole('button', { name: 'User logs of Acme Agency' })).toHaveCount(0);
  });
});
