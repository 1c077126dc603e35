import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { at, DEMO_PASSWORD, demoUser, signIn } from '../support/e2e-demo';

/** The e2e server adds 500 agencies to the demo's two (tests/support/e2e-server.ts). */
const BULK = 500;

type List = { total: number; data: { company_name: string }[] };

/** Root's view of its agencies through the API: what the screen should show, asked directly. */
async function rootSession(request: APIRequestContext) {
  const res = await request.post(at('localhost', '/api/login'), { data: { username: 'root@demo.test', password: DEMO_PASSWORD, domainName: 'localhost' } });
  const { access_token } = (await res.json()) as { access_token: string };
  const me = (await (await request.get(at('localhost', '/api/user'), { headers: { authorization: `Bearer ${access_token}` } })).json()) as { company_id: string };
  return { token: access_token, rootId: me.company_id };
}

let root: { token: string; rootId: string };

async function listAsRoot(request: APIRequestContext, query: string): Promise<List> {
  const res = await request.get(at('localhost', `/api/configuration/companies/${root.rootId}/children?${query}`), {
    headers: { authorization: `Bearer ${root.token}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as List;
}

/** The first data row's company name (row 0 is the header). */
const firstCompany = (table: Locator) => table.getByRole('row').nth(1).getByRole('cell').first();

async function openAgencyList(page: Page) {
  await signIn(page, demoUser('root@demo.test'));
  const table = page.getByRole('table', { name: 'Agencies' });
  await expect(table).toBeVisible();
  return table;
}

test.describe('The Agency List of a platform with hundreds of agencies', () => {
  // Lists of 500 agencies, pages deep into them, and the API asked alongside: on two busy cores
  // a test can need more than the default 30 seconds.
  test.slow();
  let total = 0;

  test.beforeAll(async ({ request }) => {
    root = await rootSession(request);
    // The bulk tree is written once the server is up; wait until the list counts it.
    await expect.poll(async () => (await listAsRoot(request, 'per_page=1')).total, { timeout: 60_000 }).toBeGreaterThanOrEqual(BULK + 2);
    total = (await listAsRoot(request, 'per_page=1')).total;
  });

  test('shows ten agencies a page and “Showing 11 to 20 of N entries” on page 2', async ({ page, request }) => {
    const table = await openAgencyList(page);
    await expect(page.getByText(`Showing 1 to 10 of ${total} entries`)).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(11);
    await expect(page.getByText(`Showing 1 to 10 of ${total} entries`)).toBeVisible();
    const pages = page.getByRole('navigation', { name: 'Agencies, pages' });
    await expect(pages.getByRole('button', { name: /^Page \d+$/ })).toHaveCount(5);
    await pages.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(page.getByText(`Showing 11 to 20 of ${total} entries`)).toBeVisible();
    await expect(firstCompany(table)).toHaveText((await listAsRoot(request, 'page=2&per_page=10')).data[0]!.company_name);
    await pages.getByRole('button', { name: 'Last page' }).click();
    const last = Math.ceil(total / 10);
    await expect(page.getByText(`Showing ${(last - 1) * 10 + 1} to ${total} of ${total} entries`)).toBeVisible();
    await expect(pages.getByRole('button', { name: `Page ${last}`, exact: true })).toHaveAttribute('aria-current', 'page');
  });

  for (const [header, column] of [
    ['Company Name', 'company_name'],
    ['Full Name', 'full_name'],
    ['E-mail', 'email'],
    ['Created', 'created_at'],
  ] as const) {
    test(`sorting by ${header} cycles ascending, descending and none`, async ({ page, request }) => {
      const [asc, desc, none] = await Promise.all([
        listAsRoot(request, `sortby=${column}&order=asc&per_page=10`),
        listAsRoot(request, `sortby=${column}&order=desc&per_page=10`),
        listAsRoot(request, 'per_page=10'),
      ]);
      const names = (l: List) => l.data.map((r) => r.company_name);
      // Each step must show a different list, or the test could not tell them apart; only
      // "Created" descending is the same as no sort (newest first), told apart by aria-sort.
      expect(names(asc)).not.toEqual(names(desc));
      expect(names(asc)).not.toEqual(names(none));
      if (column !== 'created_at') expect(names(desc)).not.toEqual(names(none));

      const table = await openAgencyList(page);
      const th = table.getByRole('columnheader', { name: header });
      const shown = async () => (await table.locator('tbody > tr > td:first-child').allInnerTexts()).map((t) => t.trim());
      await expect(firstCompany(table)).toHaveText(none.data[0]!.company_name);
      await expect(th).toHaveAttribute('aria-sort', 'none');

      await th.getByRole('button').click();
      await expect(th).toHaveAttribute('aria-sort', 'ascending');
      await expect.poll(shown).toEqual(names(asc));
      await th.getByRole('button').click();
      await expect(th).toHaveAttribute('aria-sort', 'descending');
      await expect.poll(shown).toEqual(names(desc));
      await th.getByRole('button').click();
      await expect(th).toHaveAttribute('aria-sort', 'none');
      await expect.poll(shown).toEqual(names(none));
    });
  }

  test('the search narrows the list as the user types', async ({ page }) => {
    const table = await openAgencyList(page);
    await page.getByRole('textbox', { name: 'Search' }).fill('bulk agency 00042');
    await expect(firstCompany(table)).toHaveText('Bulk Agency 00042');
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(page.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();
    await page.getByRole('textbox', { name: 'Search' }).fill('no agency is called this');
    await expect(table.getByRole('cell', { name: 'No Data' })).toBeVisible();
  });

  test('the header filters: payment failed marks every row; the root company also filters by Developer Api', async ({ page, request }) => {
    const failed = await listAsRoot(request, 'filters=payment_failed&per_page=1');
    const table = await openAgencyList(page);
    await table.getByRole('button', { name: 'Filter' }).click();
    const filters = page.getByRole('group', { name: 'Filters' });
    await expect(filters.getByText('Developer Api')).toBeVisible();
    await expect(filters.getByRole('checkbox', { name: 'API Key Generated' })).toBeVisible();
    await expect(filters.getByRole('checkbox', { name: 'Developer Mode Enabled' })).toBeVisible();
    await expect(filters.getByRole('checkbox', { name: 'Direct Payment' })).toBeVisible();
    await filters.getByRole('checkbox', { name: 'Payment Failed' }).check();
    await expect(page.getByText(`Showing 1 to 10 of ${failed.total} entries`)).toBeVisible();
    // The root settles a failed payment from the red card itself (a button named for it); an agency
    // with no owner yet (the bulk ones) cannot be settled, so its red card is only shown.
    const redCards = table.getByRole('button', { name: /^Payment failed: settle / }).or(table.getByRole('img', { name: 'Payment failed' }));
    await expect(redCards).toHaveCount(10);
  });

  test('Acme’s row opens onto its clients, and closing it clears them', async ({ page }) => {
    const table = await openAgencyList(page);
    await page.getByRole('textbox', { name: 'Search' }).fill('Acme');
    await expect(firstCompany(table)).toHaveText('Acme Agency');
    await expect(table.getByRole('row')).toHaveCount(2);
    await table.getByRole('button', { name: 'Show clients of Acme Agency' }).click();
    const clients = page.getByRole('table', { name: 'Clients of Acme Agency' });
    await expect(clients.getByRole('cell', { name: "Bob's Bakery", exact: true })).toBeVisible();
    await expect(clients.getByRole('cell', { name: 'client@demo.test' })).toBeVisible();
    await expect(page.getByText(/^Showing 1 to \d+ of \d+ entries$/).first()).toBeVisible();
    await table.getByRole('button', { name: 'Hide clients of Acme Agency' }).click();
    await expect(clients).toHaveCount(0);
  });

  test('an agency’s clients show “Loading Data” while they load and “Client No Data” when there are none', async ({ page }) => {
    const table = await openAgencyList(page);
    await page.getByRole('textbox', { name: 'Search' }).fill('bulk agency 00007');
    await expect(firstCompany(table)).toHaveText('Bulk Agency 00007');
    await expect(table.getByRole('row')).toHaveCount(2);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/configuration\/companies\/[^/]+\/children\?/, async (route) => {
      await held;
      await route.fulfill({ json: { current_page: 1, per_page: 10, total: 0, last_page: 1, from: null, to: null, data: [] } });
    });
    await table.getByRole('button', { name: 'Show clients of Bulk Agency 00007' }).click();
    await expect(table.getByText('Loading Data')).toBeVisible();
    release();
    await expect(table.getByText('Client No Data')).toBeVisible();
  });
});

test.describe('Sales see only their own agencies', () => {
  test('Sam Sales, account executive for Acme, sees Acme alone', async ({ page }) => {
    await signIn(page, demoUser('sales@demo.test'), '/configuration/agency-list');
    const table = page.getByRole('table', { name: 'Agencies' });
    await expect(firstCompany(table)).toHaveText('Acme Agency');
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(page.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();
    await expect(table.getByRole('cell', { name: 'Account Executive' })).toBeVisible();
  });
});

test.describe('Client Management', () => {
  test('an agency owner sees their own clients', async ({ page }) => {
    const agency = demoUser('agency@demo.test');
    await signIn(page, agency, '/configuration/client-management');
    const table = page.getByRole('table', { name: 'Clients' });
    await expect(table.getByRole('cell', { name: "Bob's Bakery", exact: true })).toBeVisible();
    await expect(table.getByRole('cell', { name: 'Globex Client', exact: true })).toHaveCount(0);
    await expect(table.getByRole('button', { name: /^Show clients of/ })).toHaveCount(0);
  });

  test('a system user opening it is sent to the Agency List', async ({ page }) => {
    await signIn(page, demoUser('root@demo.test'), '/configuration/client-management');
    await expect(page).toHaveURL(at('localhost', '/configuration/agency-list'));
  });

  test('an agency owner opening the Agency List gets the 404 page', async ({ page }) => {
    const agency = demoUser('agency@demo.test');
    await signIn(page, agency, '/configuration/agency-list');
    await expect(page.getByText("The page you are looking for doesn't exist or has been moved.")).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  });
});
