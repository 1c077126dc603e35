import { Badge, Button, Group, Select, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconRepeat } from '@tabler/icons-react';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { INTEGRATION_SAVED } from '@platform/core/contracts';
import { messageOf } from '../../../lib/forms/server-errors';
import { useFormatters } from '../../../lib/format/use-formatters';
import { notify } from '../../../lib/notify';
import { useDeliveries, useReplayDelivery, type DeliveryRow, type DeliveryStatusFilter } from '../api/deliveries';

// Dark shades: light badges' text must reach 4.5:1 (axe).
const STATUS: Record<DeliveryRow['status'], { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'gray' },
  sending: { label: 'Sending', color: 'blue.9' },
  delivered: { label: 'Delivered', color: 'green.9' },
  failed: { label: 'Failed', color: 'red.9' },
};

const FILTERS: { value: DeliveryStatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'failed', label: 'Failed' },
  { value: 'pending', label: 'Pending' },
];

export function DeliveryStatusBadge({ status }: { status: DeliveryRow['status'] }) {
  return (
    <Badge color={STATUS[status].color} variant="light">
      {STATUS[status].label}
    </Badge>
  );
}

function ReplayButton({ company, integrationId, row }: { company: string; integrationId: string; row: DeliveryRow }) {
  const replay = useReplayDelivery(company, integrationId);
  return (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconRepeat size={14} aria-hidden />}
      loading={replay.isPending}
      aria-label={`Replay delivery of ${row.lead}`}
      onClick={() => replay.mutate(row.id, { onSuccess: (a) => notify('success', a.message || INTEGRATION_SAVED), onError: (e) => notify('error', messageOf(e)) })}
    >
      Replay
    </Button>
  );
}

/**
 * An integration's delivery log, newest first: status, when, how long the provider took and what
 * it answered; a failed delivery can be replayed. Pages through the API's cursor, filtered by status.
 */
export function DeliveryLog({ company, integrationId }: { company: string; integrationId: string }) {
  const f = useFormatters();
  const [status, setStatus] = useState<DeliveryStatusFilter>('all');
  // The cursors of the pages before this one, so Newer goes back without the API paging backwards.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const cursor = cursors[cursors.length - 1];
  const log = useDeliveries(company, integrationId, status, cursor);

  const columns = useMemo<ColumnDef<DeliveryRow>[]>(
    () => [
      { id: 'status', header: 'Status', cell: ({ row }) => <DeliveryStatusBadge status={row.original.status} /> },
      { id: 'time', header: 'Time', cell: ({ row }) => f.dateTime(row.original.at) },
      { id: 'lead', header: 'Lead', cell: ({ row }) => (row.original.test ? `${row.original.lead} (test)` : row.original.lead) },
      { id: 'latency', header: 'Latency', cell: ({ row }) => (row.original.latencyMs === undefined ? '—' : `${row.original.latencyMs.toLocaleString('en-US')} ms`) },
      {
        id: 'answer',
        header: 'Provider answer',
        cell: ({ row }) => (
          <Text size="sm" style={{ whiteSpace: 'normal', wordBreak: 'break-word' }}>
            {[row.original.httpStatus, row.original.detail].filter((x) => x !== undefined && x !== '').join(' · ') || '—'}
            {row.original.attempts > 1 ? <Text span size="xs" c="dimmed">{` (${row.original.attempts} attempts)`}</Text> : null}
          </Text>
        ),
      },
      { id: 'actions', header: () => <VisuallyHidden>Actions</VisuallyHidden>, cell: ({ row }) => (row.original.status === 'failed' ? <ReplayButton company={company} integrationId={integrationId} row={row.original} /> : null) },
    ],
    [f, company, integrationId],
  );
  const table = useReactTable({ data: log.data?.rows ?? [], columns, getCoreRowModel: getCoreRowModel(), getRowId: (r) => r.id });
  const message = log.isPending ? 'Loading Data' : log.isError ? messageOf(log.error) : table.getRowModel().rows.length === 0 ? 'No deliveries yet' : null;

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Select
          label="Status"
          data={FILTERS}
          value={status}
          allowDeselect={false}
          w={180}
          onChange={(v) => {
            setStatus((v ?? 'all') as DeliveryStatusFilter);
            setCursors([undefined]);
          }}
        />
        <Button variant="subtle" size="compact-sm" onClick={() => void log.refetch()} loading={log.isFetching && !log.isPending}>
          Refresh
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={720}>
        <Table aria-label="Delivery log" aria-busy={log.isFetching} verticalSpacing="sm">
          <Table.Thead>
            {table.getHeaderGroups().map((g) => (
              <Table.Tr key={g.id}>
                {g.headers.map((h) => (
                  <Table.Th key={h.id}>{h.isPlaceholder ? null : flexRender(h.column.columnDef.header, h.getContext())}</Table.Th>
                ))}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody>
            {message !== null ? (
              <Table.Tr>
                <Table.Td colSpan={columns.length} ta="center" c={log.isError ? 'red' : 'dimmed'} py="lg" role={log.isError ? 'alert' : undefined}>
                  {message}
                </Table.Td>
              </Table.Tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <Table.Tr key={row.id} data-status={row.original.status}>
                  {row.getVisibleCells().map((cell) => (
                    <Table.Td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Table.Td>
                  ))}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" size="compact-sm" leftSection={<IconChevronLeft size={14} aria-hidden />} disabled={cursors.length === 1} onClick={() => setCursors((c) => c.slice(0, -1))}>
          Newer
        </Button>
        <Button
          variant="default"
          size="compact-sm"
          rightSection={<IconChevronRight size={14} aria-hidden />}
          disabled={!log.data?.next}
          onClick={() => setCursors((c) => [...c, log.data?.next ?? undefined])}
        >
          Older
        </Button>
      </Group>
    </Stack>
  );
}
