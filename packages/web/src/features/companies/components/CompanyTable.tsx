import { ActionIcon, Button, Group, Loader, NativeSelect, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconChevronDown, IconChevronRight, IconPlus, IconSearch } from '@tabler/icons-react';
import {
  createColumnHelper,
  getCoreRowModel,
  useReactTable,
  type ExpandedState,
  type SortingState,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { isRootOperator, mayAddCompanyUnder, showingText, type CompanyRow, type ListFilter, type SortColumn, type UserData } from '@platform/core/contracts';
import { useCompanyList, type ChildrenQuery } from '../api/list-children';
import { useSalesList } from '../api/sales-list';
import { formatDateTime } from '../../../lib/format/date';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { AddCompanyPanel } from './AddCompanyPanel';
import { ClientsPanel } from './ClientsPanel';
import { EditCompanyPanel } from './EditCompanyPanel';
import { FilterPopover } from './FilterPopover';
import { ListPagination } from '../../../components/list/ListPagination';
import { DataTable } from '../../../components/list/DataTable';
import { RowActions } from './RowActions';
import { EditingRowContext } from './row-context';
import { SalesCell } from './SalesCell';
import { PackageCell } from './actions/PackageItem';
import classes from './CompanyTable.module.css';

const PER_PAGE_OPTIONS = ['10', '25', '50', '100'];
const EMPTY: CompanyRow[] = [];
const NOBODY: { id: string; name: string }[] = [];
const column = createColumnHelper<CompanyRow>();

/** The list's sort as the API takes it: the column's id is its sortby value. */
function sortOf(sorting: SortingState): ChildrenQuery['sort'] {
  const first = sorting[0];
  return first ? { column: first.id as SortColumn, order: first.desc ? 'desc' : 'asc' } : undefined;
}

/**
 * The agency and client list tree (docs/product.md, Agencies and clients): company name, full name, e-mail,
 * actions, sales and created; sorting cycles ascending, descending, none; debounced search; header filters;
 * an agency row expands to its clients. Everything is sorted, filtered and paged by the server. The add panel
 * opens above the rows, a row's edit panel under it.
 */
export function CompanyTable({
  companyId,
  parentKind,
  user,
  label,
  withDeveloperApi,
}: {
  companyId: string;
  /** The list's company: the root (its agencies) or an agency (its clients). */
  parentKind: 'root' | 'agency';
  user: UserData;
  label: string;
  withDeveloperApi: boolean;
}) {
  const { language } = useI18n();
  const [sorting, setSorting] = useState<SortingState>([]);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [filters, setFilters] = useState<ListFilter[]>([]);
  const [perPage, setPerPage] = useState(10);
  // A new sort, search, filter or page size starts again at page 1 with every row collapsed.
  const viewKey = JSON.stringify([sorting, debouncedSearch, filters, perPage]);
  const [paging, setPaging] = useState({ viewKey, page: 1 });
  const page = paging.viewKey === viewKey ? paging.page : 1;
  const [expandedState, setExpanded] = useState({ key: '', expanded: {} as ExpandedState });
  const pageKey = `${viewKey}|${page}`;
  const expanded = expandedState.key === pageKey ? expandedState.expanded : {};

  const list = useCompanyList(companyId, { sort: sortOf(sorting), search: debouncedSearch, filters, page, perPage });
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const editing = useMemo(() => ({ editingId, toggleEdit: (id: string) => setEditingId((open) => (open === id ? null : id)) }), [editingId]);
  const mayAdd = mayAddCompanyUnder(user, { id: companyId, kind: parentKind });
  const childKind = parentKind === 'root' ? 'agency' : 'client';
  // Names for the Sales column come from the sales list, which only root operators may read.
  const sales = useSalesList(parentKind === 'root' && isRootOperator(user));
  const people = sales.data?.params ?? NOBODY;

  const columns = useMemo(
    () => [
      column.accessor('company_name', {
        id: 'company_name',
        header: 'Company Name',
        cell: ({ row }) => (
          <Group gap={6} wrap="nowrap">
            {row.getCanExpand() ? (
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                onClick={row.getToggleExpandedHandler()}
                aria-expanded={row.getIsExpanded()}
                aria-label={`${row.getIsExpanded() ? 'Hide' : 'Show'} clients of ${row.original.company_name}`}
              >
                {row.getIsExpanded() ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
              </ActionIcon>
            ) : null}
            <Text size="sm" fw={500}>
              {row.original.company_name}
            </Text>
          </Group>
        ),
      }),
      column.accessor('name', { id: 'full_name', header: 'Full Name' }),
      column.accessor('email', { id: 'email', header: 'E-mail' }),
      column.display({
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => <RowActions row={row.original} user={user} />,
      }),
      column.display({
        id: 'sales',
        header: 'Sales',
        cell: ({ row }) => <SalesCell row={row.original} user={user} people={people} />,
      }),
      // The root's agencies carry a package (docs/decisions.md, "Packages and subscriptions").
      ...(parentKind === 'root' ? [column.display({ id: 'package', header: 'Package', cell: ({ row }) => <PackageCell row={row.original} /> })] : []),
      column.accessor('created_at', { id: 'created_at', header: 'Created', cell: ({ getValue }) => formatDateTime(getValue(), user.timezone, language) }),
    ],
    [user, people, language, parentKind],
  );

  const table = useReactTable({
    data: list.data?.data ?? EMPTY,
    columns,
    state: { sorting, expanded },
    onSortingChange: setSorting,
    onExpandedChange: (updater) =>
      setExpanded({ key: pageKey, expanded: typeof updater === 'function' ? updater(expanded) : updater }),
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.id,
    getRowCanExpand: (row) => row.original.user_type === 'userdownline',
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    enableMultiSort: false,
    enableSortingRemoval: true,
    sortDescFirst: false,
  });
  // The four accessor columns are the ones the server sorts by (their ids are its sortby values);
  // display columns (actions, sales) have no value and so no sorting.

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <TextInput
          aria-label="Search"
          placeholder="Search"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={280}
          rightSection={list.isFetching && !list.isPending ? <Loader size={14} /> : null}
        />
        <Group align="flex-end" gap="sm">
          {mayAdd ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding((open) => !open)} aria-expanded={adding}>
              {childKind === 'agency' ? 'Add Agency' : 'Add Client'}
            </Button>
          ) : null}
          <NativeSelect label="Per page" data={PER_PAGE_OPTIONS} value={String(perPage)} onChange={(e) => setPerPage(Number(e.currentTarget.value))} w={100} />
        </Group>
      </Group>
      {adding ? <AddCompanyPanel parentId={companyId} kind={childKind} user={user} onClose={() => setAdding(false)} /> : null}
      <EditingRowContext value={editing}>
      <DataTable
        table={table}
        label={label}
        pending={list.isPending}
        error={list.error}
        fetching={list.isFetching}
        stale={list.isPlaceholderData}
        minWidth={860}
        highlightOnHover
        // The header filter popover sits in the Actions header (kept out of the column definitions,
        // so choosing a filter does not rebuild the header under the pointer).
        headerExtra={(header) => (header.column.id === 'actions' ? <FilterPopover value={filters} onChange={setFilters} withDeveloperApi={withDeveloperApi} /> : null)}
        rowProps={(row) => ({ 'data-expanded': row.getIsExpanded() || undefined })}
        under={(row, colSpan) => (
          <>
            {editingId === row.id ? (
              <Table.Tr className={classes.expansion}>
                <Table.Td colSpan={colSpan}>
                  <EditCompanyPanel row={row.original} user={user} onClose={() => setEditingId(null)} />
                </Table.Td>
              </Table.Tr>
            ) : null}
            {row.getIsExpanded() ? (
              <Table.Tr className={classes.expansion}>
                <Table.Td colSpan={colSpan}>
                  <ClientsPanel agency={row.original} user={user} />
                </Table.Td>
              </Table.Tr>
            ) : null}
          </>
        )}
      />
      </EditingRowContext>
      {list.data ? (
        <Group justify="space-between">
          <Text size="sm" c="dimmed" role="status">
            {showingText(list.data)}
          </Text>
          <ListPagination
            page={list.data.current_page}
            lastPage={list.data.last_page}
            onChange={(p) => setPaging({ viewKey, page: p })}
            label={`${label}, pages`}
          />
        </Group>
      ) : null}
    </Stack>
  );
}
