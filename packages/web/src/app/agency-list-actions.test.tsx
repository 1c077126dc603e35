// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { companyPage, companyRow } from '../test/company-rows';
import { renderApp } from '../test/render-app';
import { ACME_ID, DEMO, ROOT_ID } from '../test/users';

/**
 * The Agency List's row actions other features hand in (app/routes.tsx): view mode's Switch user,
 * pricing's Set Cost and the user logs. Who gets them is core's (pricing-row-actions, company-row-actions,
 * unit-tested there) and the API refuses the others (403, tests/api/administration); here, the list a
 * person opens shows them to the platform owner and not to Sam Sales, Acme's account executive.
 */
const ACME = companyRow({ id: ACME_ID, company_name: 'Acme Agency', name: 'Alice Acme', accountexecutiveid: 'u-sales' });
const api = {
  [`GET /configuration/companies/${ROOT_ID}/children`]: () => companyPage([ACME]),
  'GET /configuration/sales/list': () => ({ params: [{ id: 'u-sales', name: 'Sam Sales', isAccExecutive: 'T' }] }),
};
const ROW_ACTIONS = [/^Switch user/, /^Set cost for Acme Agency$/, /^User logs of Acme Agency$/];

async function acmeRow(user: ReturnType<typeof DEMO.root>) {
  renderApp('/configuration/agency-list', { user, api });
  const table = await screen.findByRole('table', { name: 'Agencies' });
  return (await within(table).findByText('Acme Agency')).closest('tr')!;
}

describe('Switch user, Set Cost and User logs on the Agency List', () => {
  it('the platform owner has all three on Acme’s row', async () => {
    const row = await acmeRow(DEMO.root());
    for (const name of ROW_ACTIONS) expect(within(row).getByRole('button', { name })).toBeTruthy();
  });

  it('a sales person has none of them, even on the agency they look after', async () => {
    const row = await acmeRow(DEMO.sales({ systemuser: 'F' }));
    expect(within(row).getByText(/Account Executive/)).toBeTruthy();
    for (const name of ROW_ACTIONS) expect(within(row).queryByRole('button', { name })).toBeNull();
  });
});
