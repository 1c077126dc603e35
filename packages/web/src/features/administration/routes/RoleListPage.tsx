import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import type { Role } from '@platform/core/contracts';
import { useCurrentUser } from '../../../lib/auth/get-current-user';
import { notify } from '../../../lib/notify';
import { ConfirmDelete } from '../../../components/dialogs/ConfirmDelete';
import { PageHeader } from '../../../components/PageHeader';
import { messageOf } from '../../../lib/forms/server-errors';
import { useSettingsPermissions } from '../permissions';
import { useRoles } from '../roles/api/list-roles';
import { useRemoveRole } from '../roles/api/remove-role';
import { RoleEditorModal, type RoleEditorTarget } from '../roles/components/RoleEditorModal';
import { RolesTable } from '../roles/components/RolesTable';

/**
 * Role List (/configuration/role-list): the roles of the user's company, each granting per-module enable,
 * create, update and delete (docs/product.md, Roles and permissions). Add, Save and Delete show only when the
 * user's own role allows them; the API checks the same flags and its refusal is shown as it says it.
 */
export function RoleListPage() {
  const user = useCurrentUser();
  const companyId = user.company_id;
  const permissions = useSettingsPermissions();
  const roles = useRoles(companyId);
  const remove = useRemoveRole();
  const [editing, setEditing] = useState<RoleEditorTarget | null>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);

  const open = useCallback((role: Role) => setEditing({ kind: 'existing', roleId: role.roleID }), []);
  const resetRemove = remove.reset;
  const askDelete = useCallback(
    (role: Role) => {
      resetRemove();
      setDeleting(role);
    },
    [resetRemove],
  );
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { companyId, roleId: deleting.roleID },
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
        title="Role List"
        intro="The roles your staff can hold, and what each lets them see and change."
        action={
          permissions.create ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ kind: 'new' })}>
              Add Role
            </Button>
          ) : null
        }
      />
      <RolesTable roles={roles.data} pending={roles.isPending} error={roles.error} permissions={permissions} onOpen={open} onDelete={askDelete} />
      <RoleEditorModal companyId={companyId} isRoot={companyId === user.company_root_id} target={editing} permissions={permissions} onClose={() => setEditing(null)} />
      <ConfirmDelete
        opened={deleting !== null}
        title="Delete role"
        question={`Delete the role “${deleting?.roleName ?? ''}”? This cannot be undone.`}
        pending={remove.isPending}
        failure={remove.isError ? messageOf(remove.error) : null}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
