import { Table, type TableProps } from '@mantine/core';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type Header, type Row, type Table as TanStackTable } from '@tanstack/react-table';
import { Fragment, type ReactNode } from 'react';
import { messageOf } from '../../lib/forms/server-errors';
import { MessageRow } from './MessageRow';
import { SortableHeader } from './SortableHeader';
import classes from './list.module.css';

/**
 * Every data table of the app (docs/decisions.md, "Code structure"): a TanStack table drawn with
 * Mantine, its headers sorting where a column sorts, and one row instead of data: "Loading Data"
 * while the first answer loads, the server's message on failure, "No Data" when empty (the spec's
 * wording for lists). While a new page or sort loads, the rows shown dim (`stale`).
 */
export function DataTable<T>({
  table,
  label,
  pending,
  error,
  fetching = pending,
  stale = false,
  minWidth = 720,
  nowrap = false,
  headerExtra,
  rowProps,
  under,
  ...tableProps
}: {
  table: TanStackTable<T>;
  /** The table's accessible name. */
  label: string;
  /** No answer yet: the table shows "Loading Data". */
  pending: boolean;
  /** Why the list could not be read (its server message is shown), or nothing. */
  error: unknown;
  /** Any read in flight (aria-busy). */
  fetching?: boolean;
  /** The rows shown are the previous answer's while the next one loads. */
  stale?: boolean;
  /** Under this width the table scrolls sideways. */
  minWidth?: number;
  /** Cells keep to one line (badges would otherwise be cut); a narrow screen scrolls the table. */
  nowrap?: boolean;
  /** Something beside a column's title (a filter). */
  headerExtra?: (header: Header<T, unknown>) => ReactNode;
  rowProps?: (row: Row<T>) => Record<`data-${string}`, string | boolean | undefined>;
  /** Rows drawn under a row, spanning the table (an edit panel, an expanded row's children). */
  under?: (row: Row<T>, colSpan: number) => ReactNode;
} & Pick<TableProps, 'striped' | 'highlightOnHover' | 'verticalSpacing'>) {
  const colSpan = table.getVisibleLeafColumns().length;
  const rows = table.getRowModel().rows;
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table aria-label={label} aria-busy={fetching} verticalSpacing="sm" {...tableProps} className={classes.table} data-stale={stale || undefined}>
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => (
                <SortableHeader key={header.id} header={header}>
                  {headerExtra?.(header)}
                </SortableHeader>
              ))}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {pending ? (
            <MessageRow colSpan={colSpan}>Loading Data</MessageRow>
          ) : error ? (
            <MessageRow colSpan={colSpan} error>
              {messageOf(error)}
            </MessageRow>
          ) : rows.length === 0 ? (
            <MessageRow colSpan={colSpan}>No Data</MessageRow>
          ) : (
            rows.map((row) => (
              <Fragment key={row.id}>
                <Table.Tr {...rowProps?.(row)}>
                  {row.getVisibleCells().map((cell) => (
                    <Table.Td key={cell.id} style={nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </Table.Td>
                  ))}
                </Table.Tr>
                {under?.(row, colSpan)}
              </Fragment>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const NO_ROWS: never[] = [];

/** A table over a whole list the API answered at once (no server paging or sorting). */
export function useWholeListTable<T>(columns: ColumnDef<T>[], rows: T[] | undefined, rowId: (row: T) => string) {
  return useReactTable({ data: rows ?? NO_ROWS, columns, getCoreRowModel: getCoreRowModel(), getRowId: rowId, enableSorting: false });
}
