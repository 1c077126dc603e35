import { Button, Group } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { Role } from '@platform/core/contracts';
import { DataTable, useWholeListTable } from '../../../../components/list/DataTable';
import type { SettingsPermissions } from '../../permissions';

/** The company's roles: name, how many users hold it, and the actions the user's role allows. */
export function RolesTable({
  roles,
  pending,
  error,
  permissions,
  onOpen,
  onDelete,
}: {
  roles: Role[] | undefined;
  pending: boolean;
  error: unknown;
  permissions: SettingsPermissions;
  onOpen: (role: Role) => void;
  onDelete: (role: Role) => void;
}) {
  const columns = useMemo<ColumnDef<Role>[]>(
    () => [
      { id: 'roleName', header: 'Role Name', cell: ({ row }) => row.original.roleName },
      { id: 'users', header: 'Users', cell: ({ row }) => row.original.users },
      {
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => (
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" variant="light" onClick={() => onOpen(row.original)} aria-label={`${permissions.update ? 'Edit' : 'View'} ${row.original.roleName}`}>
              {permissions.update ? 'Edit' : 'View'}
            </Button>
            {permissions.delete ? (
              <Button size="xs" variant="light" color="red" onClick={() => onDelete(row.original)} aria-label={`Delete ${row.original.roleName}`}>
                Delete
              </Button>
            ) : null}
          </Group>
        ),
      },
    ],
    [permissions, onOpen, onDelete],
  );
  const table = useWholeListTable(columns, roles, (r) => r.roleID);
  return <DataTable table={table} label="Roles" pending={pending} error={error} minWidth={480} highlightOnHover nowrap />;
}
