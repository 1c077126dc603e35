import { expect, test, type Page } from '@playwright/test';
import { at, demoUser, sidebar, signIn, storedSession } from '../support/e2e-demo';

const originalUser = (page: Page) => page.evaluate(() => localStorage.getItem('userDataOri'));

test.describe('View mode: the platform owner looks at the platform as another user', () => {
  // A sign-in, a switch in and a switch back, each reloading the user and the list.
  test.slow();

  test('switches into Acme’s owner from the Agency List, sees Acme’s shell and the eye, and clicks it to come back', async ({ page }) => {
    const root = demoUser('root@demo.test');
    await signIn(page, root);
    const agencies = page.getByRole('table', { name: 'Agencies' });
    await page.getByRole('textbox', { name: 'Search' }).fill('Acme');
    await expect(agencies.getByRole('row').nth(1)).toContainText('Acme Agency');
    await expect(agencies.getByRole('row')).toHaveCount(2);

    await agencies.getByRole('button', { name: 'Switch user to Alice Acme' }).click();
    await expect(page).toHaveURL(at('localhost', '/siteid/dashboard'));
    await expect(page.getByRole('button', { name: 'Account menu for Alice Acme' })).toBeVisible();
    await expect(page.getByText('Your clients’ leads and spend at a glance.')).toBeVisible();
    await expect(sidebar(page).getByText('Acme Agency', { exact: true })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Client Management' })).toBeVisible();
    const eye = page.getByRole('button', { name: 'Viewing as Alice Acme. Switch back to Rita Root' });
    await expect(eye).toBeVisible();
    expect(JSON.parse((await originalUser(page)) ?? '{}')).toMatchObject({ email: 'root@demo.test' });
    expect(JSON.parse((await storedSession(page)).userData ?? '{}')).toMatchObject({ email: 'agency@demo.test', isViewMode: true });

    // The viewed user's own security settings are not the viewer's to change.
    await page.getByRole('button', { name: 'Account menu for Alice Acme' }).click();
    await page.getByRole('menuitem', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await expect(dialog.getByText('Not available in view mode')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Current password', exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await eye.click();
    await expect(page).toHaveURL(at('localhost', root.landing));
    await expect(page.getByRole('button', { name: `Account menu for ${root.name}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Agency List' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Agencies' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Viewing as/ })).toHaveCount(0);
    expect(await originalUser(page)).toBeNull();
    expect(JSON.parse((await storedSession(page)).userData ?? '{}')).toMatchObject({ email: 'root@demo.test', isViewMode: false });
  });

  test('switching into a client from an expanded agency row, then back', async ({ page }) => {
    const root = demoUser('root@demo.test');
    await signIn(page, root);
    await page.getByRole('textbox', { name: 'Search' }).fill('Acme');
    const agencies = page.getByRole('table', { name: 'Agencies' });
    await expect(agencies.getByRole('row').nth(1)).toContainText('Acme Agency');
    await expect(agencies.getByRole('row')).toHaveCount(2);
    await agencies.getByRole('button', { name: 'Show clients of Acme Agency' }).click();
    await page.getByRole('table', { name: 'Clients of Acme Agency' }).getByRole('button', { name: 'Switch user to Bob Baker' }).click();
    await expect(page).toHaveURL(at('localhost', '/siteid/dashboard'));
    await expect(page.getByRole('button', { name: 'Account menu for Bob Baker' })).toBeVisible();
    await page.getByRole('button', { name: 'Viewing as Bob Baker. Switch back to Rita Root' }).click();
    await expect(page).toHaveURL(at('localhost', root.landing));
  });
});
