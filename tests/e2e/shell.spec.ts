import { expect, test } from '@playwright/test';
import { at, demoUser, sidebar, signIn } from '../support/e2e-demo';

test.describe('The profile menu offers what the account can use', () => {
  test('Profile opens its page and Data Wallet its dialog with the balance', async ({ page }) => {
    const user = demoUser('client@demo.test');
    await signIn(page, user);
    const account = page.getByRole('button', { name: `Account menu for ${user.name}` });

    await account.click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(at(user.host, '/user/profile'));
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    // The Profile page is built now: it opens on the user's own details, not a placeholder.
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue(user.name);
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(user.email);

    await account.click();
    await page.getByRole('menuitem', { name: 'Data Wallet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Data Wallet' });
    await expect(dialog.getByLabel('Balance')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });
});

test.describe('Light and dark theme', () => {
  test('starts from the system preference', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto(at('acme.localhost', '/login'));
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await context.close();
  });

  test('the toggle switches the theme and the choice is remembered', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await signIn(page, demoUser('agency@demo.test'));
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.reload();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  });
});

test.describe('On a narrow screen', () => {
  test.use({ viewport: { width: 600, height: 800 } });

  test('the sidebar folds into a burger menu', async ({ page }) => {
    await signIn(page, demoUser('agency@demo.test'));
    const clients = sidebar(page).getByRole('link', { name: 'Client Management' });
    await expect(clients).not.toBeInViewport();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(clients).toBeInViewport();
    await clients.click();
    await expect(page).toHaveURL(/\/configuration\/client-management$/);
    await expect(clients).not.toBeInViewport();
  });
});
