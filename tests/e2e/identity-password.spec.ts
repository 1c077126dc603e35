import { expect, test } from '@playwright/test';
import { at } from '../support/e2e-demo';
import { fillSignIn, expectSignedIn, openAccountItem, registerClient, signInFresh, signOut, waitForMail } from '../support/e2e-accounts';

const FORGOT_ANSWER = 'If an account exists for that e-mail, we have sent a link to reset the password.';

/** The reset link of a mail, on the host it was asked for. */
const linkIn = (text: string) => /(http:\/\/\S+\/set-new-password\/\S+)/.exec(text)?.[1] ?? '';

// The flows sign up, sign in and out and read mail: on two busy cores, more than 30 seconds.
test.slow();

test.describe('Forgot password', () => {
  test('a user asks for a link, sets a new password with it and signs in; the used link is refused', async ({ page, request }) => {
    const account = await registerClient(request, 'fp');
    await page.goto(at(account.host, '/login'));
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(at(account.host, '/login?forgot=1'));
    await page.getByRole('textbox', { name: 'Email' }).fill(account.email.toUpperCase());
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(FORGOT_ANSWER)).toBeVisible();

    const mail = await waitForMail(request, account.email, 'Reset your Globex Agency password');
    const link = linkIn(mail.text);
    expect(link.startsWith(at(account.host, '/set-new-password/'))).toBe(true);

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    // The policy is core's: at least 12 characters, and the confirmation must match.
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('too short');
    await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('something else');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Use at least 12 characters.')).toBeVisible();
    await expect(page.getByText('The password and its confirmation do not match.')).toBeVisible();

    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('A reset passphrase 77');
    await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('A reset passphrase 77');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Your password has been reset. Please sign in with the new password.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to sign in' }).click();
    await expect(page).toHaveURL(at(account.host, '/login'));

    await fillSignIn(page, account, 'A reset passphrase 77');
    await expectSignedIn(page, account);
    await signOut(page, account.name, account.host);

    await page.goto(link);
    await expect(page).toHaveURL(at(account.host, '/reset-password-invalid?reason=used'));
    await expect(page.getByRole('heading', { name: 'This link has already been used' })).toBeVisible();
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await expect(page).toHaveURL(at(account.host, '/login?forgot=1'));
    await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
  });
});

test.describe('A reset link that cannot be used', () => {
  test('a tampered link lands on the invalid page with the reason invalid', async ({ page, request }) => {
    const account = await registerClient(request, 'fp-tamper');
    await request.post(at('localhost', '/api/forgetpass'), { data: { email: account.email, domainName: account.host } });
    const link = linkIn((await waitForMail(request, account.email, 'Reset your Globex Agency password')).text);
    const tampered = link.replace(/\/set-new-password\/([^?]+)/, (_m, token: string) => `/set-new-password/${token.slice(0, -2)}xx`);

    await page.goto(tampered);
    await expect(page).toHaveURL(at(account.host, '/reset-password-invalid?reason=invalid'));
    await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
  });
});

test.describe('Change Password', () => {
  test('a wrong current password is refused with the spec’s words; the right one changes it and the popup closes by itself', async ({ page, request }) => {
    const account = await registerClient(request, 'cp');
    await signInFresh(page, account);

    await openAccountItem(page, account.name, 'Change Password');
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await dialog.getByRole('textbox', { name: 'Current password', exact: true }).fill('not my password');
    await dialog.getByRole('textbox', { name: 'New password', exact: true }).fill('A brand new passphrase');
    await dialog.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('A brand new passphrase');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('* Sorry, your current password invalid')).toBeVisible();

    await dialog.getByRole('textbox', { name: 'Current password', exact: true }).fill(account.password);
    const saving = page.waitForResponse('**/api/user/resetpassword');
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await saving).status()).toBe(200);
    const popup = page.getByRole('dialog', { name: 'Password changed' });
    await expect(popup).toBeVisible();
    await expect(dialog).toHaveCount(0);
    // Nobody clicks: it closes after 2 seconds.
    await expect(popup).toHaveCount(0, { timeout: 5000 });

    // This session stays; the new password is the one that signs in.
    await page.reload();
    await expectSignedIn(page, account);
    await signOut(page, account.name, account.host);
    await fillSignIn(page, account, 'A brand new passphrase');
    await expectSignedIn(page, account);
  });
});
