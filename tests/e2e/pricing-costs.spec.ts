import { expect, test, type Locator, type Page } from '@playwright/test';
import { registerClient } from '../support/e2e-accounts';
import { at, demoUser, signIn } from '../support/e2e-demo';
import { seriousViolations } from '../support/e2e-axe';
import { apiSession, auth, childId } from '../support/e2e-api';

type Costs = { costagency: Record<string, Record<string, Record<string, string>>>; dpay: string };
/** An amount no other run has typed: so a value seen after a reload is the one this test saved. */
const amount = (base: number) => ((base * 100 + (Date.now() % 97)) / 100).toFixed(2);

/** Root's Agency List, narrowed to one agency, and that agency's Set Cost dialog opened. */
async function openSetCost(page: Page, agency: string): Promise<Locator> {
  await page.getByRole('textbox', { name: 'Search' }).fill(agency);
  const agencies = page.getByRole('table', { name: 'Agencies' });
  await expect(agencies.getByRole('row')).toHaveCount(2);
  await agencies.getByRole('button', { name: `Set cost for ${agency}` }).click();
  const dialog = page.getByRole('dialog', { name: `Set Cost for Agency: ${agency}` });
  await expect(dialog.getByRole('combobox', { name: 'Payment Term' })).toBeVisible();
  return dialog;
}

