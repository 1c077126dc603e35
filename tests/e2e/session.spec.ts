import { expect, test } from '@playwright/test';
import { SESSION_ENDED_MESSAGE } from '@platform/core/contracts';
import { at, demoUser, sidebar, signInThroughApi, signInThroughForm, storeSession, storedSession } from '../support/e2e-demo';

test.describe('When the session ends', () => {
  test('a session revoked on the server shows "Session Ended" and returns to sign-in', async ({ page }) => {
    const user = demoUser('agency@demo.test');
    const session = await signInThroughApi(page.request, user.email, user.host);
    // Revoked elsewhere (as by a sign-out on another device): the access and refresh tokens die.
    // Done before the app opens: under a running page, a request of its own would meet the revoked
    // session first, and the notice would go with the page reloaded (storeSession says more).
    const logout = await page.request.post(at('localhost', '/api/logout'), { headers: { authorization: `Bearer ${session.access_token}` } });
    expect(logout.status()).toBe(200);
    await storeSession(page, user.host, session);

    await page.goto(at(user.host, user.landing));

    const notice = page.getByRole('dialog', { name: 'Session Ended' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(SESSION_ENDED_MESSAGE);
    await expect(page).toHaveURL(at(user.host, '/login'));
    expect(await storedSession(page)).toEqual({ access_token: null, refresh_token: null, userData: null });

    await notice.getByRole('button', { name: 'OK' }).click();
    await expect(notice).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('a session revoked elsewhere is noticed when the user moves to another page', async ({ page }) => {
    const user = demoUser('root@demo.test');
    await page.clock.install();
    // Signed in through the form: with the session stored before the page opened, the moved clock
    // let the page notice the revocation before the click, and this test is about the click's check.
    await signInThroughForm(page, user);
    const { access_token } = await storedSession(page);
    await page.evaluate(
      (token) => fetch('/api/logout', { method: 'POST', headers: { authorization: `Bearer ${token}` } }),
      access_token,
    );

    // The user data the shell holds is re-checked once it is a few minutes old.
    await page.clock.fastForward('05:00');
    await sidebar(page).getByRole('link', { name: 'Report Analytics' }).click();

    await expect(page.getByRole('dialog', { name: 'Session Ended' })).toBeVisible();
    await expect(page).toHaveURL(at(user.host, '/login'));
    expect(await storedSession(page)).toEqual({ access_token: null, refresh_token: null, userData: null });
  });

  test('an expired access token is renewed once and the user carries on', async ({ page }) => {
    const user = demoUser('client@demo.test');
    const before = await signInThroughApi(page.request, user.email, user.host);
    await storeSession(page, user.host, { ...before, access_token: 'expired.token.value' });
    const refreshes: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/auth/refresh-token')) refreshes.push(r.url());
    });

    await page.goto(at(user.host, user.landing));

    await expect(page).toHaveURL(at(user.host, user.landing));
    await expect(page.getByRole('heading', { level: 1, name: 'Site ID Dashboard' })).toBeVisible();
    const after = await storedSession(page);
    expect(after.access_token).not.toBe('expired.token.value');
    expect(after.refresh_token).not.toBe(before.refresh_token);
    expect(refreshes).toHaveLength(1);
    await expect(page.getByRole('dialog', { name: 'Session Ended' })).toHaveCount(0);
  });

  test('with no refresh token left, the session ends at the next call', async ({ page }) => {
    const user = demoUser('sales@demo.test');
    const { userData } = await signInThroughApi(page.request, user.email, user.host);
    // Stored before the app opens. Changed under the running landing page (as this test once did),
    // a request of that page still on its way ended the session there, and the reload that
    // followed lost the notice with the page: the test failed about once a run.
    await storeSession(page, user.host, { access_token: 'expired.token.value', userData });
    await page.goto(at(user.host, user.landing));
    await expect(page.getByRole('dialog', { name: 'Session Ended' })).toBeVisible();
    await expect(page).toHaveURL(at(user.host, '/login'));
    expect(await storedSession(page)).toEqual({ access_token: null, refresh_token: null, userData: null });
  });
});
