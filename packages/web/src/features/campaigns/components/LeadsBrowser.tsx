import { Button, Group, NativeSelect, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { LEAD_STATUS_LABELS, LEAD_STATUSES, showingText, exportStartedSchema, type FileJobAnswer, type LeadRow } from '@platform/core/contracts';
import { FileJobProgress } from '../../../components/jobs/FileJobProgress';
import { ListPagination } from '../../../components/list/ListPagination';
import { MessageRow } from '../../../components/list/MessageRow';
import listClasses from '../../../components/list/list.module.css';
import { downloadFile } from '../../../lib/download/download-file';
import { messageOf } from '../../../lib/forms/server-errors';
import { useFormatters } from '../../../lib/format/use-formatters';
import { useT } from '../../../lib/i18n/i18n-context';
import { csvPath, useLeads, type LeadQuery } from '../api/leads';
import { lastDays } from './date-range';
import { DateRangeFilter, type DayRange } from './DateRangeFilter';

const STATUS_CHOICES = [{ value: 'all', label: 'All statuses' }, ...LEAD_STATUSES.map((s) => ({ value: s, label: LEAD_STATUS_LABELS[s] }))];

const name = (l: LeadRow) => [l.first_name, l.last_name].filter(Boolean).join(' ') || '—';

/**
 * Leads of a campaign or of an agency's clients: a date range (the spec's shortcuts or two days),
 * status filter, optional search and client filter, paged by the server, and the same filters as
 * a CSV download. `pathFor` names the API path of a range.
 */
export function LeadsBrowser({
  label,
  pathFor,
  withSearch,
  clientFilter,
  withCampaign,
  autoDownload,
}: {
  label: string;
  pathFor: (range: { start: string; end: string }) => string;
  withSearch?: boolean;
  /** A client choice rendered beside the filters, and the id it chose. */
  clientFilter?: { element: ReactNode; clientId: string | undefined };
  withCampaign?: boolean;
  /** Start the download at once (the row menu's "Download leads"). */
  autoDownload?: boolean;
}) {
  const t = useT();
  const fmt = useFormatters();
  const [range, setRange] = useState(() => lastDays(30, fmt.timeZone));
  const [shortcut, setShortcut] = useState('30');
  const [status, setStatus] = useState('all');
  const [search, setSearch] = useState('');
  const [searchkey] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const path = pathFor(range);
  const filters: LeadQuery = { ...range, page, status, clientId: clientFilter?.clientId, searchkey: withSearch ? searchkey : undefined };
  // The page after one already shown is asked with its next_cursor: one index query on the server
  // (docs/decisions.md, "Campaign reports"); a jump to another number goes without.
  const [cursors, setCursors] = useState<Record<string, string>>({});
  const cursorKey = (p: number) => JSON.stringify([path, status, filters.clientId, filters.searchkey, p]);
  const cursor = cursors[cursorKey(page)];
  const query: LeadQuery = { ...filters, ...(cursor ? { cursor } : {}) };
  const leads = useLeads(path, query);
  const nextKey = leads.data && !leads.isPlaceholderData && leads.data.next_cursor ? cursorKey(leads.data.current_page + 1) : null;
  const nextCursor = leads.data?.next_cursor;
  useEffect(() => {
    if (nextKey && nextCursor) setCursors((c) => (c[nextKey] === nextCursor ? c : { ...c, [nextKey]: nextCursor }));
  }, [nextKey, nextCursor]);
  const [exportJob, setExportJob] = useState<FileJobAnswer | null>(null);
  const startedExport = (answer: unknown) => {
    const started = exportStartedSchema.parse(answer);
    setExportJob(started.job);
    return started.message;
  };
  const download = () => void downloadFile(csvPath(path, query), `leads-${range.start}-${range.end}.csv`, t, undefined, startedExport);
  // The row menu's "Download leads" opens the list and downloads its default range once.
  const firstDownload = useRef(autoDownload ? download : null);
  useEffect(() => {
    firstDownload.current?.();
    firstDownload.current = null;
  }, []);
  const changeRange = (r: DayRange, v: string) => {
    setShortcut(v);
    setRange(r);
    setPage(1);
  };
  const cols = withCampaign ? 7 : 6;

  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <DateRangeFilter range={range} shortcut={shortcut} timeZone={fmt.timeZone} onChange={changeRange} />
        <NativeSelect
          label="Status"
          size="xs"
          data={STATUS_CHOICES}
          value={status}
          onChange={(e) => {
            setStatus(e.currentTarget.value);
            setPage(1);
          }}
        />
        {clientFilter?.element}
        {withSearch ? (
          <TextInput
            label="Search"
            size="xs"
            placeholder="E-mail, last name or campaign ID"
            // What an index can find, so it answers at any volume (docs/decisions.md, "Campaign reports").
            description="The beginning of an e-mail or last name, a first and last name, or a campaign ID"
            leftSection={<IconSearch size={14} aria-hidden />}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
          />
        ) : null}
        <Button size="xs" variant="light" leftSection={<IconDownload size={14} aria-hidden />} onClick={download}>
          Download CSV
        </Button>
      </Group>
      {exportJob ? (
        <Paper withBorder p="sm" radius="md">
          <FileJobProgress key={exportJob.job_id} job={exportJob} label="Lead export" />
        </Paper>
      ) : null}
      <Table.ScrollContainer minWidth={760}>
        <Table aria-label={label} aria-busy={leads.isFetching} verticalSpacing="xs" className={listClasses.table} data-stale={leads.isPlaceholderData || undefined}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Received</Table.Th>
              {withCampaign ? <Table.Th>Campaign</Table.Th> : null}
              <Table.Th>Name</Table.Th>
              <Table.Th>E-mail</Table.Th>
              <Table.Th>Place</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Charged</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {leads.isPending ? (
              <MessageRow colSpan={cols}>Loading Data</MessageRow>
            ) : leads.error ? (
              <MessageRow colSpan={cols} error>
                {messageOf(leads.error)}
              </MessageRow>
            ) : !leads.data?.data.length ? (
              <MessageRow colSpan={cols}>No Data</MessageRow>
            ) : (
              leads.data.data.map((l) => (
                <Table.Tr key={l.id}>
                  <Table.Td>{fmt.dateTime(l.received_at)}</Table.Td>
                  {withCampaign ? (
                    <Table.Td>
                      {l.campaign_name} <Text span size="xs" c="dimmed">{l.company_name}</Text>
                    </Table.Td>
                  ) : null}
                  <Table.Td>{name(l)}</Table.Td>
                  <Table.Td>{l.email ?? '—'}</Table.Td>
                  <Table.Td>{[l.city, l.state].filter(Boolean).join(', ') || '—'}</Table.Td>
                  <Table.Td title={l.status_reason ?? undefined}>{LEAD_STATUS_LABELS[l.status]}</Table.Td>
                  <Table.Td>{fmt.money(l.amount_cents)}</Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {leads.data ? (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {showingText(leads.data)}
          </Text>
          <ListPagination page={leads.data.current_page} lastPage={leads.data.last_page} onChange={setPage} label={`${label}, pages`} />
        </Group>
      ) : null}
    </Stack>
  );
}
