import { Badge, Button, Group } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { CouponRow, CouponStatus } from '@platform/core/contracts';
import { DataTable, useWholeListTable } from '../../../components/list/DataTable';

const STATUS: Record<CouponStatus, { label: string; color: string }> = {
  active: { label: 'Active', color: 'green' },
  inactive: { label: 'Inactive', color: 'gray' },
  expired: { label: 'Expired', color: 'orange' },
};

export const discountText = (c: Pick<CouponRow, 'discount_type' | 'percent_off' | 'amount_off'>) => (c.discount_type === 'percent' ? `${c.percent_off ?? 0}% off` : `$${c.amount_off ?? '0.00'} off`);

/** The platform's coupons: code, discount, last day, times used, status; Edit, and Deactivate while active. */
export function CouponsTable({ coupons, pending, error, onEdit, onDeactivate }: { coupons: CouponRow[] | undefined; pending: boolean; error: unknown; onEdit: (row: CouponRow) => void; onDeactivate: (row: CouponRow) => void }) {
  const columns = useMemo<ColumnDef<CouponRow>[]>(
    () => [
      { id: 'code', header: 'Code', cell: ({ row }) => row.original.code },
      { id: 'discount', header: 'Discount', cell: ({ row }) => discountText(row.original) },
      { id: 'expires', header: 'Last day', cell: ({ row }) => row.original.expires_on ?? 'No end' },
      // Invoices it was applied to (an onboarding fee charged with it), counted once each.
      { id: 'redemptions', header: 'Times used', cell: ({ row }) => row.original.redemptions },
      {
        id: 'status',
        header: 'Status',
        cell: ({ row }) => (
          <Badge variant="light" miw="max-content" color={STATUS[row.original.status].color}>
            {STATUS[row.original.status].label}
          </Badge>
        ),
      },
      {
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => (
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" variant="light" onClick={() => onEdit(row.original)} aria-label={`Edit ${row.original.code}`}>
              Edit
            </Button>
            {row.original.active === 'T' ? (
              <Button size="xs" variant="light" color="red" onClick={() => onDeactivate(row.original)} aria-label={`Deactivate ${row.original.code}`}>
                Deactivate
              </Button>
            ) : null}
          </Group>
        ),
      },
    ],
    [onEdit, onDeactivate],
  );
  const table = useWholeListTable(columns, coupons, (r) => r.code);
  return <DataTable table={table} label="Coupons" pending={pending} error={error} minWidth={720} highlightOnHover nowrap />;
}
