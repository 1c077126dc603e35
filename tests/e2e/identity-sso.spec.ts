import { expect, test } from '@playwright/test';
import { at, DEMO_PASSWORD, demoUser, signIn, storedSession } from '../support/e2e-demo';

test.describe('Single sign-on from another site', () => {

  test('an accepted token replaces the stored user and lands the new one on their page', async ({ page, request }) => {
    // Tokens are issued server-side (tests/api/identity/sso.test.ts covers that); here the answer
    // carries a real session of Acme's client, as the validation would.
    const login = await request.post(at('localhost', '/api/login'), {
      data: { username: 'client@demo.test', password: DEMO_PASSWORD, domainName: 'acme.localhost' },
    });
    const tokens = (await login.json()) as Record<string, unknown>;
    const agency = demoUser('agency@demo.test');
    await signIn(page, agency);
    const stored = JSON.parse((await storedSession(page)).userData ?? '{}') as { id: string };

    let sent: Record<string, unknown> = {};
    await page.route('**/api/v1/developer/sso/validation', async (route) => {
      sent = route.request().postDataJSON() as Record<string, unknown>;
      await route.fulfill({ json: { ...tokens, status: 'success', message: 'Access Token Valid', action: 'replace_user' } });
    });
    await page.goto(at('acme.localhost', '/sso?token=hand-off-token'));
    await expect(page).toHaveURL(at('acme.localhost', demoUser('client@demo.test').landing));
    await expect(page.getByRole('button', { name: 'Account menu for Bob Baker' })).toBeVisible();
    expect(sent).toEqual({ subdomain: 'acme.localhost', token: 'hand-off-token', currentUserID: stored.id });
    expect(JSON.parse((await storedSession(page)).userData ?? '{}')).toMatchObject({ email: 'client@demo.test' });
  });
});
