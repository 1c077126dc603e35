import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import type { AdministratorRow } from '@platform/core/contracts';
import { useCurrentUser } from '../../../lib/auth/get-current-user';
import { notify } from '../../../lib/notify';
import { useAdministrators } from '../administrators/api/list-administrators';
import { useRemoveAdministrator } from '../administrators/api/remove-administrator';
import { AddAdministratorModal } from '../administrators/components/AddAdministratorModal';
import { AdministratorsTable } from '../administrators/components/AdministratorsTable';
import { EditAdministratorModal } from '../administrators/components/EditAdministratorModal';
import { ConfirmDelete } from '../components/ConfirmDelete';
import { PageHeader } from '../components/PageHeader';
import { messageOf } from '../../../lib/forms/server-errors';
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
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<AdministratorRow | null>(null);
  const [deleting, setDeleting] = useState<AdministratorRow | null>(null);

  const resetRemove = remove.reset;
  const askDelete = useCallback(
    (row: AdministratorRow) => {
      resetRemove();
      setDeleting(row);
    },
    [resetRemove],
  );
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { companyId, userId: deleting.id },
      {
        onSuccess: (answer) => {
          notify('success', answer.message);
          setDeleting(null);
        },
      },
    );
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title="Administrator List"
        intro="The people who help run your account, and the role each one holds."
        action={
          permissions.create ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
              Add Administrator
            </Button>
          ) : null
        }
      />
      <AdministratorsTable
        administrators={administrators.data}
        pending={administrators.isPending}
        error={administrators.error}
        permissions={permissions}
        selfId={user.id}
        onEdit={setEditing}
        onDelete={askDelete}
      />
      <AddAdministratorModal companyId={companyId} roles={roles.data} rolesLoading={roles.isPending} opened={adding} onClose={() => setAdding(false)} />
      <EditAdministratorModal companyId={companyId} administrator={editing} roles={roles.data} rolesLoading={roles.isPending} onClose={() => setEditing(null)} />
      <ConfirmDelete
        opened={deleting !== null}
        title="Delete administrator"
        question={`Delete ${deleting?.name ?? ''} (${deleting?.email ?? ''})? They can no longer sign in.`}
        pending={remove.isPending}
        failure={remove.isError ? messageOf(remove.error) : null}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
