import { expect, test } from '@playwright/test';
import { at, demoUser, signIn } from '../support/e2e-demo';

test.describe('Sidebar groups', () => {
  test('a module opens to its Dashboard and Campaign Management, and the current page is marked', async ({ page }) => {
    const user = demoUser('agency@demo.test');
    await signIn(page, user);
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    const searchId = nav.getByRole('button', { name: 'Search ID' });
    await expect(searchId).toHaveAttribute('aria-expanded', 'false');
    await searchId.click();
    await expect(searchId).toHaveAttribute('aria-expanded', 'true');
    // Site ID's group is open too (its dashboard is the landing page), so the link is found by its key.
    const searchCampaigns = nav.locator('[data-menu-key="locator-campaigns"]');
    await expect(searchCampaigns).toHaveAccessibleName('Campaign Management');
    await searchCampaigns.click();
    await expect(page).toHaveURL(at(user.host, '/searchid/campaign-management'));
    await expect(searchCampaigns).toHaveAttribute('aria-current', 'page');
  });

  test('Ads Design and Campaign open onto their pages', async ({ page }) => {
    // An agency whose account is connected: Globex's is pending, so it has General Settings only.
    const user = demoUser('agency@demo.test');
    await signIn(page, user);
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await nav.getByRole('button', { name: 'Campaign' }).click();
    await expect(nav.getByRole('link')).toContainText(['Dashboard', 'Create Campaign', 'Campaign Audience List', 'Clients']);
    await nav.getByRole('link', { name: 'Campaign Audience List' }).click();
    await expect(page).toHaveURL(at(user.host, '/Audience'));
    await expect(page.getByRole('heading', { level: 1, name: 'Campaign Audience List' })).toBeVisible();
  });
});
