import { expect, test, type Page } from '@playwright/test';
import { at, demoUser, sidebar, signIn, signInButton } from '../support/e2e-demo';

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
});
