import { Button, Group, Indicator, Pagination, Stack, Text } from '@mantine/core';
import { Dialog } from '../../../components/dialogs/Dialog';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconFilter } from '@tabler/icons-react';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { showingText, type CompanyRow, type UserLogRow } from '@platform/core/contracts';
import { useFormatters } from '../../../lib/format/use-formatters';
import { useDownloadUserLogs } from '../api/download-user-logs';
import { useLogCategories } from '../api/log-categories';
import { useUserLogs } from '../api/list-user-logs';
import { activeFilterCount, NO_FILTERS, pageSpan, userTypeLabel, type LogFilters } from '../log-filters';
import { LogDescription } from './LogDescription';
import { LogFilterDrawer } from './LogFilterDrawer';
import { DataTable } from '../../../components/list/DataTable';

const EMPTY: UserLogRow[] = [];
const column = createColumnHelper<UserLogRow>();

/** Agency User's Logs (docs/product.md, User logs): who did what in an agency and its clients, filtered, paged and downloadable. */
export function UserLogsModal({ company, opened, onClose }: { company: Pick<CompanyRow, 'id' | 'company_name'>; opened: boolean; onClose: () => void }) {
  const narrow = useMediaQuery('(max-width: 48em)');
  const [drawer, drawerHandlers] = useDisclosure(false);
  return (
    // With the filter drawer open, Escape closes the drawer only.
    <Dialog centered={false} opened={opened} onClose={onClose} title={`Agency User's Logs: ${company.company_name}`} size="80rem" fullScreen={narrow} closeOnEscape={!drawer}>
      <UserLogs company={company} drawer={drawer} openDrawer={drawerHandlers.open} closeDrawer={drawerHandlers.close} />
    </Dialog>
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
    // The server answers the logs newest first; no column sorts.
    enableSorting: false,
  });
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
      <DataTable table={table} label="User logs" pending={logs.isPending} error={logs.error} fetching={logs.isFetching} minWidth={960} verticalSpacing="xs" striped />
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
