import { Button, Group, Indicator, Modal, Pagination, Stack, Table, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconDownload, IconFilter } from '@tabler/icons-react';
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { showingText, type CompanyRow, type UserLogRow } from '@platform/core/contracts';
import { isApiError } from '../../../lib/api/errors';
import { useFormatters } from '../../../lib/format/use-formatters';
import { useDownloadUserLogs } from '../api/download-user-logs';
import { useLogCategories } from '../api/log-categories';
import { useUserLogs } from '../api/list-user-logs';
import { activeFilterCount, NO_FILTERS, pageSpan, userTypeLabel, type LogFilters } from '../log-filters';
import { LogDescription } from './LogDescription';
import { LogFilterDrawer } from './LogFilterDrawer';

const CLOSE = { 'aria-label': 'Close' };
const FALLBACK_MESSAGE = 'Something went wrong. Please try again later.';
const EMPTY: UserLogRow[] = [];
const column = createColumnHelper<UserLogRow>();

/** Agency User's Logs (seed 001 §2): who did what in an agency and its clients, filtered, paged and downloadable. */
export function UserLogsModal({ company, opened, onClose }: { company: Pick<CompanyRow, 'id' | 'company_name'>; opened: boolean; onClose: () => void }) {
  const narrow = useMediaQuery('(max-width: 48em)');
  const [drawer, drawerHandlers] = useDisclosure(false);
  return (
    // With the filter drawer open, Escape closes the drawer only.
    <Modal opened={opened} onClose={onClose} title={`Agency User's Logs: ${company.company_name}`} size="80rem" fullScreen={narrow} closeButtonProps={CLOSE} closeOnEscape={!drawer}>
      <UserLogs company={company} drawer={drawer} openDrawer={drawerHandlers.open} closeDrawer={drawerHandlers.close} />
    </Modal>
  );
}

function UserLogs({
  company,
  drawer,
  openDrawer,
  closeDrawer,
}: {
  company: Pick<CompanyRow, 'id' | 'company_name'>;
  drawer: boolean;
  openDrawer: () => void;
  closeDrawer: () => void;
}) {
  const fmt = useFormatters();
  const [filters, setFilters] = useState<LogFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const logs = useUserLogs(company.id, filters, page);
  const categories = useLogCategories();
  const download = useDownloadUserLogs(company.id);
  const categoryList = categories.data?.params;
  const actionName = useMemo(() => new Map(categoryList?.map((c) => [c.id as string, c.name])), [categoryList]);
  const filterCount = activeFilterCount(filters);

  const columns = useMemo(
    () => [
      column.accessor('name', { header: 'Name' }),
      column.accessor('type_user', { header: 'User Type', cell: ({ getValue }) => userTypeLabel(getValue()) }),
      column.accessor('location', { header: 'Location', cell: ({ getValue }) => getValue() ?? '—' }),
      column.accessor('user_ip', { header: 'IP', cell: ({ getValue }) => getValue() ?? '—' }),
      column.accessor('action', { header: 'Action', cell: ({ getValue }) => actionName.get(getValue()) ?? getValue() }),
      column.accessor('description', { header: 'Description', cell: ({ getValue }) => <LogDescription text={getValue()} /> }),
      column.accessor('company_name', { header: 'Company', cell: ({ getValue }) => getValue() ?? '—' }),
      column.accessor('create_date', { header: 'Date', cell: ({ getValue }) => fmt.dateTime(getValue()) }),
    ],
    [actionName, fmt],
  );

  const table = useReactTable({
    data: logs.data?.data ?? EMPTY,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.id,
    manualPagination: true,
    manualFiltering: true,
  });
  const rows = table.getRowModel().rows;
  const answer = logs.data;

  return (
    <Stack gap="md">
      <Group justify="flex-end" gap="xs">
        <Indicator disabled={filterCount === 0} label={filterCount} size={16} offset={4}>
          <Button variant="default" leftSection={<IconFilter size={16} />} onClick={openDrawer} aria-label={filterCount ? `Filter (${filterCount} on)` : 'Filter'}>
            Filter
          </Button>
        </Indicator>
        <Button leftSection={<IconDownload size={16} />} loading={download.isPending} onClick={() => download.mutate(filters)}>
          Download
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={960}>
        <Table aria-label="User logs" aria-busy={logs.isFetching} verticalSpacing="xs" striped>
          <Table.Thead>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id}>
                {group.headers.map((header) => (
                  <Table.Th key={header.id}>{flexRender(header.column.columnDef.header, header.getContext())}</Table.Th>
                ))}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody>
            {logs.isPending ? (
              <MessageRow colSpan={columns.length}>Loading Data</MessageRow>
            ) : logs.isError ? (
              <MessageRow colSpan={columns.length} error>
                {isApiError(logs.error) ? logs.error.message : FALLBACK_MESSAGE}
              </MessageRow>
            ) : rows.length === 0 ? (
              <MessageRow colSpan={columns.length}>No Data</MessageRow>
            ) : (
              rows.map((row) => (
                <Table.Tr key={row.id}>
                  {row.getVisibleCells().map((cell) => (
                    <Table.Td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Table.Td>
                  ))}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {answer ? (
        <Group justify="space-between">
          <Text size="sm" c="dimmed" role="status">
            {showingText(pageSpan(answer, answer.data.length))}
          </Text>
          {answer.last_page > 1 ? (
            <nav aria-label="User logs, pages">
              <Pagination
                total={answer.last_page}
                value={answer.current_page}
                onChange={setPage}
                size="sm"
                withEdges
                getItemProps={(p) => ({ 'aria-label': `Page ${p}`, 'aria-current': p === answer.current_page ? 'page' : undefined })}
                getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
              />
            </nav>
          ) : null}
        </Group>
      ) : null}
      <LogFilterDrawer
        companyId={company.id}
        opened={drawer}
        onClose={closeDrawer}
        value={filters}
        onApply={(next) => {
          setFilters(next);
          setPage(1);
          closeDrawer();
        }}
        categories={categoryList ?? []}
        timeZone={fmt.timeZone}
      />
    </Stack>
  );
}

const CONTROL_LABELS = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' } as const;

function MessageRow({ colSpan, error, children }: { colSpan: number; error?: boolean; children: string }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan} ta="center" c={error ? 'red' : 'dimmed'} py="lg" role={error ? 'alert' : undefined}>
        {error ? (
          <Group gap={6} justify="center">
            <IconAlertCircle size={16} aria-hidden />
            {children}
          </Group>
        ) : (
          children
        )}
      </Table.Td>
    </Table.Tr>
  );
}
