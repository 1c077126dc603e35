// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { administratorListSchema, roleListSchema } from '@platform/core/contracts';
import { describe, expect, it } from 'vitest';
import { fakeApi, refuse } from '../../../test/fake-api';
import { renderPage } from '../../../test/render';
import { ACME_ID, DEMO } from '../../../test/users';
import { AdministratorListPage } from './AdministratorListPage';

const flags = (v: 'T' | 'F') => ({ enable: v, create: v, update: v, delete: v });
const ADMINS = administratorListSchema.parse({
  data: [
    { id: 'u-admin', name: 'Adam Admin', email: 'admin@demo.test', role_id: 'role-1', role_name: 'Helper', status: 'active', created_at: '2026-11-01T10:00:00.000Z' },
    { id: 'u-other', name: 'Olga Other', email: 'olga@demo.test', role_id: 'role-1', role_name: 'Helper', status: 'active', created_at: '2026-11-02T10:00:00.000Z' },
  ],
});
const ROLES = roleListSchema.parse({ params: [{ roleID: 'role-1', roleName: 'Helper', roleIcon: '', modules: { adsDesign: flags('F'), campaign: flags('T'), leadsPeek: flags('T'), settings: flags('T') }, users: 2 }] });

function platform() {
  return fakeApi({
    [`GET /configuration/administrators/${ACME_ID}`]: () => ADMINS,
    [`GET /configuration/role-module/list/${ACME_ID}`]: () => ROLES,
    'POST /configuration/administrators': () => refuse(409, 'This e-mail is already registered.', { email: ['This e-mail is already registered.'] }),
  });
}

const open = (user = DEMO.agency()) => renderPage(<AdministratorListPage />, { user, path: '/configuration/administrator-list' });
const rowOf = async (email: string) => (await within(await screen.findByRole('table', { name: 'Administrators' })).findByText(email)).closest('tr')!;

describe('Administrator List: an e-mail belongs to one account', () => {
  it('adding an e-mail that already has an account shows the API’s message on the field', async () => {
    const api = platform();
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Administrator' }));
    const add = await screen.findByRole('dialog', { name: 'Add Administrator' });
    fireEvent.change(within(add).getByRole('textbox', { name: /^Full Name/ }), { target: { value: 'Twice' } });
    const email = within(add).getByRole('textbox', { name: /^Email/ });
    fireEvent.change(email, { target: { value: 'admin@demo.test' } });
    fireEvent.click(within(add).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('POST /configuration/administrators')).toHaveLength(1));
    // On the field: its description is the API's message.
    await waitFor(() => expect(document.getElementById(email.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent).toContain('This e-mail is already registered.'));
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('Administrator List: Delete follows the user and their role', () => {
  it('an administrator sees no Delete on their own row, and Delete on a colleague’s', async () => {
    platform();
    open(DEMO.admin());
    const self = await rowOf('admin@demo.test');
    expect(within(self).getByRole('button', { name: 'Edit Adam Admin' })).toBeTruthy();
    expect(within(self).queryByRole('button', { name: 'Delete Adam Admin' })).toBeNull();
    expect(within(await rowOf('olga@demo.test')).getByRole('button', { name: 'Delete Olga Other' })).toBeTruthy();
  });

  it('an administrator whose role may not delete sees no Delete on any row', async () => {
    platform();
    open(DEMO.admin({ user_permissions: { settingMenuShow: 'T', settingMenuShow_create: 'T', settingMenuShow_update: 'T', settingMenuShow_delete: 'F' } }));
    const other = await rowOf('olga@demo.test');
    expect(within(other).getByRole('button', { name: 'Edit Olga Other' })).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: /^Delete / })).toHaveLength(0);
  });
});
