import { Button, Group, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { AdministratorRow } from '@platform/core/contracts';
import { useFormatters } from '../../../../lib/format/use-formatters';
import { DataTable, useWholeListTable } from '../../../../components/list/DataTable';
import { StatusBadge } from '../../components/StatusBadge';
import type { SettingsPermissions } from '../../permissions';

/** The company's administrators: name, e-mail, role, status, created, and what the user may do to each. */
export function AdministratorsTable({
  administrators,
  pending,
  error,
  permissions,
  selfId,
  onEdit,
  onDelete,
}: {
  administrators: AdministratorRow[] | undefined;
  pending: boolean;
  error: unknown;
  permissions: SettingsPermissions;
  /** The signed-in user, who may not delete themselves (the API refuses it too). */
  selfId: string;
  onEdit: (row: AdministratorRow) => void;
  onDelete: (row: AdministratorRow) => void;
}) {
  const { dateTime } = useFormatters();
  const columns = useMemo<ColumnDef<AdministratorRow>[]>(
    () => [
      { id: 'name', header: 'Name', cell: ({ row }) => row.original.name },
      { id: 'email', header: 'E-mail', cell: ({ row }) => row.original.email },
      {
        id: 'role',
        header: 'Role',
        cell: ({ row }) =>
          row.original.role_name ?? (
            <Text span size="sm" c="dimmed">
              No role
            </Text>
          ),
      },
      { id: 'status', header: 'Status', cell: ({ row }) => <StatusBadge status={row.original.status} /> },
      { id: 'created', header: 'Created', cell: ({ row }) => dateTime(row.original.created_at) },
      {
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => (
          <Group gap="xs" wrap="nowrap">
            {permissions.update ? (
              <Button size="xs" variant="light" onClick={() => onEdit(row.original)} aria-label={`Edit ${row.original.name}`}>
                Edit
              </Button>
            ) : null}
            {permissions.delete && row.original.id !== selfId ? (
              <Button size="xs" variant="light" color="red" onClick={() => onDelete(row.original)} aria-label={`Delete ${row.original.name}`}>
                Delete
              </Button>
            ) : null}
          </Group>
        ),
      },
    ],
    [dateTime, permissions, selfId, onEdit, onDelete],
  );
  const table = useWholeListTable(columns, administrators, (r) => r.id);
  return <DataTable table={table} label="Administrators" pending={pending} error={error} highlightOnHover nowrap />;
}
