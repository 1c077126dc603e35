import { expect, test, type Page } from '@playwright/test';
import { CRAWL_BLOCKED, TEST_LEAD_LIMITED } from '@platform/core/contracts';
import { at, demoUser, signIn } from '../support/e2e-demo';
import { campaignRow as row, campaignRowAction as rowAction, createBakeryCampaignInWizard } from '../support/e2e-campaigns';

/** The dashboard's "Leads today" figure. */
async function leadsToday(page: Page): Promise<number> {
  const figure = page.getByRole('region', { name: 'Leads today' });
  await expect(figure).toBeVisible();
  // The card is there while the figures load, a placeholder in place of its number.
  await expect(figure.getByText('Loading')).toHaveCount(0);
  return Number((await figure.innerText()).replace(/\D+/g, ''));
}

/** The wizard's four steps for a Site ID campaign of Bob's Bakery. */
async function createBakeryCampaign(page: Page, name: string) {
  await page.getByRole('button', { name: 'Create Campaign' }).click();
  const wizard = page.getByRole('dialog', { name: 'Create Site ID campaign' });
  await createBakeryCampaignInWizard(page, wizard, name);
  await page.getByRole('textbox', { name: 'Search campaigns' }).fill(name);
  await expect(row(page, name)).toContainText('Running');
}

/** The campaign's pixel code, read from its embed code as the agency copies it. */
async function pixelCode(page: Page, name: string): Promise<string> {
  await rowAction(page, name, 'Embed code');
  const dialog = page.getByRole('dialog', { name: `Embed code · ${name}` });
  const code = /\/api\/pixel\/([\w-]+)\.js/.exec(await dialog.getByLabel('Embed code', { exact: true }).innerText())?.[1];
  await dialog.getByRole('button', { name: 'Close' }).click();
  expect(code).toBeTruthy();
  return code as string;
}

test.describe('Leads of a Site ID campaign', () => {
  test("an agency creates a campaign for Bob's Bakery, a visitor of the demo page becomes a lead, and the agency sees it on the campaign's leads and the dashboard", async ({ page, context }) => {
    test.setTimeout(90_000);
    const user = demoUser('agency@demo.test');
    const name = `Pixel journey ${Date.now()}`;
    const visitor = `visitor.${Date.now()}@pixel.test`;
    await signIn(page, user, '/siteid/dashboard');
    const before = await leadsToday(page);

    await page.goto(at(user.host, '/siteid/campaign-management'));
    await createBakeryCampaign(page, name);
    const code = await pixelCode(page, name);

    // A visitor opens the page that carries the embed code; the pixel reports the visit.
    const site = await context.newPage();
    const hit = site.waitForResponse((r) => r.url().includes(`/api/pixel/${code}/hit`));
    await site.goto(at(user.host, `/_local/demo-site/${code}?sim_email=${encodeURIComponent(visitor)}`));
    expect((await hit).ok()).toBe(true);
    await site.close();
    // The embedded runtime's lead worker runs the pipeline; wait until it has.
    for (const q of ['lead-ingest', 'lead-delivery']) expect((await page.request.post(`/_local/queues/${q}/drain`, { data: { timeoutMs: 30_000 } })).status()).toBe(200);

    await rowAction(page, name, 'View leads');
    const leads = page.getByRole('table', { name: `Leads of ${name}` });
    const lead = leads.getByRole('row').filter({ hasText: visitor });
    await expect(lead).toContainText('Delivered');

    await page.keyboard.press('Escape');
    await page.goto(at(user.host, '/siteid/dashboard'));
    await expect.poll(() => leadsToday(page)).toBeGreaterThan(before);
  });

  test('the agency sends a test lead (once a minute) and checks where the embed code is', async ({ page }) => {
    const user = demoUser('agency@demo.test');
    const name = `Lead tools ${Date.now()}`;
    await signIn(page, user, '/siteid/campaign-management');
    await createBakeryCampaign(page, name);
    const code = await pixelCode(page, name);

    await rowAction(page, name, 'Send test lead');
    await expect(page.getByText('A test lead has been sent.')).toBeVisible();
    await rowAction(page, name, 'Send test lead');
    await expect(page.getByText(TEST_LEAD_LIMITED)).toBeVisible();
    await rowAction(page, name, 'View leads');
    await expect(page.getByRole('table', { name: `Leads of ${name}` }).getByRole('row').filter({ hasText: 'test.lead@example.com' })).toContainText('Test');
    await page.keyboard.press('Escape');

    await rowAction(page, name, 'Check embed code');
    const check = page.getByRole('dialog', { name: `Check embed code · ${name}` });
    const url = check.getByRole('textbox', { name: 'Page URL' });
    // The server reads the page itself, so it is given an address the server reaches.
    const server = `http://127.0.0.1:${process.env.E2E_PORT}`;
    await url.fill(`${server}/_local/demo-site/${code}`);
    await check.getByRole('button', { name: 'Check' }).click();
    await expect(check.getByRole('status')).toContainText('The embed code was found on your page.');
    await url.fill(`${server}/api/health`);
    await check.getByRole('button', { name: 'Check' }).click();
    await expect(check.getByRole('status')).toContainText('The embed code was not found on your page.');
    await url.fill('http://127.0.0.1:9/');
    await check.getByRole('button', { name: 'Check' }).click();
    await expect(check.getByRole('status')).toContainText(CRAWL_BLOCKED);
  });
});
