import { expect, test, type Page } from '@playwright/test';
import { totpCode } from '@platform/core';
import { at } from '../support/e2e-demo';
import { codeIn, fillSignIn, expectSignedIn, mailTo, openAccountItem, registerClient, signInFresh, signOut, waitForMail, type Account } from '../support/e2e-accounts';

const codeField = (page: Page) => page.getByRole('textbox', { name: '6-digit code' });

// Each test signs up, signs in several times (argon2 on every password) and walks dialogs: on two
// busy cores that takes longer than the default 30 seconds.
test.slow();

/** Opens Two Factor Authentication, picks a method and saves with the current password. */
async function chooseMethod(page: Page, account: Account, method: 'Email' | 'Google Authenticator') {
  await openAccountItem(page, account.name, 'Two Factor Authentication');
  const dialog = page.getByRole('dialog', { name: 'Two Factor Authentication' });
  await expect(dialog.getByText('Two-factor authentication is off.')).toBeVisible();
  await dialog.getByRole('button', { name: new RegExp(`^${method}`) }).click();
  await expect(dialog.getByRole('button', { name: new RegExp(`^${method}`) })).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('textbox', { name: 'Current password', exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: method === 'Email' ? 'Save' : 'Continue' }).click();
  return dialog;
}

test.describe('Signing in with Google Authenticator', () => {
  test('a user turns it on with a code from the app, and then signs in with a fresh code', async ({ page, request }) => {
    const account = await registerClient(request, 'tfa-google');
    await signInFresh(page, account);

    const methods = await chooseMethod(page, account, 'Google Authenticator');
    const setup = page.getByRole('dialog', { name: 'Google Authenticator' });
    await expect(setup).toBeVisible();
    await expect(methods).toHaveCount(0);
    await expect(setup.getByRole('img', { name: 'QR code for Google Authenticator' })).toBeVisible();
    const secret = (await setup.getByTestId('tfa-secret').innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    // A wrong code leaves it off and says so on the field.
    const enableCode = totpCode(secret, Date.now());
    await codeField(page).fill(enableCode === '000000' ? '111111' : '000000');
    await setup.getByRole('button', { name: 'Save' }).click();
    await expect(setup.getByText('The code is not valid.')).toBeVisible();

    await codeField(page).fill(totpCode(secret, Date.now()));
    await setup.getByRole('button', { name: 'Save' }).click();
    await expect(setup).toHaveCount(0);
    await expect(page.getByText('Two-factor authentication settings saved.')).toBeVisible();

    await signOut(page, account.name, account.host);
    await fillSignIn(page, account);
    await expect(page.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend code' })).toHaveCount(0);
    // The code used to turn it on is spent; the next time step's code signs in.
    await codeField(page).fill(totpCode(secret, Date.now() + 30_000));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectSignedIn(page, account);

    await openAccountItem(page, account.name, 'Two Factor Authentication');
    const dialog = page.getByRole('dialog', { name: 'Two Factor Authentication' });
    await expect(dialog.getByText('Two-factor authentication is on: Google Authenticator.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^Google Authenticator/ })).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('Signing in with a code sent by e-mail', () => {
  test('a user turns it on, signs in with the e-mailed code, cannot ask for another at once, and turns it off', async ({ page, request }) => {
    const account = await registerClient(request, 'tfa-mail');
    await signInFresh(page, account);

    const dialog = await chooseMethod(page, account, 'Email');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Two-factor authentication settings saved.')).toBeVisible();

    await signOut(page, account.name, account.host);
    const before = (await mailTo(request, account.email)).filter((m) => m.subject.endsWith('sign-in code')).length;
    await fillSignIn(page, account);
    await expect(page.getByText('We sent a 6-digit code to your e-mail.')).toBeVisible();
    const mail = await waitForMail(request, account.email, 'Your Globex Agency sign-in code', before + 1);
    const code = codeIn(mail.text);
    expect(code).toMatch(/^\d{6}$/);

    await page.getByRole('button', { name: 'Resend code' }).click();
    await expect(page.getByText('Please wait a moment before asking for another code.')).toBeVisible();

    await codeField(page).fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('The code is not valid.')).toBeVisible();

    await codeField(page).fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectSignedIn(page, account);

    // Clicking the method that is on turns it off.
    await openAccountItem(page, account.name, 'Two Factor Authentication');
    const settings = page.getByRole('dialog', { name: 'Two Factor Authentication' });
    await expect(settings.getByText('Two-factor authentication is on: codes by e-mail.')).toBeVisible();
    await settings.getByRole('button', { name: /^Email/ }).click();
    await expect(settings.getByRole('button', { name: /^Email/ })).toHaveAttribute('aria-pressed', 'false');
    await settings.getByRole('textbox', { name: 'Current password', exact: true }).fill(account.password);
    await settings.getByRole('button', { name: 'Save' }).click();
    await expect(settings).toHaveCount(0);

    await signOut(page, account.name, account.host);
    await fillSignIn(page, account);
    await expectSignedIn(page, account);
  });

  test('five wrong codes end the step: the user is back at the password with the message', async ({ page, request }) => {
    const account = await registerClient(request, 'tfa-lock');
    await signInFresh(page, account);
    await chooseMethod(page, account, 'Email');
    await expect(page.getByText('Two-factor authentication settings saved.')).toBeVisible();
    await signOut(page, account.name, account.host);

    await fillSignIn(page, account);
    const mail = await waitForMail(request, account.email, 'Your Globex Agency sign-in code');
    const wrong = codeIn(mail.text) === '123456' ? '654321' : '123456';
    for (let i = 0; i < 4; i += 1) {
      await codeField(page).fill(wrong);
      const answer = page.waitForResponse('**/api/verifylogin');
      await page.getByRole('button', { name: 'Verify' }).click();
      expect((await answer).status()).toBe(422);
    }
    await codeField(page).fill(wrong);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Too many wrong codes. Please sign in again.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Password' })).toBeVisible();
    await expect(codeField(page)).toHaveCount(0);
  });
});

test.describe('Too many failed sign-ins', () => {
  test('after five wrong passwords the sign-in page says to wait 15 minutes', async ({ page, request }) => {
    const account = await registerClient(request, 'bf');
    await page.goto(at(account.host, '/login'));
    for (let i = 0; i < 5; i += 1) {
      await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
      await page.getByRole('textbox', { name: 'Password' }).fill(`wrong password ${i}`);
      const answer = page.waitForResponse('**/api/login');
      await page.getByRole('button', { name: 'Sign in' }).click();
      expect((await answer).status()).toBe(401);
    }
    await page.getByRole('textbox', { name: 'Password' }).fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('Too many failed sign-in attempts. Please wait 15 minutes and try again.');
    await expect(page).toHaveURL(at(account.host, '/login'));
  });
});
