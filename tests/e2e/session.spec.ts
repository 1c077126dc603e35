import { expect, test } from '@playwright/test';
import { SESSION_ENDED_MESSAGE } from '@platform/core/contracts';
import { at, demoUser, sidebar, signIn, signInThroughForm, storedSession } from '../support/e2e-demo';

test.describe('When the session ends', () => {
  test('a session revoked on the server shows "Session Ended" and returns to sign-in', async ({ page }) => {
    const user = demoUser('agency@demo.test');
    await signIn(page, user);
    const { access_token } = await storedSession(page);
    expect(access_token).toBeTruthy();

    // Revoked elsewhere (as by a sign-out on another device): the access and refresh tokens die.
    const status = await page.evaluate(
      (token) => fetch('/api/logout', { method: 'POST', headers: { authorization: `Bearer ${token}` } }).then((r) => r.status),
      access_token,
    );
    expect(status).toBe(200);

    await page.reload();

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
    await signIn(page, user);
    const before = await storedSession(page);
    const refreshes: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/auth/refresh-token')) refreshes.push(r.url());
    });

    await page.evaluate(() => localStorage.setItem('access_token', 'expired.token.value'));
    await page.reload();

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
    await signIn(page, user);
    await page.evaluate(() => {
      localStorage.setItem('access_token', 'expired.token.value');
      localStorage.removeItem('refresh_token');
    });
    await page.reload();
    await expect(page.getByRole('dialog', { name: 'Session Ended' })).toBeVisible();
    await expect(page).toHaveURL(at(user.host, '/login'));
    expect(await storedSession(page)).toEqual({ access_token: null, refresh_token: null, userData: null });
  });
});
