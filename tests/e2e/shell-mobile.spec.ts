import { expect, test, type Page } from '@playwright/test';
import { at, demoUser, sidebar, signIn } from '../support/e2e-demo';

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('On a 360 px wide phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the sign-in page fits the screen', async ({ page }, testInfo) => {
    await page.goto(at('acme.localhost', '/login'));
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeInViewport();
    expect(await horizontalOverflow(page)).toBe(0);
    await page.screenshot({ path: testInfo.outputPath('login-360.png') });
  });

  test('the frame fits: header controls in reach, the menu behind the burger, nothing wider than the screen', async ({ page }, testInfo) => {
    const user = demoUser('agency@demo.test');
    await signIn(page, user);
    await expect(page.getByRole('heading', { level: 1, name: 'Site ID Dashboard' })).toBeInViewport();
    for (const name of ['Open menu', 'System Settings', 'Language: العربية', 'Switch to dark theme', `Account menu for ${user.name}`]) {
      await expect(page.getByRole('button', { name }), name).toBeInViewport();
    }
    await expect(sidebar(page)).not.toBeInViewport();
    expect(await horizontalOverflow(page)).toBe(0);
    await page.screenshot({ path: testInfo.outputPath('dashboard-360.png'), fullPage: true });

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(sidebar(page).getByRole('link', { name: 'General Settings' })).toBeInViewport();
    // Once it has slid in, the menu starts at the screen's edge.
    await expect.poll(async () => (await sidebar(page).boundingBox())?.x).toBe(0);
    await page.screenshot({ path: testInfo.outputPath('menu-360.png') });
    await sidebar(page).getByRole('link', { name: 'General Settings' }).click();
    await expect(page).toHaveURL(at(user.host, '/configuration/general-setting'));
    await expect(sidebar(page)).not.toBeInViewport();
  });

  test('Arabic fits as well', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('locale', 'ar'));
    await signIn(page, demoUser('client@demo.test'));
    await expect(page.getByRole('button', { name: 'فتح القائمة' })).toBeInViewport();
    expect(await horizontalOverflow(page)).toBe(0);
  });
});

test.describe('The sidebar collapses below 768 px', () => {
  for (const [width, folded] of [
    [767, true],
    [768, false],
  ] as const) {
    test(`at ${width} px it is ${folded ? 'behind the burger' : 'always shown'}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await signIn(page, demoUser('client@demo.test'));
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible({ visible: folded });
      if (folded) await expect(sidebar(page)).not.toBeInViewport();
      else await expect(sidebar(page)).toBeInViewport();
    });
  }
});
