import { expect, test, type Page } from '@playwright/test';
import { at, demoUser, sidebar, signIn, signInButton } from '../support/e2e-demo';
import { fetchFromServer } from '../support/e2e-patch';

const backgroundOf = (page: Page, selector: ReturnType<Page['locator']>) =>
  selector.evaluate((el) => getComputedStyle(el).backgroundColor);

test.describe("Each agency's address shows that agency's brand", () => {
  test('Acme and Globex differ in logo and colours on the sign-in page', async ({ page }) => {
    await page.goto(at('acme.localhost', '/login'));
    await expect(page.getByRole('img', { name: 'Acme Agency logo' })).toBeVisible();
    // The primary colour is generated from the tenant's link colour (Acme #c2410c, Globex #047857).
    await expect.poll(() => backgroundOf(page, signInButton(page))).toBe('rgb(194, 65, 12)');
    await expect.poll(() => backgroundOf(page, page.locator('body main'))).toBe('rgb(255, 247, 237)');

    await page.goto(at('globex.localhost', '/login'));
    await expect(page.getByRole('img', { name: 'Globex Agency logo' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Acme Agency logo' })).toHaveCount(0);
    await expect.poll(() => backgroundOf(page, signInButton(page))).toBe('rgb(4, 120, 87)');
    await expect.poll(() => backgroundOf(page, page.locator('body main'))).toBe('rgb(236, 253, 245)');
  });

  test("the sidebar takes the agency's sidebar colour after sign-in", async ({ page, browser }) => {
    await signIn(page, demoUser('agency@demo.test'));
    await expect.poll(() => backgroundOf(page, sidebar(page))).toBe('rgb(124, 45, 18)');

    const other = await browser.newPage();
    await signIn(other, demoUser('client2@demo.test'));
    await expect.poll(() => backgroundOf(other, sidebar(other))).toBe('rgb(6, 78, 59)');
    await other.close();
  });

  test("a client works under its agency's name and logo, not its own company's", async ({ page }) => {
    await signIn(page, demoUser('client@demo.test'));
    await expect(sidebar(page).getByText('Acme Agency', { exact: true })).toBeVisible();
    await expect(page.getByText("Bob's Bakery")).toHaveCount(0);
  });

  test('the platform address shows the platform brand', async ({ page }) => {
    await page.goto(at('localhost', '/login'));
    await expect(page.getByRole('img', { name: 'Demo Platform logo' })).toBeVisible();
    await expect.poll(() => backgroundOf(page, signInButton(page))).toBe('rgb(37, 99, 235)');
  });

  test('an address no tenant claims says the domain is not registered', async ({ page }) => {
    await page.goto(at('initech.localhost', '/login'));
    await expect(page.getByRole('heading', { name: 'This domain is not registered' })).toBeVisible();
    await expect(page.getByText('initech.localhost')).toBeVisible();
    await expect(signInButton(page)).toHaveCount(0);
  });

  test("Acme's embedded code is placed in Acme's page head, and nowhere else", async ({ page }) => {
    const marker = page.locator('head meta[name="acme-site-verification"]');
    await page.goto(at('acme.localhost', '/login'));
    await expect(marker).toHaveAttribute('content', 'acme-demo');
    await expect(marker).toHaveCount(1);

    await page.goto(at('globex.localhost', '/login'));
    await expect(page.getByRole('img', { name: 'Globex Agency logo' })).toBeVisible();
    await expect(marker).toHaveCount(0);

    await page.goto(at('localhost', '/login'));
    await expect(page.getByRole('img', { name: 'Demo Platform logo' })).toBeVisible();
    await expect(marker).toHaveCount(0);
  });

  test("embedded code runs its scripts as the agency wrote them, once per page load", async ({ page }) => {
    // The agency's code as domain info gives it, with a script, placed at the end of the body.
    await page.route('**/api/domain-info?*', async (route) => {
      const response = await fetchFromServer(route);
      const info = (await response.json()) as Record<string, unknown>;
      const embeddedcode = '<script>window.__embedRuns = (window.__embedRuns || 0) + 1; document.body.dataset.embed = "ran";</script>';
      await route.fulfill({ response, json: { ...info, embedded_code: { placeEmbedded: 'footer', embeddedcode } } });
    });
    await page.goto(at('acme.localhost', '/login'));
    await expect(page.locator('body')).toHaveAttribute('data-embed', 'ran');
    expect(await page.evaluate(() => (window as unknown as { __embedRuns: number }).__embedRuns)).toBe(1);
    // Footer code goes at the end of the body, after the app's own root.
    const afterApp = await page.evaluate(() => {
      const script = [...document.body.querySelectorAll('script')].find((s) => s.textContent?.includes('__embedRuns'));
      const root = document.getElementById('root');
      return Boolean(script && root && root.compareDocumentPosition(script) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(afterApp).toBe(true);
  });

  test("the header keeps readable text whatever the agency's colours", async ({ page }) => {
    // A pale header with pale text would be unreadable; the text turns dark instead.
    await page.route('**/api/domain-info?*', async (route) => {
      const response = await fetchFromServer(route);
      const info = (await response.json()) as { branding: Record<string, unknown> };
      await route.fulfill({ response, json: { ...info, branding: { ...info.branding, box_bgcolor: '#fef9c3', text_color: '#ffffff' } } });
    });
    await page.goto(at('acme.localhost', '/privacy-policy'));
    const header = page.locator('header').first();
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(31, 41, 55)');
  });
});
