import { expect, test, type Page } from '@playwright/test';
import { freshAgency } from '../support/e2e-agency';
import { seriousViolations } from '../support/e2e-axe';
import { at, demoUser, signIn } from '../support/e2e-demo';

// Sign-ups, the card and Stripe's onboarding pages: slow on two busy cores.
test.slow();

const BANNER = 'Action Required: Update your Stripe connected account';

/** Answers the gateway's onboarding page, once it shows, by its button's exact name (a name only containing it could be another page's). */
async function finishOnboarding(page: Page, button: 'Complete' | 'Leave pending') {
  await expect(page.getByRole('heading', { name: 'Set up your payouts account' })).toBeVisible();
  await page.getByRole('button', { name: button, exact: true }).click();
}

test.describe('Profile Setup: an agency sets up and connects its Stripe account', () => {
  test('walks profile, business address, card and Stripe to the end; the banner is gone', async ({ page, request }) => {
    const agency = await freshAgency(request);
    await page.goto(at(agency.host, '/login'));
    await page.getByRole('textbox', { name: 'Email' }).fill(agency.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(agency.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(at(agency.host, '/user/profile-setup'));
    const wizard = page.getByRole('group', { name: 'Profile Setup' });
    await expect(wizard.getByRole('progressbar', { name: 'Profile Setup progress' })).toHaveAttribute('aria-valuenow', '25');
    expect(await seriousViolations(page)).toEqual([]);

    // Step 1 came filled in from the invitation; step 2 asks for the address first.
    await wizard.getByRole('button', { name: 'Next' }).click();
    await expect(wizard.getByRole('textbox', { name: 'Address' })).toBeVisible();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await expect(wizard.getByText('Address is required')).toBeVisible();
    await wizard.getByRole('textbox', { name: 'Address' }).fill('5 Market St');
    await wizard.getByRole('textbox', { name: 'City' }).fill('Chicago');
    await wizard.getByRole('textbox', { name: 'State / province' }).fill('IL');
    await wizard.getByRole('textbox', { name: 'Zip' }).fill('60601');
    await wizard.getByRole('combobox', { name: 'Country', exact: true }).fill('United States');
    await page.getByRole('option', { name: 'United States', exact: true }).click();
    await wizard.getByRole('button', { name: 'Next' }).click();

    // Payment setup: Next is refused until a card is saved.
    await expect(wizard.getByRole('textbox', { name: 'Card number' })).toBeVisible();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await expect(wizard.getByText('Save a card to continue.')).toBeVisible();
    await wizard.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
    await wizard.getByRole('textbox', { name: 'Expiry' }).fill('12 / 34');
    await wizard.getByRole('textbox', { name: 'CVC' }).fill('123');
    await wizard.getByRole('textbox', { name: 'Name on card' }).fill('Paula Payer');
    await wizard.getByRole('button', { name: 'Save card' }).click();
    await expect(wizard.getByTestId('current-card')).toHaveText('•••• 4242');
    await wizard.getByRole('button', { name: 'Next' }).click();

    // Connect: Stripe's onboarding (the local gateway's page), and back to the same step.
    await expect(wizard.getByTestId('connect-status')).toHaveText('Not connected');
    await expect(wizard.getByText('You need to connect your Stripe account prior to adding any clients.')).toBeVisible();
    await wizard.getByRole('button', { name: 'Connect your Stripe account' }).click();
    // Left part-way: the account exists with charges and payouts off, so the banner asks for action.
    await finishOnboarding(page, 'Leave pending');
    await expect(page).toHaveURL(at(agency.host, '/user/profile-setup'));
    await expect(wizard.getByTestId('connect-status')).toHaveText('Pending');
    await expect(wizard.getByText('Please continue complete the form to connect your account.')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: BANNER })).toBeVisible();
    await wizard.getByRole('button', { name: 'Continue on Stripe' }).click();
    await finishOnboarding(page, 'Complete');
    await expect(page).toHaveURL(at(agency.host, '/user/profile-setup'));
    await expect(wizard.getByTestId('connect-status')).toHaveText('Connected');
    await expect(page.getByText(BANNER)).toHaveCount(0);
    await expect(wizard.getByRole('progressbar', { name: 'Profile Setup progress' })).toHaveAttribute('aria-valuenow', '100');

    await wizard.getByRole('button', { name: 'Go To General Settings' }).click();
    await expect(page).toHaveURL(at(agency.host, '/configuration/general-setting'));
    await expect(page.getByText(BANNER)).toHaveCount(0);
    // Set up now: a visitor route sends the agency on to its Dashboard, not back to Profile Setup.
    await page.goto(at(agency.host, '/login'));
    await expect(page).not.toHaveURL(/profile-setup|login/);
  });
});

test.describe('Sales Connect Account', () => {
  test('a sales user connects the account commissions are paid to', async ({ page }) => {
    await signIn(page, demoUser('sales@demo.test'));
    await expect(page).toHaveURL(at('localhost', '/configuration/sales-connect-account'));
    await expect(page.getByRole('heading', { name: 'Sales Connect Account' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await expect(page.getByTestId('connect-status')).toHaveText('Not connected');
    await expect(page.getByText('You need to connect your Stripe account to activated your Sales Account.')).toBeVisible();
    await page.getByRole('button', { name: 'Connect your Stripe account' }).click();
    await finishOnboarding(page, 'Complete');
    await expect(page).toHaveURL(at('localhost', '/configuration/sales-connect-account'));
    await expect(page.getByTestId('connect-status')).toHaveText('Connected');
    await expect(page.getByText('Charges and payouts are enabled on your connected account.')).toBeVisible();
  });
});
