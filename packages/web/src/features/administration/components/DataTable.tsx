import { Table } from '@mantine/core';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { messageOf } from '../../../lib/forms/server-errors';

/**
 * A staff list as the settings pages show it (TanStack Table, as the company tree): the API answers
 * the whole list sorted by name, so there is no paging here. "Loading Data" while loading, the
 * server's message on failure, "No Data" when empty (seed 001 §2's wording for lists).
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  pending,
  error,
  rowId,
  minWidth = 720,
}: {
  label: string;
  columns: ColumnDef<T>[];
  rows: T[] | undefined;
  pending: boolean;
  error: unknown;
  rowId: (row: T) => string;
  minWidth?: number;
}) {
  const table = useReactTable({ data: rows ?? [], columns, getCoreRowModel: getCoreRowModel(), getRowId: rowId });
  const colSpan = columns.length;
  const body = pending ? (
    <MessageRow colSpan={colSpan}>Loading Data</MessageRow>
  ) : error ? (
    <MessageRow colSpan={colSpan} error>
      {messageOf(error)}
    </MessageRow>
  ) : table.getRowModel().rows.length === 0 ? (
    <MessageRow colSpan={colSpan}>No Data</MessageRow>
  ) : (
    table.getRowModel().rows.map((row) => (
      <Table.Tr key={row.id}>
        {row.getVisibleCells().map((cell) => (
          // Cells keep to one line (badges would otherwise be cut); a narrow screen scrolls the table.
          <Table.Td key={cell.id} style={{ whiteSpace: 'nowrap' }}>
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </Table.Td>
        ))}
      </Table.Tr>
    ))
  );
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table aria-label={label} aria-busy={pending} highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => (
                <Table.Th key={header.id}>{header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())}</Table.Th>
              ))}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>{body}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function MessageRow({ colSpan, error, children }: { colSpan: number; error?: boolean; children: string }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan} ta="center" c={error ? 'red' : 'dimmed'} py="lg" role={error ? 'alert' : undefined}>
        {children}
      </Table.Td>
    </Table.Tr>
  );
}
