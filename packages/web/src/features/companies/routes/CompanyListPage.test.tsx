// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CompanyList, CompanyRow } from '@platform/core/contracts';
import { describe, expect, it } from 'vitest';
import { fakeApi, type FakeRequest } from '../../../test/fake-api';
import { renderPage } from '../../../test/render';
import { ACME_ID, DEMO, ROOT_ID } from '../../../test/users';
import { companyRow } from '../../../test/company-rows';
import { CompanyListPage } from './CompanyListPage';

const row = companyRow;

/** 45 agencies under the root, newest first as the server keeps them when nothing is sorted. */
const AGENCIES = [
  row({ id: ACME_ID, company_name: 'Acme Agency', name: 'Alice Acme', children_count: 1 }),
  ...Array.from({ length: 44 }, (_, i) => {
    const n = String(i + 1).padStart(2, '0');
    // Names, owners and e-mails in different orders, so each sort shows a different page.
    return row({ id: `bulk-${n}`, company_name: `Bulk Agency ${n}`, name: `Owner ${String(44 - i).padStart(2, '0')}`, email: `${String.fromCharCode(97 + ((i * 7) % 26))}${n}@bulk.test`, created_at: `2026-10-${String((i % 28) + 1).padStart(2, '0')}T10:00:00.000Z`, payment_status: i % 3 === 0 ? 'failed' : 'ok' })
  }),
];
/**
 * Five of them, for the tests that need no second page (each render of the table's rows costs
 * seconds in jsdom on a shared machine), in an order none of the sorts gives.
 */
const FEW = [3, 0, 4, 1, 2].map((i) => AGENCIES[i]!);
const BAKERY = row({ id: 'bakery-1', company_name: "Bob's Bakery", company_parent: ACME_ID, user_type: 'client', name: 'Bob Baker', email: 'client@demo.test' });

const SORT_KEY = { company_name: 'company_name', full_name: 'name', email: 'email', created_at: 'created_at' } as const;

/** A page of rows as the children route answers it, after the query's search, filters and sort. */
function answer(rows: CompanyRow[], { query }: FakeRequest): CompanyList {
  let list = rows.filter((r) => !query.searchkey || r.company_name.toLowerCase().includes(query.searchkey.toLowerCase()));
  if (query.filters?.includes('payment_failed')) list = list.filter((r) => r.payment_status === 'failed');
  const key = SORT_KEY[query.sortby as keyof typeof SORT_KEY];
  if (key) list = [...list].sort((a, b) => a[key].localeCompare(b[key]) * (query.order === 'desc' ? -1 : 1));
  const page = Number(query.page ?? 1);
  const perPage = Number(query.per_page ?? 10);
  const data = list.slice((page - 1) * perPage, page * perPage);
  const from = data.length ? (page - 1) * perPage + 1 : null;
  return { current_page: page, per_page: perPage, total: list.length, last_page: Math.max(1, Math.ceil(list.length / perPage)), from, to: from === null ? null : from + data.length - 1, data };
}

function platform({ agencies = AGENCIES, clients = (r: FakeRequest): unknown => answer([BAKERY], r) } = {}) {
  return fakeApi({
    [`GET /configuration/companies/${ROOT_ID}/children`]: (r) => answer(agencies, r),
    [`GET /configuration/companies/${ACME_ID}/children`]: clients,
    'GET /configuration/companies/:id/children': (r) => answer([], r),
    'GET /configuration/sales/list': () => ({ params: [] }),
  });
}

const asRoot = () => renderPage(<CompanyListPage page="agency-list" />, { user: DEMO.root(), path: '/configuration/agency-list' });
const agencies = () => screen.findByRole('table', { name: 'Agencies' });
/** The company names the table shows, top to bottom (read from the DOM: role queries over a whole table are slow in jsdom). */
const shownNames = (table: HTMLElement) => [...table.querySelectorAll('tbody > tr > td:first-child')].map((td) => td.textContent?.trim());
const namesOf = (list: CompanyList) => list.data.map((r) => r.company_name);


