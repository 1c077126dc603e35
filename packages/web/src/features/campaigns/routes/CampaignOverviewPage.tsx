import { Anchor, Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { moduleAreas, permits, type CampaignModule, type CampaignOverview } from '@platform/core/contracts';
import { DataTable, useWholeListTable } from '../../../components/list/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { useGuardContext } from '../../../lib/access/guard-context';
import { useCurrentUser } from '../../../lib/auth/get-current-user';
import { useFormatters } from '../../../lib/format/use-formatters';
import { useCampaignOverview } from '../api/overview';
import { CampaignStatusBadge } from '../components/CampaignStatusBadge';

/** The campaigns a search keeps: by campaign name, its id or the client's name. */
export function matchesSearch(c: Pick<CampaignOverview, 'campaignName' | 'leadspeek_api_id' | 'company_name'>, term: string): boolean {
  const t = term.trim().toLowerCase();
  return !t || [c.campaignName, c.leadspeek_api_id, c.company_name].some((v) => v.toLowerCase().includes(t));
}

/**
 * Campaign Dashboard (/campaign): every campaign of the agency's clients across the modules, with
 * its status and this month's leads and spend, each linking to its module's campaign management.
 */
export function CampaignOverviewPage() {
  const user = useCurrentUser();
  const ctx = useGuardContext();
  const { money } = useFormatters();
  const overview = useCampaignOverview(user.company_id);
  const areas = useMemo(() => moduleAreas(ctx), [ctx]);
  const [module, setModule] = useState<'all' | CampaignModule>('all');
  const [search, setSearch] = useState('');
  const rows = useMemo(() => (overview.data?.data ?? []).filter((c) => (module === 'all' || c.leadspeekType === module) && matchesSearch(c, search)), [overview.data, module, search]);
  const totals = rows.reduce((t, c) => ({ leads: t.leads + c.leads, spend: t.spend + c.spend_cents }), { leads: 0, spend: 0 });

  const columns = useMemo<ColumnDef<CampaignOverview>[]>(
    () => [
      {
        id: 'name',
        header: 'Campaign',
        cell: ({ row }) => {
          const area = areas.find((a) => a.key === row.original.leadspeekType);
          return area ? (
            <Anchor component={Link} to={`/${area.url}/campaign-management`} fw={600} size="sm">
              {row.original.campaignName}
            </Anchor>
          ) : (
            <Text fw={600} size="sm">
              {row.original.campaignName}
            </Text>
          );
        },
      },
      { id: 'id', header: 'ID', cell: ({ row }) => row.original.leadspeek_api_id },
      { id: 'client', header: 'Client', cell: ({ row }) => row.original.company_name },
      { id: 'module', header: 'Module', cell: ({ row }) => areas.find((a) => a.key === row.original.leadspeekType)?.name ?? row.original.leadspeekType },
      { id: 'status', header: 'Status', cell: ({ row }) => <CampaignStatusBadge status={row.original.status} /> },
      { id: 'leads', header: 'Leads this month', cell: ({ row }) => row.original.leads.toLocaleString('en-US') },
      { id: 'spend', header: 'Spend this month', cell: ({ row }) => money(row.original.spend_cents) },
    ],
    [areas, money],
  );
  const table = useWholeListTable(columns, rows, (c) => c.id);
  const mayCreate = permits(user.user_permissions, 'menuLeadsPeek_create');

  return (
    <Stack gap="lg">
      <PageHeader
        title="Campaign Dashboard"
        intro="Every campaign of your clients, in every module, with this month's leads and spend."
        action={
          mayCreate ? (
            <Button component={Link} to="/campaign-setup">
              Create Campaign
            </Button>
          ) : null
        }
      />
      <Group align="flex-end" justify="space-between">
        <Group align="flex-end">
          <SegmentedControl
            aria-label="Module"
            value={module}
            onChange={(v) => setModule(v as 'all' | CampaignModule)}
            data={[{ value: 'all', label: 'All modules' }, ...areas.map((a) => ({ value: a.key, label: a.name }))]}
          />
          <TextInput label="Search" placeholder="Campaign, ID or client" value={search} onChange={(e) => setSearch(e.currentTarget.value)} w={240} />
        </Group>
        <Text size="sm" c="dimmed" aria-label="Totals">
          {`${rows.length} campaign${rows.length === 1 ? '' : 's'} · ${totals.leads.toLocaleString('en-US')} leads · ${money(totals.spend)} this month`}
        </Text>
      </Group>
      <DataTable table={table} label="Campaigns" pending={overview.isPending} error={overview.error} highlightOnHover nowrap />
    </Stack>
  );
}
