import { expect, test } from '@playwright/test';
import { at, demoUser, sidebarEntry, signIn, submitSignIn, topLevelSidebarLabels } from '../support/e2e-demo';
import { patchSetupCheck, patchUser } from '../support/e2e-patch';

const NOT_FOUND = "The page you are looking for doesn't exist or has been moved.";

test.describe('After sign-in, a payment problem comes first', () => {
  test('a client whose payment failed is forced to Card Setting, whatever they open', async ({ page }) => {
    const user = demoUser('client@demo.test');
    await patchSetupCheck(page, (s) => ({ ...s, paymentStatusFailed: true }));
    await page.goto(at(user.host, '/login'));
    await submitSignIn(page, user.email);
    await expect(page).toHaveURL(at(user.host, '/user/card-setting'));
    await expect(page.getByRole('heading', { level: 1, name: 'Card Setting' })).toBeVisible();

    await page.goto(at(user.host, '/siteid/dashboard'));
    await expect(page).toHaveURL(at(user.host, '/user/card-setting'));
  });

  test('an agency whose payment failed goes to Card Setting, with nothing in its menu but Support', async ({ page }) => {
    const user = demoUser('agency@demo.test');
    await patchSetupCheck(page, (s) => ({ ...s, paymentStatusFailed: true }));
    await page.goto(at(user.host, '/login'));
    await submitSignIn(page, user.email);
    await expect(page).toHaveURL(at(user.host, '/user/card-setting'));
    await expect(topLevelSidebarLabels(page)).toHaveText(['Support']);
    await page.goto(at(user.host, '/configuration/client-management'));
    await expect(page).toHaveURL(at(user.host, '/user/card-setting'));
  });

  test('in view mode the agency’s failed payment is ignored', async ({ page }) => {
    const user = demoUser('agency@demo.test');
    await patchSetupCheck(page, (s) => ({ ...s, paymentStatusFailed: true }));
    await patchUser(page, { isViewMode: true });
    await signIn(page, user);
    await expect(sidebarEntry(page, 'Client Management')).toBeVisible();
  });

  test('an agency with setup incomplete goes to Profile Setup', async ({ page }) => {
    const user = demoUser('globex@demo.test');
    await patchSetupCheck(page, (s) => ({ ...s, setupcomplete: 'F' }));
    await page.goto(at(user.host, '/login'));
    await submitSignIn(page, user.email);
    await expect(page).toHaveURL(at(user.host, '/user/profile-setup'));
    await expect(page.getByRole('heading', { level: 1, name: 'Profile Setup' })).toBeVisible();
  });
});

test.describe('Where an agency lands depends on its payment account', () => {
  test('with payouts off it lands on General Settings under the Stripe "Action Required" banner', async ({ page }) => {
    const user = demoUser('agency@demo.test');
    await patchUser(page, { payouts_enabled: false });
    await page.goto(at(user.host, '/login'));
    await submitSignIn(page, user.email);
    await expect(page).toHaveURL(at(user.host, '/configuration/general-setting'));
    const banner = page.getByRole('alert').filter({ hasText: 'Action Required: Update your Stripe connected account' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Open General Settings' })).toHaveAttribute('href', '/configuration/general-setting');
  });

  test('with charges and payouts on there is no banner', async ({ page }) => {
    await signIn(page, demoUser('agency@demo.test'));
    await expect(page.getByRole('heading', { level: 1, name: 'Site ID Dashboard' })).toBeVisible();
    await expect(page.getByText('Action Required: Update your Stripe connected account')).toHaveCount(0);
  });
});

test.describe('Module areas follow the user’s modules and flags', () => {
  test('a client whose campaign adding is off is sent from campaign management to the Dashboard', async ({ page }) => {
    // Acme's client: its agency's account is connected, so it has module areas (Globex's is pending).
    const user = demoUser('client@demo.test');
    await patchUser(page, { disable_client_add_campaign: 'T' });
    await signIn(page, user, '/searchid/campaign-management');
    await expect(page).toHaveURL(at(user.host, '/searchid/dashboard'));
    await expect(sidebarEntry(page, 'Search ID')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Campaign Management' })).toHaveCount(0);
  });

  test('b2b is hidden while in beta, closed to other agencies, for a user outside the beta', async ({ page }) => {
    const user = demoUser('agency@demo.test');
    await patchSetupCheck(page, (s) => {
      const beta = s.betaFeature as { b2b_module: object; data_wallet: object };
      return { ...s, isBeta: false, betaFeature: { ...beta, b2b_module: { ...beta.b2b_module, apply_to_all_agency: false, beta_account: false } } };
    });
    await signIn(page, user);
    await expect(sidebarEntry(page, 'Enhance ID')).toBeVisible();
    await expect(sidebarEntry(page, 'B2B ID')).toHaveCount(0);
    await page.goto(at(user.host, '/b2bid/dashboard'));
    await expect(page.getByText(NOT_FOUND)).toBeVisible();
  });

  test('a beta user still has b2b when it is closed to other agencies', async ({ page }) => {
    const user = demoUser('agency@demo.test');
    await patchSetupCheck(page, (s) => {
      const beta = s.betaFeature as { b2b_module: object; data_wallet: object };
      return { ...s, isBeta: true, betaFeature: { ...beta, b2b_module: { ...beta.b2b_module, apply_to_all_agency: false, beta_account: true } } };
    });
    await signIn(page, user);
    await expect(sidebarEntry(page, 'B2B ID')).toBeVisible();
  });

  test('enhance exists only when its url and name both exist', async ({ page }) => {
    const user = demoUser('client@demo.test');
    await patchUser(page, { leadenhancename: null });
    await signIn(page, user);
    await expect(sidebarEntry(page, 'Search ID')).toBeVisible();
    await expect(sidebarEntry(page, 'Enhance ID')).toHaveCount(0);
  });

  test('leads management opens for an administrator only', async ({ page }) => {
    const admin = demoUser('admin@demo.test');
    await signIn(page, admin, '/siteid/leads-management');
    await expect(page.getByRole('heading', { level: 1, name: 'Site ID Leads Management' })).toBeVisible();
    // ...and it is never in the menu.
    await expect(page.getByRole('link', { name: /Leads Management/ })).toHaveCount(0);
  });

  test('the platform owner is sent from any module page to the Agency List', async ({ page }) => {
    const root = demoUser('root@demo.test');
    await signIn(page, root, '/b2bid/campaign-management');
    await expect(page).toHaveURL(at(root.host, '/configuration/agency-list'));
  });
});

test.describe('The payment-account notice shows once per session', () => {
  const NOTICE = 'Your agency connected Stripe account is not yet fully set up. Please contact your agency administrator.';

  test('a client whose agency account is pending is told once, and again after signing in anew', async ({ page }) => {
    const user = demoUser('client2@demo.test');
    await patchSetupCheck(page, (s) => ({ ...s, accountconnected: 'pending' }));
    await page.goto(at(user.host, '/login'));
    await submitSignIn(page, user.email);
    // Not connected: no module areas yet, so the client lands on their Profile with Integrations only.
    await expect(page).toHaveURL(at(user.host, '/user/profile'));
    await expect(topLevelSidebarLabels(page)).toHaveText(['Integrations']);
    const notice = page.getByRole('alert').filter({ hasText: NOTICE });
    await expect(notice).toBeVisible();

    await page.reload();
    await sidebarEntry(page, 'Integrations').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
    await expect(notice).toHaveCount(0);

    await page.getByRole('button', { name: `Account menu for ${user.name}` }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await submitSignIn(page, user.email);
    await expect(notice).toBeVisible();
  });
});
