import { expect, test } from '@playwright/test';
import { demoUser, signIn } from '../support/e2e-demo';
import { campaignRow as row, campaignRowAction as rowAction, createBakeryCampaignInWizard } from '../support/e2e-campaigns';

test.describe('Campaign management (Site ID)', () => {
  test("an agency creates a Site ID campaign for Bob's Bakery and sees it in the table, then pauses and resumes it", async ({ page }) => {
    const user = demoUser('agency@demo.test');
    const name = `Bakery visitors ${Date.now()}`;
    await signIn(page, user, '/siteid/campaign-management');
    await expect(page.getByRole('heading', { level: 1, name: 'Site ID Campaigns' })).toBeVisible();

    await page.getByRole('button', { name: 'Create Campaign' }).click();
    const wizard = page.getByRole('dialog', { name: 'Create Site ID campaign' });
    // Next is refused until the step's fields pass core's schema.
    await wizard.getByRole('button', { name: 'Next' }).click();
    await expect(wizard.getByText('Campaign name is required')).toBeVisible();
    await expect(wizard.getByText('Choose a client.')).toBeVisible();
    await createBakeryCampaignInWizard(page, wizard, name);

    await page.getByRole('textbox', { name: 'Search campaigns' }).fill(name);
    await expect(row(page, name)).toContainText("Bob's Bakery");
    await expect(row(page, name)).toContainText('Running');

    await rowAction(page, name, 'Embed code');
    const embed = page.getByRole('dialog', { name: `Embed code · ${name}` });
    await expect(embed.getByLabel('Embed code', { exact: true })).toContainText('/api/pixel/');
    await embed.getByRole('button', { name: 'Close' }).click();

    await rowAction(page, name, 'Pause');
    const pause = page.getByRole('dialog', { name: 'Pause campaign' });
    await expect(pause).toContainText(name);
    await pause.getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByText('The campaign is paused.')).toBeVisible();
    await expect(row(page, name)).toContainText('Paused');

    await rowAction(page, name, 'Resume');
    await page.getByRole('dialog', { name: 'Resume campaign' }).getByRole('button', { name: 'Resume' }).click();
    await expect(row(page, name)).toContainText('Running');
  });
});
