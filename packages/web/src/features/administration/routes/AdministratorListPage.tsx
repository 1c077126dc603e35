import type { AdministratorRow } from '@platform/core/contracts';
import { ListPage } from '../../../components/list/ListPage';
import { mutationRemoval } from '../../../components/list/mutation-removal';
import { useCurrentUser } from '../../../lib/auth/get-current-user';
import { useAdministrators } from '../administrators/api/list-administrators';
import { useRemoveAdministrator } from '../administrators/api/remove-administrator';
import { AddAdministratorModal } from '../administrators/components/AddAdministratorModal';
import { AdministratorsTable } from '../administrators/components/AdministratorsTable';
import { EditAdministratorModal } from '../administrators/components/EditAdministratorModal';
import { useSettingsPermissions } from '../permissions';
import { useRoles } from '../roles/api/list-roles';

/**
 * Administrator List (/configuration/administrator-list): the administrators of the user's own
 * company, each with one of its roles. Add, Edit and Delete show only when the user's role allows
 * them (settingMenuShow_create/_update/_delete); the API checks the same.
 */
export function AdministratorListPage() {
  const user = useCurrentUser();
  const companyId = user.company_id;
  const permissions = useSettingsPermissions();
  const administrators = useAdministrators(companyId);
  const roles = useRoles(companyId);
  const remove = useRemoveAdministrator();
  return (
    <ListPage<AdministratorRow>
      title="Administrator List"
      intro="The people who help run your account, and the role each one holds."
      addLabel="Add Administrator"
      canAdd={permissions.create}
      table={({ edit, remove: askRemove }) => (
        <AdministratorsTable
          administrators={administrators.data}
          pending={administrators.isPending}
          error={administrators.error}
          permissions={permissions}
          selfId={user.id}
          onEdit={edit}
          onDelete={askRemove}
        />
      )}
      addDialog={({ opened, onClose }) => <AddAdministratorModal companyId={companyId} roles={roles.data} rolesLoading={roles.isPending} opened={opened} onClose={onClose} />}
      editDialog={({ row, onClose }) => <EditAdministratorModal companyId={companyId} administrator={row} roles={roles.data} rolesLoading={roles.isPending} onClose={onClose} />}
      removal={mutationRemoval(remove, {
        title: 'Delete administrator',
        question: (row) => `Delete ${row.name} (${row.email})? They can no longer sign in.`,
        variables: (row) => ({ companyId, userId: row.id }),
      })}
    />
  );
}
