import { Anchor, Badge, Card, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { moduleAreas, UNDER_PERFORM, type UnderPerformRow } from '@platform/core/contracts';
import { useGuardContext } from '../../../lib/access/guard-context';
import { MessageRow } from '../../../components/list/MessageRow';
import { messageOf } from '../../../lib/forms/server-errors';
import { useUnderPerforming } from '../api/reports';
import { BlockSkeleton } from '../../../components/PageSkeleton';

const REASON: Record<UnderPerformRow['reason'], string> = {
  no_leads: `No leads for ${UNDER_PERFORM.silentDays} days`,
  dropped: 'Leads fell by half or more',
};

/**
 * Running campaigns whose leads fell (the rule is core's: docs/decisions.md, "Campaign reports"),
 * worst first, each linking to its chart page in its module's area. `module` keeps one module's
 * rows (the module dashboard); without it every module's (the root's agency list).
 */
export function UnderPerformingPanel({ module }: { module?: UnderPerformRow['module'] | undefined }) {
  const q = useUnderPerforming();
  const areas = moduleAreas(useGuardContext());
  const reportPath = (r: UnderPerformRow) => {
    const area = areas.find((a) => a.key === r.module);
    return area ? `/${area.url}/campaign-report/${encodeURIComponent(r.campaign_id)}` : null;
  };
  const rows = (q.data?.data ?? []).filter((r) => !module || r.module === module);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="under-performing-title">
      <Stack gap="xs">
        <Title order={2} fz="h4" id="under-performing-title">
          Under-performing campaigns
        </Title>
        <Text size="sm" c="dimmed">
          Running {UNDER_PERFORM.minRunDays} days or more, with no leads for {UNDER_PERFORM.silentDays} days or fewer than half of the week before. Today is not counted.
        </Text>
        {q.isPending ? (
          <BlockSkeleton height={80} label="Loading under-performing campaigns" />
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table aria-label="Under-performing campaigns" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Campaign</Table.Th>
                  <Table.Th>Client</Table.Th>
                  <Table.Th>Why</Table.Th>
                  <Table.Th>Last 7 days</Table.Th>
                  <Table.Th>7 days before</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {q.error ? (
                  <MessageRow colSpan={5} error>
                    {messageOf(q.error)}
                  </MessageRow>
                ) : rows.length === 0 ? (
                  <MessageRow colSpan={5}>Every running campaign is keeping up.</MessageRow>
                ) : (
                  rows.map((r) => {
                    const to = reportPath(r);
                    return (
                      <Table.Tr key={r.campaign_id}>
                        <Table.Td>
                          {to ? (
                            <Anchor component={Link} to={to}>
                              {r.campaign_name}
                            </Anchor>
                          ) : (
                            r.campaign_name
                          )}{' '}
                          <Text span size="xs" c="dimmed">
                            {r.leadspeek_api_id}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          {r.client_name}
                          <Text size="xs" c="dimmed">
                            {r.agency_name}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Badge color={r.reason === 'no_leads' ? 'red' : 'orange'} variant="light">
                            {REASON[r.reason]}
                          </Badge>
                        </Table.Td>
                        <Table.Td>{r.last7}</Table.Td>
                        <Table.Td>{r.previous7}</Table.Td>
                      </Table.Tr>
                    );
                  })
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
