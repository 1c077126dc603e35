import { expect, test, type Page } from '@playwright/test';
import { auth } from '../support/e2e-api';
import { freshAgency } from '../support/e2e-agency';
import { at } from '../support/e2e-demo';

test.slow();

async function saveCard(page: Page, number: string, button: string) {
  await page.getByRole('textbox', { name: 'Card number' }).fill(number);
  await page.getByRole('textbox', { name: 'Expiry' }).fill('12 / 34');
  await page.getByRole('textbox', { name: 'CVC' }).fill('123');
  await page.getByRole('textbox', { name: 'Name on card' }).fill('Paula Payer');
  await page.getByRole('button', { name: button }).click();
}

test.describe('Card Setting: a failed payment and "Retry payment"', () => {
  test('the onboarding fee fails on a card that cannot be charged; a new card and Retry payment settle it', async ({ page, request }) => {
    const agency = await freshAgency(request, 'retry');
    // The platform owner sets this agency's onboarding fee: charged when its card is saved.
    const fee = await request.put(at('localhost', '/api/configuration/onboarding/set'), { headers: auth(agency.root), data: { CompanyID: agency.companyId, amount: '150', enable_coupon: 'F' } });
    expect(fee.status(), await fee.text()).toBe(200);

    await page.goto(at(agency.host, '/login'));
    await page.getByRole('textbox', { name: 'Email' }).fill(agency.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(agency.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(at(agency.host, '/user/profile-setup'));
    await page.goto(at(agency.host, '/user/card-setting'));

    // 4000 0000 0000 0341 is saved, but every charge to it fails.
    await saveCard(page, '4000 0000 0000 0341', 'Save card');
    const failed = page.getByRole('alert').filter({ hasText: 'Your last payment failed' });
    await expect(failed).toBeVisible();
    await expect(failed).toContainText('$150.00');
    await expect(page.getByTestId('current-card')).toHaveText('•••• 0341');

    await page.getByRole('button', { name: 'Replace card' }).click();
    await saveCard(page, '4242 4242 4242 4242', 'Save new card');
    await expect(page.getByTestId('current-card')).toHaveText('•••• 4242');
    await failed.getByRole('button', { name: 'Retry payment' }).click();
    await expect(page.getByText('Your payment has been processed.')).toBeVisible();
    await expect(failed).toHaveCount(0);
  });
});
