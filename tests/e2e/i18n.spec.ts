import { expect, test, type Page } from '@playwright/test';
import { at, demoUser, signIn } from '../support/e2e-demo';

const html = (page: Page) => page.locator('html');

test.describe('Arabic, right to left', () => {
  test('a visitor switches the sign-in page to Arabic, and the choice is remembered', async ({ page }) => {
    await page.goto(at('acme.localhost', '/login'));
    await expect(html(page)).toHaveAttribute('dir', 'ltr');
    await page.getByRole('button', { name: 'Language: العربية' }).click();
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
    await expect(html(page)).toHaveAttribute('lang', 'ar');
    // The switch now offers English back, named in Arabic.
    await expect(page.getByRole('button', { name: 'اللغة: English' })).toBeVisible();

    await page.reload();
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('button', { name: 'اللغة: English' })).toBeVisible();
  });

  test('the signed-in frame speaks Arabic, with the menu on the right', async ({ page }) => {
    const user = demoUser('agency@demo.test');
    await signIn(page, user);
    await page.getByRole('button', { name: 'Language: العربية' }).click();

    const nav = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link', { name: 'الإعدادات العامة' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Site ID' })).toBeVisible(); // the agency's own module name
    await expect(page.getByRole('heading', { level: 1, name: 'لوحة تحكم Site ID' })).toBeVisible();

    const viewport = page.viewportSize();
    const box = await nav.boundingBox();
    expect(box && viewport && box.x + box.width).toBeCloseTo(viewport?.width ?? 0, 0);

    await page.getByRole('button', { name: 'اللغة: English' }).click();
    await expect(html(page)).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'General Settings' })).toBeVisible();
    expect((await page.getByRole('navigation', { name: 'Main menu' }).boundingBox())?.x).toBe(0);
  });

  test('the 404 page is in Arabic too', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('locale', 'ar'));
    const user = demoUser('client@demo.test');
    await signIn(page, user, '/configuration/agency-list');
    await expect(page.getByText('الصفحة التي تبحث عنها غير موجودة أو تم نقلها.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'الذهاب إلى الصفحة الرئيسية' })).toBeVisible();
  });
});
