// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userLogsSchema, type UserLogRow } from '@platform/core/contracts';
import { describe, expect, it } from 'vitest';
import { fakeApi, type FakeRequest } from '../../../test/fake-api';
import { renderPage, typeInto } from '../../../test/render';
import { DEMO } from '../../../test/users';
import { UserLogsModal } from './UserLogsModal';

const GLOBEX = { id: 'globex-1', company_name: 'Globex Agency' };
const LOGS = `/configuration/user-logs/${GLOBEX.id}`;

const log = (id: string, name: string, type_user: string, user_id: string): UserLogRow => ({
  id,
  user_id,
  acting_user_id: null,
  name,
  type_user,
  location: null,
  user_ip: '127.0.0.1',
  action: 'login',
  description: `${name} signed in`,
  company_name: 'Globex Agency',
  create_date: '2026-11-20T10:00:00.000Z',
});
const ROWS = [log('l1', 'Gina Globex', 'admin', 'u-gina'), log('l2', 'Rita Root', 'root', 'u-root')];
const PEOPLE = [
  { id: 'u-gina', name: 'Gina Globex', type_user: 'admin' },
  { id: 'u-root', name: 'Rita Root', type_user: 'root' },
];

/** Globex's logs: the rows the query's user asks for, the people by type and search, the campaigns given. */
function platform(campaigns: { id: string; leadspeek_api_id: string; campaign_name: string; company_name: string | null }[]) {
  return fakeApi({
    [`GET ${LOGS}`]: ({ query }: FakeRequest) => {
      const data = ROWS.filter((r) => !query.userID || r.user_id === query.userID);
      return userLogsSchema.parse({ data, current_page: 1, per_page: 10, total: data.length, last_page: 1 });
    },
    'GET /configuration/log-category': () => ({ params: [{ id: 'login', name: 'Signed in' }] }),
    [`GET ${LOGS}/users`]: ({ query }: FakeRequest) => ({
      params: PEOPLE.filter((p) => (query.userType === 'all' || query.userType === p.type_user) && (!query.searchUser || p.name.toLowerCase().includes(query.searchUser.toLowerCase()))),
    }),
    [`GET ${LOGS}/campaigns`]: () => ({ campaigns }),
  });
}

const open = () => renderPage(<UserLogsModal company={GLOBEX} opened onClose={() => undefined} />, { user: DEMO.root() });
const openFilters = async () => {
  const dialog = await screen.findByRole('dialog', { name: "Agency User's Logs: Globex Agency" });
  await within(dialog).findByRole('status');
  fireEvent.click(within(dialog).getByRole('button', { name: /^Filter/ }));
  return { dialog, drawer: await screen.findByRole('form', { name: 'Filter logs' }) };
};
const optionsIn = (field: HTMLElement) => within(document.getElementById(field.getAttribute('aria-controls') ?? '')!).getAllByRole('option');

describe("Agency User's Logs: the campaign filter lists the agency's clients' campaigns", () => {
  it('each as “campaign — company (id)”', async () => {
    platform([{ id: 'cmp-busy-1', leadspeek_api_id: 'CMP-BUSY-1', campaign_name: 'Spring locator', company_name: 'Busy Client' }]);
    open();
    const { drawer } = await openFilters();
    const campaign = within(drawer).getByRole('combobox', { name: 'Campaign' });
    fireEvent.click(campaign);
    await waitFor(() => expect(optionsIn(campaign).map((o) => o.textContent)).toEqual(['Spring locator — Busy Client (CMP-BUSY-1)']));
  });

  it('or says there are none yet, as an option that cannot be chosen', async () => {
    platform([]);
    open();
    const { drawer } = await openFilters();
    const campaign = within(drawer).getByRole('combobox', { name: 'Campaign' }) as HTMLInputElement;
    fireEvent.click(campaign);
    await waitFor(() => expect(optionsIn(campaign).map((o) => o.textContent)).toEqual(['No campaigns yet']));
    const none = optionsIn(campaign)[0]!;
    expect(none.getAttribute('aria-disabled') ?? none.getAttribute('data-combobox-disabled')).toBeTruthy();
    fireEvent.click(none);
    expect(campaign.value).toBe('');
  });
});

describe("Agency User's Logs: filtering by a user", () => {
  it('a person is picked from the API’s answers; the logs are asked for that person; another user type lets them go', async () => {
    const api = platform([]);
    open();
    const { dialog, drawer } = await openFilters();
    const user = within(drawer).getByRole('combobox', { name: 'User' }) as HTMLInputElement;
    expect(user.value).toBe('');
    fireEvent.click(user);
    // Typing searches the API; the person is picked from its answers.
    typeInto(user, 'Gin');
    await waitFor(() => expect(api.calls(`GET ${LOGS}/users`).at(-1)!.query).toEqual({ userType: 'all', searchUser: 'Gin' }));
    fireEvent.click(await within(drawer).findByRole('option', { name: 'Gina Globex' }));
    expect(user.value).toBe('Gina Globex');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Apply' }));

    expect(await within(dialog).findByRole('button', { name: 'Filter (1 on)' })).toBeTruthy();
    await waitFor(() => expect(api.calls(`GET ${LOGS}`).at(-1)!.query).toMatchObject({ userID: 'u-gina' }));
    const table = within(dialog).getByRole('table', { name: 'User logs' });
    await waitFor(() => expect(within(table).queryByText('Rita Root')).toBeNull());
    expect(within(table).getByText('Gina Globex')).toBeTruthy();

    // The drawer opens on the person in force; a user type they are not lets them go.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Filter (1 on)' }));
    const again = await screen.findByRole('form', { name: 'Filter logs' });
    const person = within(again).getByRole('combobox', { name: 'User' }) as HTMLInputElement;
    expect(person.value).toBe('Gina Globex');
    fireEvent.change(within(again).getByRole('combobox', { name: 'User Type' }), { target: { value: 'root' } });
    await waitFor(() => expect(person.value).toBe(''));
  });
});
