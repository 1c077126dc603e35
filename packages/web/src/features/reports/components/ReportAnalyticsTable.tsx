import { Table } from '@mantine/core';
import { flexRender, getCoreRowModel, getSortedRowModel, useReactTable, type ColumnDef, type SortingState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import type { ReportAnalytics, ReportAnalyticsRow } from '@platform/core/contracts';
import { MessageRow } from '../../../components/list/MessageRow';
import { SortableHeader } from '../../../components/list/SortableHeader';
import listClasses from '../../../components/list/list.module.css';
import { formatCents } from '../../../lib/format/money';
import { messageOf } from '../../../lib/forms/server-errors';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * Report Analytics' table: one row per agency, every column sortable in the page (the API answers
 * the whole platform at once), cycling ascending, descending, original order; the totals as the
 * table's footer. "Loading Data" while loading, the server's message on failure, "No Data" when the
 * platform has no agencies.
 */
export function ReportAnalyticsTable({ report, pending, error }: { report: ReportAnalytics | undefined; pending: boolean; error: unknown }) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const columns = useMemo<ColumnDef<ReportAnalyticsRow>[]>(
    () => [
      { id: 'company_name', accessorKey: 'company_name', header: 'Agency', sortingFn: 'text' },
      { id: 'clients', accessorKey: 'clients', header: 'Clients', cell: (c) => count(c.row.original.clients) },
      { id: 'running_campaigns', accessorKey: 'running_campaigns', header: 'Running campaigns', cell: (c) => count(c.row.original.running_campaigns) },
      { id: 'leads', accessorKey: 'leads', header: 'Leads', cell: (c) => count(c.row.original.leads) },
      { id: 'retail', accessorKey: 'retail_cents', header: 'Retail revenue', cell: (c) => formatCents(c.row.original.retail_cents) },
      { id: 'wholesale', accessorKey: 'wholesale_cents', header: 'Wholesale revenue', cell: (c) => formatCents(c.row.original.wholesale_cents) },
      { id: 'margin', accessorKey: 'margin_cents', header: 'Margin', cell: (c) => formatCents(c.row.original.margin_cents) },
    ],
    [],
  );
  const table = useReactTable({
    data: report?.data ?? [],
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getRowId: (r) => r.agency_id,
    sortDescFirst: false,
    enableSortingRemoval: true,
  });
  const colSpan = columns.length;
  const rows = table.getRowModel().rows;
  const t = report?.totals;
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table aria-label="Report Analytics by agency" aria-busy={pending} highlightOnHover verticalSpacing="sm" className={listClasses.table}>
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => (
                <SortableHeader key={header.id} header={header} />
              ))}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {pending && !report ? (
            <MessageRow colSpan={colSpan}>Loading Data</MessageRow>
          ) : error ? (
            <MessageRow colSpan={colSpan} error>
              {messageOf(error)}
            </MessageRow>
          ) : rows.length === 0 ? (
            <MessageRow colSpan={colSpan}>No Data</MessageRow>
          ) : (
            rows.map((row) => (
              <Table.Tr key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <Table.Td key={cell.id} style={{ whiteSpace: 'nowrap' }}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
        {t && rows.length > 0 && !error ? (
          <Table.Tfoot>
            <Table.Tr fw={700}>
              <Table.Th scope="row">Total</Table.Th>
              <Table.Td>{count(t.clients)}</Table.Td>
              <Table.Td>{count(t.running_campaigns)}</Table.Td>
              <Table.Td>{count(t.leads)}</Table.Td>
              <Table.Td>{formatCents(t.retail_cents)}</Table.Td>
              <Table.Td>{formatCents(t.wholesale_cents)}</Table.Td>
              <Table.Td>{formatCents(t.margin_cents)}</Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        ) : null}
      </Table>
    </Table.ScrollContainer>
  );
}