test.describe('Set Cost for Agency', () => {
  // Sign-in, two dialogs and a reload on two busy cores.
  test.slow();

  test('root sets Acme’s costs and sees them persist', async ({ page, request }) => {
    const root = await apiSession(request, 'root@demo.test');
    const acmeId = await childId(request, root, root.rootId, 'Acme Agency');
    const setup = amount(150);
    const perLead = amount(1);
    const platform = amount(300);
    const enhancePerLead = amount(6);

    await signIn(page, demoUser('root@demo.test'));
    let dialog = await openSetCost(page, 'Acme Agency');
    const term = dialog.getByRole('combobox', { name: 'Payment Term' });

    // Site ID, Weekly: the wording is the week's.
    await term.selectOption({ label: 'Weekly' });
    await dialog.getByRole('tab', { name: 'Site ID' }).click();
    await dialog.getByRole('textbox', { name: 'One time set-up fee' }).fill(setup);
    await dialog.getByRole('textbox', { name: 'Cost per lead from the weekly charge', exact: true }).fill(perLead);
    await expect(dialog.getByRole('textbox', { name: 'Advanced cost per lead from the weekly charge' })).toBeVisible();

    // One Time has no wording; Monthly reads per month.
    await term.selectOption({ label: 'One Time' });
    await expect(dialog.getByRole('textbox', { name: 'Platform fee', exact: true })).toBeVisible();
    await term.selectOption({ label: 'Monthly' });
    await dialog.getByRole('tab', { name: 'Enhance ID' }).click();
    await dialog.getByRole('textbox', { name: 'Platform fee per month' }).fill(platform);
    const enhanceField = dialog.getByRole('textbox', { name: 'Cost per lead from the monthly charge', exact: true });
    await enhanceField.fill(enhancePerLead.replace(/0$/, ''));
    // The currency is formatted on leaving the field.
    await enhanceField.blur();
    await expect(enhanceField).toHaveValue(enhancePerLead);

    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your settings have been saved.')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // The API has them, in cents behind the spec's strings, with Monthly as Acme's term.
    const saved = (await (await request.get(at('localhost', `/api/configuration/costagency/${acmeId}`), { headers: auth(root) })).json()) as Costs;
    expect(saved.dpay).toBe('Monthly');
    expect(saved.costagency.local?.Weekly).toMatchObject({ LeadspeekPlatformFee: setup, LeadspeekCostperlead: perLead });
    expect(saved.costagency.enhance?.Monthly).toMatchObject({ EnhanceMinCostMonth: platform, EnhanceCostperlead: enhancePerLead });

    await page.reload();
    dialog = await openSetCost(page, 'Acme Agency');
    await expect(dialog.getByRole('combobox', { name: 'Payment Term' })).toHaveValue('Monthly');
    await dialog.getByRole('tab', { name: 'Enhance ID' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Platform fee per month' })).toHaveValue(platform);
    await expect(dialog.getByRole('textbox', { name: 'Cost per lead from the monthly charge', exact: true })).toHaveValue(enhancePerLead);
    await dialog.getByRole('combobox', { name: 'Payment Term' }).selectOption({ label: 'Weekly' });
    await dialog.getByRole('tab', { name: 'Site ID' }).click();
    await expect(dialog.getByRole('textbox', { name: 'One time set-up fee' })).toHaveValue(setup);
    await expect(dialog.getByRole('textbox', { name: 'Cost per lead from the weekly charge', exact: true })).toHaveValue(perLead);
    // Closing without saving changes nothing (the term stays Monthly).
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('enhance and b2b cost per lead below the root’s own are refused, reset to the minimum with “*Cost Per Lead Minimum”', async ({ page, request }) => {
    // Globex, on the Prepaid term: Acme's costs and term belong to the test above.
    const root = await apiSession(request, 'root@demo.test');
    const enhanceFloor = amount(2);
    const b2bFloor = amount(3);
    const own = await request.put(at('localhost', `/api/configuration/costagency/${root.rootId}`), {
      headers: auth(root),
      data: { dpay: 'Weekly', costagency: { enhance: { Prepaid: { EnhanceCostperlead: enhanceFloor } }, b2b: { Prepaid: { B2bCostperlead: b2bFloor } } } },
    });
    expect(own.status()).toBe(200);

    await signIn(page, demoUser('root@demo.test'));
    const dialog = await openSetCost(page, 'Globex Agency');
    await dialog.getByRole('combobox', { name: 'Payment Term' }).selectOption({ label: 'Prepaid' });
    await dialog.getByRole('tab', { name: 'Enhance ID' }).click();
    await expect(dialog.getByText(`Platform cost per lead: $${enhanceFloor}`)).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Cost per lead from the monthly charge', exact: true }).fill('0.10');
    await dialog.getByRole('tab', { name: 'B2B ID' }).click();
    await dialog.getByRole('textbox', { name: 'Cost per lead from the monthly charge', exact: true }).fill('0.20');
    await dialog.getByRole('button', { name: 'Save' }).click();

    // The first refused field's tab comes forward, its value back at the root's cost.
    const enhanceField = dialog.getByRole('textbox', { name: 'Cost per lead from the monthly charge', exact: true });
    await expect(dialog.getByText(`*Cost Per Lead Minimum $${enhanceFloor}`)).toBeVisible();
    await expect(enhanceField).toHaveValue(enhanceFloor);
    await expect(enhanceField).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByRole('tab', { name: 'B2B ID' }).click();
    await expect(dialog.getByText(`*Cost Per Lead Minimum $${b2bFloor}`)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Cost per lead from the monthly charge', exact: true })).toHaveValue(b2bFloor);
    expect(await seriousViolations(page)).toEqual([]);

    // At the minimum it saves.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your settings have been saved.')).toBeVisible();
    const globexId = await childId(request, root, root.rootId, 'Globex Agency');
    const saved = (await (await request.get(at('localhost', `/api/configuration/costagency/${globexId}`), { headers: auth(root) })).json()) as Costs;
    expect(saved.costagency.enhance?.Prepaid?.EnhanceCostperlead).toBe(enhanceFloor);
    expect(saved.costagency.b2b?.Prepaid?.B2bCostperlead).toBe(b2bFloor);
  });
});

test.describe('An agency’s prices for its client', () => {
  test.slow();

  test('an agency sets a client’s prices and they persist', async ({ page, request }) => {
    // A client of Globex's own, so Acme's client list stays as the list tests expect.
    const account = await registerClient(request, 'priced');
    const gina = await apiSession(request, 'globex@demo.test', 'globex.localhost');
    const company = `priced Co ${account.email.slice('priced-'.length, account.email.indexOf('@'))}`;
    const clientId = await childId(request, gina, gina.companyId, company);

    await signIn(page, demoUser('globex@demo.test'), '/configuration/client-management');
    await page.getByRole('textbox', { name: 'Search' }).fill(company);
    const clients = page.getByRole('table', { name: 'Clients' });
    await expect(clients.getByRole('row')).toHaveCount(2);
    await clients.getByRole('button', { name: `Set price for ${company}` }).click();
    let dialog = page.getByRole('dialog', { name: `Set Price for Client: ${company}` });
    let prices = dialog.getByRole('form', { name: 'Site ID prices' });

    await prices.getByRole('combobox', { name: 'Payment Term' }).selectOption({ label: 'Monthly' });
    await prices.getByRole('textbox', { name: 'One time set-up fee' }).fill('49.99');
    await prices.getByRole('textbox', { name: 'Platform fee per month' }).fill('299');
    await prices.getByRole('textbox', { name: 'Cost per lead from the monthly charge', exact: true }).fill('1.1');
    await prices.getByRole('textbox', { name: 'Advanced cost per lead from the monthly charge' }).fill('1.5');
    await prices.getByRole('textbox', { name: 'Leads included in that monthly charge' }).fill('500');
    await prices.getByRole('textbox', { name: 'Lead limit', exact: true }).fill('5');
    await prices.getByRole('combobox', { name: 'Lead limit per' }).selectOption({ label: 'Week' });
    await prices.getByRole('textbox', { name: 'Minimum leads' }).fill('6');
    await prices.getByLabel('Limit start date').fill('2026-12-01');
    await prices.getByLabel('Limit end date').fill('2026-12-31');
    await prices.getByRole('button', { name: 'Save' }).click();
    // Core's rule, before anything is sent.
    await expect(prices.getByText('The minimum cannot be above the lead limit.')).toBeVisible();
    await prices.getByRole('textbox', { name: 'Lead limit', exact: true }).fill('100');
    await prices.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your settings have been saved.')).toBeVisible();

    const saved = (await (await request.get(at('localhost', `/api/configuration/user/costmodule/${clientId}`), { headers: auth(gina) })).json()) as { data: Record<string, Record<string, unknown>> };
    expect(saved.data.local).toMatchObject({ PaymentTerm: 'Monthly', PlatformFee: '49.99', CostMonth: '299.00', CostSet: '1.10', CostSetAdvanced: '1.50', CostMaxLead: 500, LimitLead: 100, LimitLeadFreq: 'week', minimumLimitLeads: 6, LimitLeadStart: '2026-12-01', LimitLeadEnd: '2026-12-31' });

    await page.reload();
    await page.getByRole('textbox', { name: 'Search' }).fill(company);
    await expect(clients.getByRole('row')).toHaveCount(2);
    await clients.getByRole('button', { name: `Set price for ${company}` }).click();
    dialog = page.getByRole('dialog', { name: `Set Price for Client: ${company}` });
    prices = dialog.getByRole('form', { name: 'Site ID prices' });
    await expect(prices.getByRole('combobox', { name: 'Payment Term' })).toHaveValue('Monthly');
    await expect(prices.getByRole('textbox', { name: 'One time set-up fee' })).toHaveValue('49.99');
    await expect(prices.getByRole('textbox', { name: 'Platform fee per month' })).toHaveValue('299.00');
    await expect(prices.getByRole('textbox', { name: 'Cost per lead from the monthly charge', exact: true })).toHaveValue('1.10');
    await expect(prices.getByRole('textbox', { name: 'Lead limit', exact: true })).toHaveValue('100');
    await expect(prices.getByRole('combobox', { name: 'Lead limit per' })).toHaveValue('week');
    await expect(prices.getByLabel('Limit end date')).toHaveValue('2026-12-31');

    // Another module is priced on its own, from the defaults.
    await dialog.getByRole('tab', { name: 'Search ID' }).click();
    const locator = dialog.getByRole('form', { name: 'Search ID prices' });
    await expect(locator.getByRole('combobox', { name: 'Payment Term' })).toHaveValue('Weekly');
    await expect(locator.getByRole('textbox', { name: 'Cost per lead from the weekly charge', exact: true })).toHaveValue('0.00');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
