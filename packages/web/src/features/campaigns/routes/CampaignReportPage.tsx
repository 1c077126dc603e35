import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowLeft, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { CampaignChart, InvoiceReport } from '@platform/core/contracts';
import { PageHeader } from '../../../components/PageHeader';
import { MessageRow } from '../../../components/list/MessageRow';
import { downloadFile } from '../../../lib/download/download-file';
import { messageOf } from '../../../lib/forms/server-errors';
import { useFormatters } from '../../../lib/format/use-formatters';
import { useT } from '../../../lib/i18n/i18n-context';
import { useCampaignChart, useCampaignInitDate, useInvoiceReport } from '../api/reports';
import { DateRangeFilter, type DayRange } from '../components/DateRangeFilter';
import { FigureCard, LeadsPerDayCard } from '../components/LeadsPerDay';
import { lastDays } from '../components/date-range';
import { useModuleScope } from '../use-module-scope';
import { BlockSkeleton } from '../../../components/PageSkeleton';

/** The figures and chart of a range: a skeleton while loading, a sentence when the days hold no lead. */
export function ChartSection({ chart, loading }: { chart: CampaignChart | undefined; loading: boolean }) {
  const fmt = useFormatters();
  if (loading || !chart) return <BlockSkeleton height={360} label="Loading the chart" />;
  const t = chart.totals;
  const empty = t.delivered + t.suppressed + t.over_limit + t.pending + t.test === 0;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <FigureCard compact label="Delivered" value={String(t.delivered)} />
        <FigureCard compact label="Suppressed" value={String(t.suppressed)} />
        <FigureCard compact label="Over limit" value={String(t.over_limit)} />
        <FigureCard compact label="Spend" value={fmt.money(t.spend_cents)} />
      </SimpleGrid>
      <LeadsPerDayCard
        days={chart.days}
        timeZone={chart.timezone}
        empty={empty}
        columns={[
          { label: 'Delivered', value: (d) => d.delivered },
          { label: 'Suppressed', value: (d) => d.suppressed },
          { label: 'Over limit', value: (d) => d.over_limit },
          { label: 'Spend', value: (d) => fmt.money(d.spend_cents) },
        ]}
      />
    </Stack>
  );
}

/** The client's invoices of the range, each downloadable. */
export function InvoiceSection({ report, loading, error }: { report: InvoiceReport | undefined; loading: boolean; error: unknown }) {
  const fmt = useFormatters();
  const t = useT();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="invoice-report-title">
      <Title order={2} fz="h4" id="invoice-report-title" mb="sm">
        Invoices
      </Title>
      <Table.ScrollContainer minWidth={600}>
        <Table aria-label="Invoices" verticalSpacing="xs" aria-busy={loading}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Number</Table.Th>
              <Table.Th>Date</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Amount</Table.Th>
              <Table.Th>
                <VisuallyHidden>Download</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loading ? (
              <MessageRow colSpan={6}>Loading Data</MessageRow>
            ) : error ? (
              <MessageRow colSpan={6} error>
                {messageOf(error)}
              </MessageRow>
            ) : !report?.data.length ? (
              <MessageRow colSpan={6}>No invoices in these days.</MessageRow>
            ) : (
              report.data.map((i) => (
                <Table.Tr key={i.id}>
                  <Table.Td>{i.number}</Table.Td>
                  <Table.Td>{fmt.date(i.created_at)}</Table.Td>
                  <Table.Td>
                    {i.description}
                    {i.lines.map((l) => (
                      <Text key={l.description} size="xs" c="dimmed">
                        {l.quantity} × {l.unit_amount} {l.description}
                      </Text>
                    ))}
                  </Table.Td>
                  <Table.Td tt="capitalize">{i.status}</Table.Td>
                  <Table.Td>{fmt.money(i.amount_cents)}</Table.Td>
                  <Table.Td>
                    <Button size="compact-xs" variant="subtle" leftSection={<IconDownload size={14} aria-hidden />} onClick={() => void downloadFile(i.download_path.replace(/^\/api/, ''), `${i.number}.html`, t)} aria-label={`Download ${i.number}`}>
                      Download
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

/**
 * {module}/campaign-report/{campaignId}: a campaign's chart (leads per day and spend, from its day
 * items) over the spec's date shortcuts or two days bounded by its first day with data and today,
 * and its client's invoices of the same days. Opened from the campaign's row menu and from the
 * under-performing campaigns.
 */
export function CampaignReportPage() {
  const { campaignId = '' } = useParams();
  const scope = useModuleScope();
  const fmt = useFormatters();
  const [range, setRange] = useState<DayRange>(() => lastDays(30, fmt.timeZone));
  const [shortcut, setShortcut] = useState('30');
  const init = useCampaignInitDate(campaignId);
  const chart = useCampaignChart(campaignId, range.start, range.end);
  const invoices = useInvoiceReport(chart.data?.company_id ?? null, range.start, range.end);
  const name = chart.data?.campaign_name ?? 'Campaign';
  return (
    <Stack gap="lg">
      <PageHeader
        title={`${name} · Chart and reports`}
        intro="Leads per day and spend, and the client's invoices of the same days."
        action={
          scope ? (
            <Anchor component={Link} to={`/${scope.url}/campaign-management`} size="sm">
              <Group gap={4}>
                <IconArrowLeft size={14} aria-hidden /> Campaign management
              </Group>
            </Anchor>
          ) : undefined
        }
      />
      <DateRangeFilter
        range={range}
        shortcut={shortcut}
        timeZone={fmt.timeZone}
        min={init.data?.init_date ?? init.data?.created_date}
        max={init.data?.today}
        onChange={(r, v) => {
          setRange(r);
          setShortcut(v);
        }}
      />
      {chart.error ? (
        <Alert color="red" role="alert">
          {messageOf(chart.error)}
        </Alert>
      ) : (
        <ChartSection chart={chart.data} loading={chart.isPending} />
      )}
      <InvoiceSection report={invoices.data} loading={invoices.isPending} error={invoices.error} />
    </Stack>
  );
}
