import { expect, test } from '@playwright/test';
import { accountMenuButton, demoUser, signIn } from '../support/e2e-demo';

test.describe('Developer API key', () => {
  // Sign-in, the agreement, a rotation and the dialog's queries: on a loaded 2-core machine this took 28 s.
  test.slow();

  test("Acme's owner agrees, generates a key, sees its secret once, and finds the documentation link", async ({ page }) => {
    const user = demoUser('agency@demo.test');
    await signIn(page, user);
    await accountMenuButton(page, user).click();
    await page.getByRole('menuitem', { name: 'Developer' }).click();
    const dialog = page.getByRole('dialog', { name: 'API KEY' });

    // The agreement comes first, and must be ticked.
    await expect(dialog.getByRole('heading', { name: 'Marketing Services Agreement for Developer API' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Agree' }).click();
    await expect(dialog.getByText('Please click agree before you continue')).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'I agree to the Marketing Services Agreement for Developer API' }).check();
    await dialog.getByRole('button', { name: 'Agree' }).click();

    // Acme already holds a key (its administrator's): its secret shows masked; Generate asks first.
    const secret = dialog.getByTestId('api-secret');
    await expect(dialog.getByRole('textbox', { name: 'Client ID' })).toHaveValue(/^ck_[0-9a-f]{32}$/);
    await dialog.getByRole('button', { name: 'Show secret key' }).click();
    await expect(secret).toHaveText(/^sk_….{4}$/);
    await dialog.getByRole('button', { name: 'Generate' }).click();
    await dialog.getByRole('button', { name: 'Yes, generate' }).click();
    await expect(dialog.getByText('Copy the secret key now: it will not be shown again.')).toBeVisible();
    await expect(secret).toHaveText(/^sk_[A-Za-z0-9_-]{43}$/);
    await dialog.getByRole('button', { name: 'Hide secret key' }).click();
    await expect(secret).not.toHaveText(/^sk_/);

    await expect(dialog.getByRole('textbox', { name: 'API endpoint URL' })).toHaveValue(/\/api\/v1\/public$/);
    const docs = dialog.getByRole('link', { name: /API documentation/ });
    await expect(docs).toHaveAttribute('href', '/api/v1/docs');
    await expect(docs).toHaveAttribute('target', '_blank');
  });
});
