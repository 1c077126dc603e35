import { expect, test } from '@playwright/test';
import { at, demoUser, sidebar, signIn } from '../support/e2e-demo';

const NOT_FOUND = "The page you are looking for doesn't exist or has been moved.";

/** Addresses each demo user may not open (docs/product.md, Menus and pages), typed by hand. */
const FORBIDDEN: { email: string; paths: string[] }[] = [
  { email: 'root@demo.test', paths: ['/configuration/sales-connect-account', '/banner/create', '/campaign-setup'] },
  { email: 'sales@demo.test', paths: ['/configuration/general-setting', '/configuration/sales-account-list', '/user/profile', '/integrations'] },
  {
    email: 'agency@demo.test',
    paths: ['/configuration/agency-list', '/configuration/sales-account-list', '/configuration/opt-out-list', '/configuration/report-analytics', '/siteid/leads-management'],
  },
  { email: 'admin@demo.test', paths: ['/integrations', '/configuration/agency-list', '/configuration/sales-connect-account'] },
  { email: 'client@demo.test', paths: ['/configuration/client-management', '/configuration/general-setting', '/banner/list', '/campaign', '/user/questionnaire', '/download-auth/abc'] },
  { email: 'globex@demo.test', paths: ['/configuration/agency-list', '/searchid/leads-management', '/nosuchmodule/dashboard'] },
  { email: 'client2@demo.test', paths: ['/configuration/administrator-list', '/Audience'] },
];

test.describe('A page the user may not use shows the 404 page, even typed by hand', () => {
  for (const { email, paths } of FORBIDDEN) {
    const user = demoUser(email);
    test(`${user.who}: ${paths.join(', ')}`, async ({ page }) => {
      await signIn(page, user);
      for (const path of paths) {
        await page.goto(at(user.host, path));
        await expect(page.getByText(NOT_FOUND), path).toBeVisible();
        await expect(page, path).toHaveURL(at(user.host, path));
        // Inside the frame: the user's own menu is still there to go elsewhere.
        await expect(sidebar(page)).toBeVisible();
      }
    });
  }
});

test.describe('The configuration area sends people where the spec says', () => {
  test('/configuration opens Client Management for an agency', async ({ page }) => {
    const user = demoUser('agency@demo.test');
    await signIn(page, user, '/configuration');
    await expect(page).toHaveURL(at(user.host, '/configuration/client-management'));
  });

  test('Client Management sends the platform owner to the Agency List', async ({ page }) => {
    const user = demoUser('root@demo.test');
    await signIn(page, user, '/configuration/client-management');
    await expect(page).toHaveURL(at(user.host, '/configuration/agency-list'));
  });

  test('/user opens the Profile', async ({ page }) => {
    const user = demoUser('client@demo.test');
    await signIn(page, user, '/user');
    await expect(page).toHaveURL(at(user.host, '/user/profile'));
  });
});