describe('The Agency List pages ten agencies at a time', () => {
  it('shows ten rows and “Showing 1 to 10 of 45 entries”, page 2 shows the next ten, and Last page the last', async () => {
    platform();
    asRoot();
    const table = await agencies();
    expect(await screen.findByText('Showing 1 to 10 of 45 entries')).toBeTruthy();
    expect(shownNames(table)).toHaveLength(10);
    const pages = screen.getByRole('navigation', { name: 'Agencies, pages' });
    expect(within(pages).getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(5);

    fireEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Showing 11 to 20 of 45 entries')).toBeTruthy();
    expect(shownNames(table)[0]).toBe(AGENCIES[10]!.company_name);

    fireEvent.click(within(pages).getByRole('button', { name: 'Last page' }));
    expect(await screen.findByText('Showing 41 to 45 of 45 entries')).toBeTruthy();
    expect(within(pages).getByRole('button', { name: 'Page 5' }).getAttribute('aria-current')).toBe('page');
  });
});

describe('Sorting a column cycles ascending, descending and none, and is done by the server', () => {
  it('Company Name, Full Name, E-mail and Created each ask the server for their order and show what it answers', async () => {
    // One page rendered once for all four columns.
    const api = platform({ agencies: FEW });
    asRoot();
    const table = await agencies();
    await screen.findByText('Showing 1 to 5 of 5 entries');
    const asked = () => api.calls(`GET /configuration/companies/${ROOT_ID}/children`).map((c) => c.query);
    for (const [header, column] of [
      ['Company Name', 'company_name'],
      ['Full Name', 'full_name'],
      ['E-mail', 'email'],
      ['Created', 'created_at'],
    ] as const) {
      const th = within(table).getByRole('columnheader', { name: header });
      expect(th.getAttribute('aria-sort')).toBe('none');
      for (const [sort, order] of [
        ['ascending', 'asc'],
        ['descending', 'desc'],
        ['none', undefined],
      ] as const) {
        const query = { page: '1', per_page: '10', ...(order ? { sortby: column, order } : {}) };
        fireEvent.click(th.querySelector('button')!);
        await waitFor(() => expect(th.getAttribute('aria-sort')).toBe(sort));
        // No sort is the first list again (the server's newest first), which may come from the cache.
        await waitFor(() => expect(asked()).toContainEqual(query));
        await waitFor(() => expect(shownNames(table)).toEqual(namesOf(answer(FEW, { params: {}, query, body: undefined }))));
      }
    }
  });
});

describe('The search narrows the list as the user types', () => {
  it('asks the server with the words typed, and says No Data when nothing matches', async () => {
    const api = platform({ agencies: FEW });
    asRoot();
    const table = await agencies();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'bulk agency 04' } });
    expect(await screen.findByText('Showing 1 to 1 of 1 entries')).toBeTruthy();
    expect(shownNames(table)).toEqual(['Bulk Agency 04']);
    expect(api.calls(`GET /configuration/companies/${ROOT_ID}/children`).at(-1)!.query.searchkey).toBe('bulk agency 04');

    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'no agency is called this' } });
    expect(await within(table).findByRole('cell', { name: 'No Data' })).toBeTruthy();
  });
});

describe('The header filters', () => {
  it('the root sees the Developer Api filters; Payment Failed asks for those agencies and marks every row with a red card', async () => {
    const api = platform();
    asRoot();
    const table = await agencies();
    await screen.findByText('Showing 1 to 10 of 45 entries');
    fireEvent.click(within(table).getByRole('button', { name: 'Filter' }));
    const filters = await screen.findByRole('group', { name: 'Filters' });
    expect(within(filters).getByText('Developer Api')).toBeTruthy();
    expect(within(filters).getByRole('checkbox', { name: 'API Key Generated' })).toBeTruthy();
    expect(within(filters).getByRole('checkbox', { name: 'Developer Mode Enabled' })).toBeTruthy();
    expect(within(filters).getByRole('checkbox', { name: 'Direct Payment' })).toBeTruthy();

    fireEvent.click(within(filters).getByRole('checkbox', { name: 'Payment Failed' }));
    expect(await screen.findByText('Showing 1 to 10 of 15 entries')).toBeTruthy();
    expect(api.calls(`GET /configuration/companies/${ROOT_ID}/children`).at(-1)!.query.filters).toBe('payment_failed');
    // The root settles a failed payment from the red card itself.
    await waitFor(() => expect(within(table).getAllByRole('button', { name: /^Payment failed: settle / })).toHaveLength(10));
  });

  it('an agency’s own client list has no Developer Api filters', async () => {
    platform();
    renderPage(<CompanyListPage page="client-management" />, { path: '/configuration/client-management' });
    const table = await screen.findByRole('table', { name: 'Clients' });
    fireEvent.click(within(table).getByRole('button', { name: 'Filter' }));
    const filters = await screen.findByRole('group', { name: 'Filters' });
    expect(within(filters).getByRole('checkbox', { name: 'Payment Failed' })).toBeTruthy();
    expect(within(filters).queryByText('Developer Api')).toBeNull();
  });
});

describe('An agency’s row opens onto its clients', () => {
  it('Acme’s row shows its clients, and closing it clears them', async () => {
    platform({ agencies: FEW });
    asRoot();
    const table = await agencies();
    fireEvent.click(await within(table).findByRole('button', { name: 'Show clients of Acme Agency' }));
    const clients = await screen.findByRole('table', { name: 'Clients of Acme Agency' });
    expect(within(clients).getByRole('cell', { name: "Bob's Bakery" })).toBeTruthy();
    expect(within(clients).getByRole('cell', { name: 'client@demo.test' })).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Hide clients of Acme Agency' }));
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Clients of Acme Agency' })).toBeNull());
  });

  it('shows “Loading Data” while they load and “Client No Data” when there are none', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    platform({
      agencies: FEW,
      clients: async (r) => {
        await held;
        return answer([], r);
      },
    });
    asRoot();
    const table = await agencies();
    fireEvent.click(await within(table).findByRole('button', { name: 'Show clients of Acme Agency' }));
    expect(await within(table).findByText('Loading Data')).toBeTruthy();
    release();
    expect(await within(table).findByText('Client No Data')).toBeTruthy();
  });
});

describe('Client Management', () => {
  it('an agency owner sees their own clients, which do not open', async () => {
    const api = platform();
    renderPage(<CompanyListPage page="client-management" />, { path: '/configuration/client-management' });
    const table = await screen.findByRole('table', { name: 'Clients' });
    expect(await within(table).findByRole('cell', { name: "Bob's Bakery" })).toBeTruthy();
    expect(within(table).queryByRole('button', { name: /^Show clients of/ })).toBeNull();
    expect(api.all().filter((k) => k.endsWith('/children'))).toEqual([`GET /configuration/companies/${ACME_ID}/children`]);
  });
});
