import { ActionIcon, Group, Menu, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArchive, IconCode, IconDots, IconDownload, IconEye, IconPencil, IconPlayerPause, IconPlayerPlay, IconSearch, IconTrash } from '@tabler/icons-react';
import { createColumnHelper, getCoreRowModel, useReactTable, type SortingState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { allowedActions, LISTED_STATUSES, showingText, STATUS_LABELS, type CampaignAction, type CampaignView } from '@platform/core/contracts';
import { ListPagination } from '../../../components/list/ListPagination';
import { DataTable } from '../../../components/list/DataTable';
import { useFormatters } from '../../../lib/format/use-formatters';
import { useCampaigns } from '../api/list-campaigns';
import type { ModuleScope } from '../use-module-scope';
import { CampaignStatusBadge } from './CampaignStatusBadge';
import type { CampaignRowExtension } from '../row-extensions';

const column = createColumnHelper<CampaignView>();
const EMPTY: CampaignView[] = [];
const STATUS_CHOICES = [{ value: 'all', label: 'All statuses' }, ...LISTED_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))];

export interface CampaignRowHandlers {
  onEdit: (c: CampaignView) => void;
  onMove: (c: CampaignView, action: CampaignAction) => void;
  onEmbed: (c: CampaignView) => void;
  onLeads: (c: CampaignView, download: boolean) => void;
  /** The lead tools' items (row-extensions.tsx). */
  extensions: CampaignRowExtension[];
}

/**
 * The campaign table (docs/product.md, Campaigns and the four modules): name and id, client (on an agency's
 * list), status, created; search (300 ms), status filter, sorting that cycles ascending, descending, none,
 * and paging, all by the server. Each row's menu offers what the status table allows and the role permits.
 */
export function CampaignTable({ scope, handlers }: { scope: ModuleScope; handlers: CampaignRowHandlers }) {
  const fmt = useFormatters();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [status, setStatus] = useState('all');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(10);
  const [sorting, setSorting] = useState<SortingState>([]);
  const sort = sorting[0];
  const list = useCampaigns({
    company: scope.companyId,
    module: scope.module,
    group: 'all',
    page,
    perPage,
    status,
    searchkey: debounced,
    sortby: sort?.id,
    order: sort ? (sort.desc ? 'desc' : 'asc') : undefined,
  });

  const columns = useMemo(
    () => [
      column.accessor('campaignName', {
        id: 'campaign_name',
        header: 'Campaign',
        cell: (info) => (
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {info.getValue()}
            </Text>
            <Text size="xs" c="dimmed">
              ID {info.row.original.leadspeek_api_id}
            </Text>
          </Stack>
        ),
      }),
      ...(scope.isClient ? [] : [column.accessor('company_name', { id: 'company_name', header: 'Client' })]),
      column.accessor('status', { id: 'status', header: 'Status', cell: (info) => <CampaignStatusBadge status={info.getValue()} title={info.row.original.stop_message} /> }),
      column.accessor('created_at', { id: 'created_at', header: 'Created', cell: (info) => fmt.date(info.getValue()) }),
      column.display({ id: 'actions', header: 'Actions', enableSorting: false, cell: (info) => <RowMenu campaign={info.row.original} scope={scope} handlers={handlers} /> }),
    ],
    [scope, handlers, fmt],
  );

  const table = useReactTable({
    data: list.data?.data ?? EMPTY,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (r) => r.id,
    manualSorting: true,
    manualPagination: true,
    state: { sorting },
    onSortingChange: (next) => {
      setSorting(next);
      setPage(1);
    },
  });

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <TextInput
          aria-label="Search campaigns"
          placeholder="Search by name, ID or client"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          w={300}
        />
        <NativeSelect
          aria-label="Status"
          data={STATUS_CHOICES}
          value={status}
          onChange={(e) => {
            setStatus(e.currentTarget.value);
            setPage(1);
          }}
          w={180}
        />
      </Group>
      <DataTable
        table={table}
        label={`${scope.name} campaigns`}
        pending={list.isPending}
        error={list.error}
        fetching={list.isFetching}
        stale={list.isPlaceholderData}
        highlightOnHover
        nowrap
      />
      {list.data ? (
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {showingText(list.data)}
            </Text>
            <NativeSelect
              aria-label="Rows per page"
              size="xs"
              data={['10', '25', '50', '100']}
              value={String(perPage)}
              onChange={(e) => {
                setPerPage(Number(e.currentTarget.value));
                setPage(1);
              }}
            />
          </Group>
          <ListPagination page={list.data.current_page} lastPage={list.data.last_page} onChange={setPage} label="Campaign pages" />
        </Group>
      ) : null}
    </Stack>
  );
}

const MOVE_ITEMS: Record<CampaignAction, { label: string; icon: typeof IconPencil; color?: string }> = {
  run: { label: 'Resume', icon: IconPlayerPlay },
  pause: { label: 'Pause', icon: IconPlayerPause },
  archive: { label: 'Archive', icon: IconArchive },
  remove: { label: 'Remove', icon: IconTrash, color: 'red' },
};

function RowMenu({ campaign, scope, handlers }: { campaign: CampaignView; scope: ModuleScope; handlers: CampaignRowHandlers }) {
  const moves = allowedActions(campaign.status).filter((a) => (a === 'remove' ? scope.may.delete : scope.may.update));
  const editable = scope.may.update && campaign.status !== 'archived';
  const extensions = handlers.extensions.filter((x) => x.shows(campaign));
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={`Actions for ${campaign.campaignName}`}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {editable ? (
          <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => handlers.onEdit(campaign)}>
            Edit
          </Menu.Item>
        ) : null}
        {campaign.embed_code ? (
          <Menu.Item leftSection={<IconCode size={16} aria-hidden />} onClick={() => handlers.onEmbed(campaign)}>
            Embed code
          </Menu.Item>
        ) : null}
        <Menu.Item leftSection={<IconEye size={16} aria-hidden />} onClick={() => handlers.onLeads(campaign, false)}>
          View leads
        </Menu.Item>
        <Menu.Item leftSection={<IconDownload size={16} aria-hidden />} onClick={() => handlers.onLeads(campaign, true)}>
          Download leads
        </Menu.Item>
        {extensions.map((x) => (
          <Menu.Item key={x.key} leftSection={x.icon} onClick={() => x.onSelect(campaign)}>
            {x.label}
          </Menu.Item>
        ))}
        {moves.map((action) => {
          const item = MOVE_ITEMS[action];
          const Icon = item.icon;
          return (
            <Menu.Item key={action} color={item.color} leftSection={<Icon size={16} aria-hidden />} onClick={() => handlers.onMove(campaign, action)}>
              {item.label}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
