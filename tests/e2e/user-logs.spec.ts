import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { registerClient } from '../support/e2e-accounts';
import { at, demoUser, signIn } from '../support/e2e-demo';
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

// The user filter (the API's people, the person kept or let go) and the campaign filter's choices
// are component tests (packages/web/src/features/user-logs/components/UserLogsModal.test.tsx).
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
});
