import { expect, test, type Page } from '@playwright/test';
import { registerClient, signInFresh } from '../support/e2e-accounts';
import { seriousViolations } from '../support/e2e-axe';
import { at } from '../support/e2e-demo';

// Each test signs a fresh client up and talks to the local gateway: slow on two busy cores.
test.slow();

async function fillCard(page: Page, number: string, name = 'Card Holder') {
  await page.getByRole('textbox', { name: 'Card number' }).fill(number);
  await page.getByRole('textbox', { name: 'Expiry' }).fill('12 / 34');
  await page.getByRole('textbox', { name: 'CVC' }).fill('123');
  await page.getByRole('textbox', { name: 'Name on card' }).fill(name);
  await page.getByRole('button', { name: 'Save card' }).click();
}

/**
 * The gateway's 3D Secure page answered as the cardholder chooses. Its heading first: until the
 * browser is there, the card page is showing, and a role name matches as a case-insensitive part of
 * a name, so "Fail" alone also names the account menu of the "authfail" client ("Account menu for
 * authfail Person 1"), which was clicked instead while the card was still being checked.
 */
async function answerAuthentication(page: Page, answer: 'Complete' | 'Fail') {
  await expect(page.getByRole('heading', { name: '3D Secure authentication' })).toBeVisible();
  await page.getByRole('button', { name: answer, exact: true }).click();
}

async function openCardSetting(page: Page, prefix: string, request: Parameters<typeof registerClient>[0]) {
  const account = await registerClient(request, prefix);
  await signInFresh(page, account);
  await page.goto(at(account.host, '/user/card-setting'));
  await expect(page.getByRole('heading', { name: 'Card Setting' })).toBeVisible();
  await expect(page.getByText('No card saved yet.')).toBeVisible();
  return account;
}

test.describe('Card Setting: a client saves a card', () => {
  test('a 4242 card is saved and shown as •••• 4242', async ({ page, request }) => {
    await openCardSetting(page, 'card', request);
    expect(await seriousViolations(page)).toEqual([]);
    await fillCard(page, '4242 4242 4242 4242');
    await expect(page.getByTestId('current-card')).toHaveText('•••• 4242');
    await page.reload();
    await expect(page.getByTestId('current-card')).toHaveText('•••• 4242');
    await expect(page.getByRole('button', { name: 'Replace card' })).toBeVisible();
  });

  test('a declined card shows the gateway’s message and saves nothing', async ({ page, request }) => {
    await openCardSetting(page, 'decl', request);
    await fillCard(page, '4000 0000 0000 0002');
    await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
    await page.reload();
    await expect(page.getByText('No card saved yet.')).toBeVisible();
  });

  test('a card that needs authentication (3155) is saved after the authentication page', async ({ page, request }) => {
    const account = await openCardSetting(page, 'auth', request);
    await fillCard(page, '4000 0025 0000 3155');
    await answerAuthentication(page, 'Complete');
    await expect(page).toHaveURL(at(account.host, '/user/card-setting'));
    await expect(page.getByTestId('current-card')).toHaveText('•••• 3155');
  });

  test('a failed authentication saves nothing and says so', async ({ page, request }) => {
    const account = await openCardSetting(page, 'authfail', request);
    await fillCard(page, '4000 0025 0000 3155');
    await answerAuthentication(page, 'Fail');
    await expect(page).toHaveURL(at(account.host, '/user/card-setting'));
    await expect(page.getByRole('alert').filter({ hasText: 'The card was not saved' })).toBeVisible();
    await expect(page.getByText('No card saved yet.')).toBeVisible();
  });
});
