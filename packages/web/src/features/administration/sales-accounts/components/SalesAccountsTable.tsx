import { Badge, Button, Group } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { SalesAccountRow } from '@platform/core/contracts';
import { isCountryCode, phoneValue } from '../../../../components/inputs/phone-rules';
import { useFormatters } from '../../../../lib/format/use-formatters';
import { DataTable, useWholeListTable } from '../../../../components/list/DataTable';
import { StatusBadge } from '../../components/StatusBadge';
import type { SettingsPermissions } from '../../permissions';

/** docs/product.md, Inputs and formats: an empty phone is shown as 000-000-0000. */
export const EMPTY_PHONE = '000-000-0000';

/** The number as its country writes it, or as stored when it does not parse. */
export function displayPhone(phonenum: string | null, country: string | null): string {
  if (!phonenum?.trim()) return EMPTY_PHONE;
  const value = phoneValue(phonenum, isCountryCode(country) ? country : null);
  return value.formatNational ?? phonenum;
}

/** The platform's sales staff: name, e-mail, phone, account executive, status, assigned companies, created. */
export function SalesAccountsTable({
  accounts,
  pending,
  error,
  permissions,
  onEdit,
  onDelete,
}: {
  accounts: SalesAccountRow[] | undefined;
  pending: boolean;
  error: unknown;
  permissions: SettingsPermissions;
  onEdit: (row: SalesAccountRow) => void;
  onDelete: (row: SalesAccountRow) => void;
}) {
  const { dateTime } = useFormatters();
  const columns = useMemo<ColumnDef<SalesAccountRow>[]>(
    () => [
      { id: 'name', header: 'Name', cell: ({ row }) => row.original.name },
      { id: 'email', header: 'E-mail', cell: ({ row }) => row.original.email },
      { id: 'phone', header: 'Phone', cell: ({ row }) => displayPhone(row.original.phonenum, row.original.phone_country_code) },
      {
        id: 'accountExecutive',
        header: 'Account Executive',
        cell: ({ row }) => (
          <Badge variant="light" miw="max-content" color={row.original.isAccExecutive === 'T' ? 'blue' : 'gray'}>
            {row.original.isAccExecutive === 'T' ? 'Yes' : 'No'}
          </Badge>
        ),
      },
      { id: 'status', header: 'Status', cell: ({ row }) => <StatusBadge status={row.original.status} /> },
      { id: 'assigned', header: 'Assigned Companies', cell: ({ row }) => row.original.assigned_companies },
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
            {permissions.delete ? (
              <Button size="xs" variant="light" color="red" onClick={() => onDelete(row.original)} aria-label={`Delete ${row.original.name}`}>
                Delete
              </Button>
            ) : null}
          </Group>
        ),
      },
    ],
    [dateTime, permissions, onEdit, onDelete],
  );
  const table = useWholeListTable(columns, accounts, (r) => r.id);
  return <DataTable table={table} label="Sales accounts" pending={pending} error={error} minWidth={980} highlightOnHover nowrap />;
}
