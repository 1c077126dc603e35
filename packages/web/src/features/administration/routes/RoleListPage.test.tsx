// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { permissionsOf, roleSchema, type Role, type RoleModules } from '@platform/core/contracts';
import { describe, expect, it } from 'vitest';
import { fakeApi, refuse, type FakeRequest } from '../../../test/fake-api';
import { renderPage } from '../../../test/render';
import { ACME_ID, DEMO } from '../../../test/users';
import { RoleListPage } from './RoleListPage';

const flags = (enable: 'T' | 'F', create = enable, update = enable, del = enable) => ({ enable, create, update, delete: del });
const MODULES: RoleModules = { adsDesign: flags('F'), campaign: flags('T'), leadsPeek: flags('T'), settings: flags('T') };
const role = (roleID: string, roleName: string, users = 0, modules = MODULES): Role => roleSchema.parse({ roleID, roleName, roleIcon: 'fa fa-user', modules, users });
const LIST = `/configuration/role-module/list/${ACME_ID}`;

/** Acme's roles as the platform keeps them: a delete the API allows takes the role out of the list. */
function platform(roles: Role[], routes: Record<string, (r: FakeRequest) => unknown> = {}) {
  let held = [...roles];
  return fakeApi({
    [`GET ${LIST}`]: () => ({ params: held }),
    [`GET /configuration/role-module/get/${ACME_ID}/:roleId`]: ({ params }) => held.find((r) => r.roleID === params.roleId),
    [`DELETE /configuration/role-module/remove/${ACME_ID}/:roleId`]: ({ params }) => {
      const r = held.find((x) => x.roleID === params.roleId)!;
      if (r.users > 0) return refuse(409, `${r.users} user(s) still have the role ${r.roleName}. Give them another role first.`);
      held = held.filter((x) => x !== r);
      return { result: 'success', message: 'Deleted!' };
    },
    ...routes,
  });
}

const open = (user = DEMO.agency()) => renderPage(<RoleListPage />, { user, path: '/configuration/role-list' });
const rowOf = async (name: string) => (await within(await screen.findByRole('table', { name: 'Roles' })).findByText(name)).closest('tr')!;

describe('Role List: a role someone holds is not deleted', () => {
  it('the API’s reason is shown in the question, which stays open; a role nobody holds goes after “Are you sure?”', async () => {
    const api = platform([role('role-held', 'Held', 1), role('role-free', 'Free')]);
    open();
    fireEvent.click(within(await rowOf('Held')).getByRole('button', { name: 'Delete Held' }));
    let confirm = await screen.findByRole('dialog', { name: 'Delete role' });
    expect(confirm.textContent).toContain('Delete the role “Held”?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect((await within(confirm).findByRole('alert')).textContent).toBe('1 user(s) still have the role Held. Give them another role first.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete role' })).toBeNull());
    expect(await rowOf('Held')).toBeTruthy();

    // The next question starts without the last refusal.
    fireEvent.click(within(await rowOf('Free')).getByRole('button', { name: 'Delete Free' }));
    confirm = await screen.findByRole('dialog', { name: 'Delete role' });
    expect(within(confirm).queryByRole('alert')).toBeNull();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete role' })).toBeNull());
    await waitFor(() => expect(screen.queryByText('Free')).toBeNull());
    expect(api.all().filter((k) => k.startsWith('DELETE'))).toEqual([`DELETE /configuration/role-module/remove/${ACME_ID}/role-held`, `DELETE /configuration/role-module/remove/${ACME_ID}/role-free`]);
  });
});

describe('Role List: what a user may do follows their own role', () => {
  it('an administrator whose role may not delete sees no Delete; a refusal of a save is shown as the API says it', async () => {
    const api = platform([role('role-spare', 'Spare')], {
      'PUT /configuration/role-module/addupdate': () => refuse(403, 'Your role does not allow you to update roles.'),
    });
    open(DEMO.admin({ role_id: 'role-limited', user_permissions: permissionsOf({ ...MODULES, settings: flags('T', 'T', 'T', 'F') }) }));
    const spare = await rowOf('Spare');
    expect(screen.getByRole('button', { name: 'Add Role' })).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: /^Delete / })).toHaveLength(0);

    fireEvent.click(within(spare).getByRole('button', { name: 'Edit Spare' }));
    const editor = await screen.findByRole('dialog', { name: 'Edit Role' });
    const name = await within(editor).findByRole('textbox', { name: /^Role Name/ });
    expect((name as HTMLInputElement).value).toBe('Spare');
    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    expect((await within(editor).findByRole('alert')).textContent).toContain('Your role does not allow you to update roles.');
    expect(api.calls('PUT /configuration/role-module/addupdate')).toHaveLength(1);
  });

  it('a role without update opens each role read-only, with no Save', async () => {
    platform([role('role-spare', 'Spare')]);
    open(DEMO.admin({ role_id: 'role-limited', user_permissions: permissionsOf({ ...MODULES, settings: flags('T', 'T', 'F', 'F') }) }));
    fireEvent.click(within(await rowOf('Spare')).getByRole('button', { name: 'View Spare' }));
    const viewer = await screen.findByRole('dialog', { name: 'View Role' });
    const enable = await within(viewer).findByRole('checkbox', { name: 'Campaign: Enable' });
    expect(enable.hasAttribute('disabled')).toBe(true);
    expect(within(viewer).queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
