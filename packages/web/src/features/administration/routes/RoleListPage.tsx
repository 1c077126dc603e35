import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import type { Role } from '@platform/core/contracts';
import { useCurrentUser } from '../../../lib/auth/get-current-user';
import { mutationRemoval } from '../../../components/list/mutation-removal';
import { useRemovalDialog } from '../../../components/list/removal-dialog';
import { PageHeader } from '../../../components/PageHeader';
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
  const openRole = useCallback((role: Role) => setEditing({ kind: 'existing', roleId: role.roleID }), []);
  const removal = mutationRemoval<Role, { companyId: string; roleId: string }>(remove, {
    title: 'Delete role',
    question: (role) => `Delete the role “${role.roleName}”? This cannot be undone.`,
    variables: (role) => ({ companyId, roleId: role.roleID }),
  });
  const { ask: askDelete, dialog: removalDialog } = useRemovalDialog(removal);

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
      <RolesTable roles={roles.data} pending={roles.isPending} error={roles.error} permissions={permissions} onOpen={openRole} onDelete={askDelete} />
      <RoleEditorModal companyId={companyId} isRoot={companyId === user.company_root_id} target={editing} permissions={permissions} onClose={() => setEditing(null)} />
      {removalDialog}
    </Stack>
  );
}
