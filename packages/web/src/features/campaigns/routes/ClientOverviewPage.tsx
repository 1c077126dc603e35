import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { permits, type ClientOverview } from '@platform/core/contracts';
import { DataTable, useWholeListTable } from '../../../components/list/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { useCurrentUser } from '../../../lib/auth/get-current-user';
import { useClientOverview } from '../api/overview';

/** "3 campaigns: 2 running, 1 paused" (the statuses with none are left out). */
export function campaignCountText(c: ClientOverview['campaigns']): string {
  if (!c.total) return 'No campaigns';
  const parts = (['running', 'paused', 'stopped', 'archived'] as const).filter((k) => c[k] > 0).map((k) => `${c[k]} ${k}`);
  return `${c.total} campaign${c.total === 1 ? '' : 's'}: ${parts.join(', ')}`;
}

/**
 * Clients (/Client), the one page behind both the Campaign and the Ads Design menus' "Clients":
 * each client of the agency with its campaigns, saved audiences and banners, linking to the pages
 * that manage them as far as the user's menus reach.
 */
export function ClientOverviewPage() {
  const user = useCurrentUser();
  const perms = user.user_permissions;
  const may = { campaign: permits(perms, 'menuCampaign'), ads: permits(perms, 'menuAdsDesign') };
  const clients = useClientOverview(user.company_id);
  const columns = useMemo<ColumnDef<ClientOverview>[]>(
    () => [
      { id: 'name', header: 'Client', cell: ({ row }) => <Text fw={600} size="sm">{row.original.company_name}</Text> },
      {
        id: 'campaigns',
        header: 'Campaigns',
        cell: ({ row }) =>
          may.campaign && row.original.campaigns.total ? (
            <Anchor component={Link} to="/campaign" size="sm">
              {campaignCountText(row.original.campaigns)}
            </Anchor>
          ) : (
            campaignCountText(row.original.campaigns)
          ),
      },
      {
        id: 'audiences',
        header: 'Audiences',
        cell: ({ row }) => (may.campaign ? <Anchor component={Link} to="/Audience" size="sm">{String(row.original.audiences)}</Anchor> : String(row.original.audiences)),
      },
      {
        id: 'banners',
        header: 'Banners',
        cell: ({ row }) => (may.ads ? <Anchor component={Link} to="/banner/list" size="sm">{String(row.original.banners)}</Anchor> : String(row.original.banners)),
      },
    ],
    [may.campaign, may.ads],
  );
  const table = useWholeListTable(columns, clients.data?.data, (c) => c.company_id);
  return (
    <Stack gap="lg">
      <PageHeader title="Clients" intro="Your clients with their campaigns, saved audiences and banners." />
      <Group>
        <Text size="sm" c="dimmed">
          {clients.data ? `${clients.data.data.length} clients` : ''}
        </Text>
      </Group>
      <DataTable table={table} label="Clients" pending={clients.isPending} error={clients.error} highlightOnHover nowrap />
    </Stack>
  );
}
