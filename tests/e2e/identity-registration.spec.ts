import { expect, test, type Page } from '@playwright/test';
import { at } from '../support/e2e-demo';
import { expectSignedIn, fillSignIn } from '../support/e2e-accounts';

const REGISTERED = 'Thank you for signing up. Check your e-mail for the next step.';

async function fillSignUp(page: Page, fields: { company: string; name: string; email: string; phone: string; password: string; confirm?: string }) {
  await page.getByRole('textbox', { name: 'Company name', exact: true }).fill(fields.company);
  await page.getByRole('textbox', { name: 'Full name', exact: true }).fill(fields.name);
  await page.getByRole('textbox', { name: 'Email' }).fill(fields.email);
  await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill(fields.phone);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(fields.password);
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(fields.confirm ?? fields.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
}

test.describe('Signing up as a client on an agency’s site', () => {
  // Sign-up and sign-in each hash a password (argon2): slow on two busy cores.
  test.slow();

  test('a visitor registers on acme.localhost and then signs in as the new client', async ({ page }) => {
    const email = `signup-${Date.now()}@example.test`;
    await page.goto(at('acme.localhost', '/register'));
    await expect(page.getByRole('heading', { level: 1, name: 'Acme Agency' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Country code' })).toHaveValue(/^United States/);
    await fillSignUp(page, { company: 'Fresh Bakery', name: 'Fran Fresh', email, phone: '(201) 555-0123', password: 'Correct horse 42' });
    await expect(page.getByText(REGISTERED)).toBeVisible();

    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(at('acme.localhost', '/login'));
    await fillSignIn(page, { email, password: 'Correct horse 42', host: 'acme.localhost' });
    await expectSignedIn(page, { name: 'Fran Fresh' });
  });

  test('the form says what is wrong, field by field, including what only the server knows', async ({ page }) => {
    await page.goto(at('acme.localhost', '/register'));
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Company name is required')).toBeVisible();
    await expect(page.getByText('Full name is required')).toBeVisible();
    await expect(page.getByText('Phone number is required')).toBeVisible();
    await expect(page.getByText('Use at least 12 characters.')).toBeVisible();

    const answer = page.waitForResponse('**/api/register');
    await fillSignUp(page, { company: 'Bad Phone Co', name: 'Pat Phone', email: `badphone-${Date.now()}@example.test`, phone: '12', password: 'Correct horse 42' });
    expect((await answer).status()).toBe(422);
    await expect(page.getByText('Please enter valid phone number')).toBeVisible();
    await expect(page.getByText(REGISTERED)).toHaveCount(0);
  });

  test('a client cannot sign up on the platform’s own site', async ({ page }) => {
    await page.goto(at('localhost', '/register'));
    await fillSignUp(page, { company: 'Wrong Place', name: 'Wanda Wrong', email: `wrong-${Date.now()}@example.test`, phone: '2015550123', password: 'Correct horse 42' });
    await expect(page.getByRole('alert')).toContainText('Clients sign up on their agency’s site.');
  });
});

test.describe('Signing up as an agency', () => {
  test('the agency form names the referring agency and sends the referral code of its link', async ({ page }) => {
    // The link's code as the platform's check answers it for a known code (tests/api/referral covers the check itself).
    await page.route('**/api/referral/check/REF123**', (route) => route.fulfill({ json: { valid: true, agencyName: 'Acme Agency' } }));
    await page.goto(at('localhost', '/agency-register/REF123'));
    await expect(page.getByRole('heading', { name: 'Register your agency' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Referred by Acme Agency.' })).toBeVisible();
    // Only the request is looked at: a new agency would change the Agency List other tests read.
    let sent: Record<string, unknown> = {};
    await page.route('**/api/register', async (route) => {
      sent = route.request().postDataJSON() as Record<string, unknown>;
      await route.fulfill({ json: { result: 'success', message: 'Thank you for signing up. Check your e-mail for the next step.' } });
    });
    await fillSignUp(page, { company: 'Zeta Marketing', name: 'Zed Zeta', email: 'ZED@Example.test', phone: '2015550123', password: 'Correct horse 42' });
    await expect(page.getByText(REGISTERED)).toBeVisible();
    expect(sent).toMatchObject({
      companyname: 'Zeta Marketing',
      email: 'zed@example.test',
      userType: 'userdownline',
      domainName: 'localhost',
      refcode: 'REF123',
      phone_country_code: 'US',
    });
  });
});
