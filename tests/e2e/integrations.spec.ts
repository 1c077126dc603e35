import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/e2e-axe';
import { at, demoUser, signIn } from '../support/e2e-demo';

test.describe('Integrations', () => {
  test('a client connects the webhook integration to the local receiver, sends a test, and sees it delivered', async ({ page }) => {
    // A real delivery and an axe pass on a shared machine: more than the default 30 s.
    test.setTimeout(90_000);
    const user = demoUser('client@demo.test');
    await signIn(page, user, '/integrations');
    await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'SendGrid' })).toBeVisible();

    // The demo may already hold a webhook for Bob's Bakery: then the card adds another endpoint.
    const webhooks = page.getByRole('region', { name: 'Webhook' });
    await webhooks.getByRole('link', { name: /^(Connect Webhook|Add webhook endpoint)$/ }).click();
    await expect(page).toHaveURL(/\/integrations\/new\?type=webhook$/);

    // The platform's own receiver, on the name the server reaches it by (Node does not resolve *.localhost).
    const name = `e2e-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const url = at('localhost', `/_local/webhook-receiver/${name}`);
    const endpoint = page.getByRole('textbox', { name: /Endpoint URL/ });
    await endpoint.fill('not a url');
    await page.getByRole('button', { name: 'Save endpoint' }).click();
    await expect(page.getByText('Enter a valid URL starting with https://')).toBeVisible();
    await endpoint.fill(url);
    await page.getByRole('textbox', { name: /Name/ }).fill(name);
    await page.getByRole('button', { name: 'Save endpoint' }).click();

    await expect(page).toHaveURL(/\/integrations\/(?!new)[^/?]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Webhook' })).toBeVisible();
    await expect(page.getByTestId('webhook-secret')).toHaveText(/^whsec_[A-Za-z0-9+/=]+$/);
    await expect(page.getByRole('button', { name: 'Copy secret' })).toBeVisible();

    await page.getByRole('button', { name: 'Send test' }).click();
    const result = page.getByRole('region', { name: 'Send test' }).getByRole('status');
    await expect(result).toContainText('Delivered', { timeout: 20_000 });

    const log = page.getByRole('table', { name: 'Delivery log' });
    const row = log.getByRole('row').filter({ hasText: '(test)' }).first();
    await expect(row).toContainText('Delivered');
    await expect(row).toContainText(/\d+ ms/);
    await expect(row.getByRole('button', { name: /Replay/ })).toHaveCount(0);
    expect(await seriousViolations(page), 'axe: the endpoint with its secret, test result and log').toEqual([]);

    // Shown once: the page opened again does not show the secret.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Webhook' })).toBeVisible();
    await expect(page.getByTestId('webhook-secret')).toHaveCount(0);

    await page.getByRole('button', { name: 'Disconnect' }).click();
    await page.getByRole('dialog', { name: 'Disconnect Webhook?' }).getByRole('button', { name: 'Disconnect' }).click();
    await expect(page).toHaveURL(at(user.host, '/integrations'));
  });
});
