import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { getCoreRowModel, useReactTable, type ColumnDef, type SortingState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import {
  COUNT_STATUS_FILTERS,
  COUNT_STATUS_FILTER_LABELS,
  countOutcome,
  countStatusText,
  keywordFound,
  mayRetry,
  nextCountSort,
  sortByCount,
  targetLocationText,
  type CountRow,
  type CountSort,
  type CountStatusFilter,
} from '@platform/core/contracts';
import { DataTable } from '../../../components/list/DataTable';
import { useFormatters } from '../../../lib/format/use-formatters';

type Numbered = CountRow & { no: number };

interface Props {
  rows: CountRow[] | undefined;
  pending: boolean;
  error: unknown;
  /** Queue a failed row again (offered only while nothing else is processing). */
  onRetry: (row: CountRow) => void;
  /** Take the row's keywords into the campaign being set up. */
  onUse?: ((row: CountRow) => void) | undefined;
  busy?: boolean;
}

function StatusCell({ row, rows, onRetry, busy }: { row: CountRow; rows: CountRow[]; onRetry: (row: CountRow) => void; busy: boolean }) {
  const text = countStatusText(row);
  if (row.status === 'pending') return <Text size="sm" c="yellow.9" style={{ whiteSpace: 'normal', maxWidth: 340 }}>{text}</Text>;
  if (row.status === 'error')
    return (
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" c="red.8" style={{ whiteSpace: 'normal', maxWidth: 240 }}>
          {text}
        </Text>
        {mayRetry(row, rows) ? (
          <Button size="compact-xs" variant="light" onClick={() => onRetry(row)} loading={busy} aria-label={`Retry the count of ${row.keyword || targetLocationText(row)}`}>
            Retry
          </Button>
        ) : null}
      </Group>
    );
  return (
    <Text size="sm" c={countOutcome(row) === 'success' ? 'teal.8' : 'dimmed'}>
      {text}
    </Text>
  );
}

/**
 * The approximate lead count table of campaign setup: No, Target Location, Keyword, Keyword Found,
 * Historical Count (a click cycles ascending, descending, the original order), Status (filterable),
 * Created. The rules (Keyword Found, status texts, Retry, the sort cycle) are core's.
 */
export function ApproximateCountTable({ rows, pending, error, onRetry, onUse, busy = false }: Props) {
  const f = useFormatters();
  const [sort, setSort] = useState<CountSort>('none');
  const [status, setStatus] = useState<CountStatusFilter | 'all'>('all');
  const all = useMemo(() => rows ?? [], [rows]);
  const shown = useMemo(() => {
    const numbered: Numbered[] = all.map((r, i) => ({ ...r, no: i + 1 }));
    return sortByCount(
      numbered.filter((r) => status === 'all' || countOutcome(r) === status),
      sort,
    );
  }, [all, sort, status]);
  const columns = useMemo<ColumnDef<Numbered>[]>(
    () => [
      { id: 'no', header: 'No', cell: ({ row }) => row.original.no, enableSorting: false },
      { id: 'target', header: 'Target Location', cell: ({ row }) => <Text size="sm" style={{ whiteSpace: 'normal', maxWidth: 260 }}>{targetLocationText(row.original)}</Text>, enableSorting: false },
      { id: 'keyword', header: 'Keyword', cell: ({ row }) => row.original.keyword || '-', enableSorting: false },
      { id: 'found', header: 'Keyword Found', cell: ({ row }) => keywordFound(row.original), enableSorting: false },
      { id: 'count', header: 'Historical Count', accessorFn: (r) => r.count, cell: ({ row }) => (row.original.count === null ? '-' : row.original.count.toLocaleString('en-US')), enableSorting: true },
      { id: 'status', header: 'Status', cell: ({ row }) => <StatusCell row={row.original} rows={all} onRetry={onRetry} busy={busy} />, enableSorting: false },
      { id: 'created', header: 'Created', cell: ({ row }) => f.dateTime(row.original.created_at), enableSorting: false },
      ...(onUse
        ? [
            {
              id: 'use',
              header: '',
              enableSorting: false,
              cell: ({ row }: { row: { original: Numbered } }) =>
                row.original.keyword ? (
                  <Button size="compact-xs" variant="subtle" onClick={() => onUse(row.original)} aria-label={`Use the keywords ${row.original.keyword}`}>
                    Use keywords
                  </Button>
                ) : null,
            } satisfies ColumnDef<Numbered>,
          ]
        : []),
    ],
    [all, onRetry, onUse, busy, f],
  );
  const sorting: SortingState = sort === 'none' ? [] : [{ id: 'count', desc: sort === 'desc' }];
  const table = useReactTable({
    data: shown,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (r) => r.id,
    manualSorting: true,
    state: { sorting },
    // The header's click moves the cycle one step (core's rule), whatever TanStack would do.
    onSortingChange: () => setSort((s) => nextCountSort(s)),
  });
  return (
    <DataTable
      table={table}
      label="Approximate lead count"
      pending={pending}
      error={error}
      minWidth={900}
      highlightOnHover
      verticalSpacing="xs"
      headerExtra={(header) =>
        header.column.id === 'status' ? (
          <NativeSelect
            size="xs"
            aria-label="Filter by status"
            value={status}
            onChange={(e) => setStatus(e.currentTarget.value as CountStatusFilter | 'all')}
            data={[{ value: 'all', label: 'All' }, ...COUNT_STATUS_FILTERS.map((s) => ({ value: s, label: COUNT_STATUS_FILTER_LABELS[s] }))]}
          />
        ) : null
      }
      rowProps={(row) => ({ 'data-status': row.original.status })}
    />
  );
}
