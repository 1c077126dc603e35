import { Alert, Button, Card, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { DateRangeInput, type DayRange } from '../../../components/inputs/DateRangeInput';
import { PageHeader } from '../../../components/PageHeader';
import { saveBlob } from '../../../lib/download/download-file';
import { lastDays } from '../../../lib/format/date-range';
import { useFormatters } from '../../../lib/format/use-formatters';
import { messageOf } from '../../../lib/forms/server-errors';
import { useReportAnalytics } from '../api/report-analytics';
import { useRootRevenue } from '../api/root-revenue';
import { AgencyRevenueChart } from '../components/AgencyRevenueChart';
import { reportAnalyticsCsv } from '../components/report-csv';
import { ReportAnalyticsTable } from '../components/ReportAnalyticsTable';
import { RootRevenueChart } from '../components/RootRevenueChart';
import { RootRevenueTable } from '../components/RootRevenueTable';
import { BlockSkeleton } from '../../../components/PageSkeleton';

/**
 * Report Analytics (/configuration/report-analytics), for the root's operators with the
 * report_analytics permission: per agency over a range (the date shortcuts of docs/product.md, Inputs and formats, default last month),
 * a chart of the top agencies and a sortable table with totals and its CSV; and, on its own tab, the
 * platform's revenue by month (docs/decisions.md, "Reports and revenue aggregates").
 */
export function ReportAnalyticsPage() {
  const fmt = useFormatters();
  const [range, setRange] = useState<DayRange>(() => lastDays(30, fmt.timeZone));
  const [shortcut, setShortcut] = useState('30');
  const [tab, setTab] = useState<string | null>('agencies');
  const report = useReportAnalytics(range.start, range.end);
  const revenue = useRootRevenue(range.start, range.end, tab === 'revenue');
  const d = report.data;
  const download = () => {
    if (d) saveBlob(new Blob([reportAnalyticsCsv(d)], { type: 'text/csv' }), `report-analytics-${d.start}-${d.end}.csv`);
  };
  return (
    <Stack gap="lg">
      <PageHeader title="Report Analytics" intro="Your agencies’ clients, campaigns, leads and revenue, and the platform’s revenue by month." />
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <DateRangeInput
          value={range}
          shortcut={shortcut}
          timeZone={fmt.timeZone}
          onChange={(r, s) => {
            setRange(r);
            setShortcut(s);
          }}
        />
        <Button size="xs" variant="light" leftSection={<IconDownload size={14} aria-hidden />} onClick={download} disabled={!d || d.data.length === 0}>
          Download CSV
        </Button>
      </Group>
      <Tabs value={tab} onChange={setTab}>
        <Tabs.List>
          <Tabs.Tab value="agencies">Agencies</Tabs.Tab>
          <Tabs.Tab value="revenue">Root revenue</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="agencies" pt="md">
          <Stack gap="lg">
            <Card withBorder padding="md">
              <Group justify="space-between" mb="sm">
                <Title order={2} fz="h4">
                  Top agencies by retail revenue
                </Title>
                {d ? (
                  <Text size="xs" c="dimmed">
                    {d.start} to {d.end}, days in {d.time_zone}
                  </Text>
                ) : null}
              </Group>
              {d ? (
                d.totals.retail_cents > 0 || d.totals.wholesale_cents > 0 ? (
                  <AgencyRevenueChart rows={d.data} />
                ) : (
                  <Text c="dimmed" ta="center" py="xl">
                    No revenue in this range.
                  </Text>
                )
              ) : report.isPending ? (
                <BlockSkeleton height={300} label="Loading Data" />
              ) : null}
            </Card>
            <ReportAnalyticsTable report={d} pending={report.isPending} error={report.error} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="revenue" pt="md">
          <Stack gap="lg">
            {revenue.error ? (
              <Alert color="red" role="alert">
                {messageOf(revenue.error)}
              </Alert>
            ) : null}
            <Card withBorder padding="md">
              <Title order={2} fz="h4" mb="sm">
                Revenue by month
              </Title>
              {revenue.data ? <RootRevenueChart months={revenue.data.months} /> : revenue.isPending ? <BlockSkeleton height={280} label="Loading Data" /> : null}
            </Card>
            <RootRevenueTable revenue={revenue.data} pending={revenue.isPending} error={revenue.error} />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
