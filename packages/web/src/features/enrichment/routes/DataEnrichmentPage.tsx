import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconUpload } from '@tabler/icons-react';
import { CsvFileInput } from '../../../components/inputs/CsvFileInput';
import { useState } from 'react';
import { ENRICHMENT_MAX_ROWS, ENRICHMENT_MESSAGES, isCsvFileName, type EnrichmentJobAnswer } from '@platform/core/contracts';
import { FileJobProgress } from '../../../components/jobs/FileJobProgress';
import { useCurrentUser } from '../../../lib/auth/get-current-user';
import { useAgencyClientChoices } from '../../../lib/companies/agency-clients';
import { messageOf } from '../../../lib/forms/server-errors';
import { shownMessageOf } from '../../../lib/forms/shown-error';
import { useFormatters } from '../../../lib/format/use-formatters';
import { useEnrichments, usePreviewEnrichment, useStartEnrichment } from '../api/enrichment';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

/** The quote of an uploaded file: what will match and what it costs, confirmed or dropped. */
function Quote({ job, companyId, onDone }: { job: EnrichmentJobAnswer; companyId: string; onDone: () => void }) {
  const start = useStartEnrichment(companyId);
  const q = job.quote;
  const short = q.amount_needed !== null;
  return (
    <Paper withBorder p="md" radius="md" aria-label="Before you start">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Before you start
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Figure label="Rows" value={q.total_rows.toLocaleString('en-US')} />
          <Figure label="Usable rows" value={q.valid_rows.toLocaleString('en-US')} />
          <Figure label="Rows that will match" value={q.matched_rows.toLocaleString('en-US')} />
          <Figure label="Price per matched row" value={`$${q.unit_price}`} />
        </SimpleGrid>
        <Text>
          Enriching <b>{job.filename.replace(/-enriched\.csv$/, '.csv')}</b> costs <b>${q.amount}</b>,{' '}
          {q.payment === 'wallet' ? `taken from the data wallet (balance $${q.wallet_balance ?? '0.00'})` : 'charged to the card on file'}.
        </Text>
        {short ? (
          <Alert color="orange" variant="light" role="alert">
            Your wallet holds ${q.wallet_balance}; this enrichment costs ${q.amount}. Add ${q.amount_needed} to your wallet to start it.
          </Alert>
        ) : null}
        {start.isError ? (
          <Alert color="red" variant="light" role="alert">
            {shownMessageOf(start.error)}
          </Alert>
        ) : null}
        <Group>
          <Button onClick={() => start.mutate(job.job_id, { onSuccess: onDone })} loading={start.isPending} disabled={short}>
            Start enrichment
          </Button>
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

const STATUS: Record<EnrichmentJobAnswer['status'], string> = { quoted: 'Not started', queued: 'Queued', running: 'Enriching', done: 'Done', failed: 'Failed' };

function Enrichments({ jobs }: { jobs: EnrichmentJobAnswer[] }) {
  const f = useFormatters();
  const active = jobs.filter((j) => j.status !== 'quoted');
  if (active.length === 0) return <Text c="dimmed" size="sm">No enrichments yet.</Text>;
  return (
    <Table striped verticalSpacing={8} fz="sm" aria-label="Enrichments">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>File</Table.Th>
          <Table.Th ta="right">Rows</Table.Th>
          <Table.Th ta="right">Matched</Table.Th>
          <Table.Th ta="right">Cost</Table.Th>
          <Table.Th>Started</Table.Th>
          <Table.Th w="40%">Progress</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {active.map((j) => (
          <Table.Tr key={j.job_id}>
            <Table.Td>
              {j.filename}
              <Text size="xs" c="dimmed">
                {STATUS[j.status]}
              </Text>
            </Table.Td>
            <Table.Td ta="right">{j.total_rows.toLocaleString('en-US')}</Table.Td>
            <Table.Td ta="right">{j.quote.matched_rows.toLocaleString('en-US')}</Table.Td>
            <Table.Td ta="right">${j.quote.amount}</Table.Td>
            <Table.Td>{f.dateTime(j.created_at)}</Table.Td>
            <Table.Td>
              <FileJobProgress job={j} label={`Enrichment of ${j.filename}`} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * Data Enrichment (/configuration/data-enrichment): upload a CSV of e-mails, or names and postal
 * addresses; see how many rows will match and what it costs; start; follow the job; download the
 * enriched file. A client enriches its own data; its agency's staff choose the client first.
 */
export function DataEnrichmentPage() {
  useDocumentTitle('Data Enrichment');
  const user = useCurrentUser();
  const isClient = user.user_type === 'client';
  const clients = useAgencyClientChoices(user.company_id, !isClient);
  const [chosen, setChosen] = useState<string | null>(null);
  const companyId = isClient ? user.company_id : (chosen ?? clients.data?.data[0]?.id ?? null);
  const jobs = useEnrichments(companyId);
  const preview = usePreviewEnrichment(companyId);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const choose = (f: File | null) => {
    preview.reset();
    setFile(f);
    setFileError(f && !isCsvFileName(f.name) ? ENRICHMENT_MESSAGES.notCsv : null);
  };
  const check = () => {
    if (!file) return setFileError('Choose a CSV file to upload.');
    if (!isCsvFileName(file.name)) return setFileError(ENRICHMENT_MESSAGES.notCsv);
    preview.mutate(file);
  };
  const quote = preview.data && preview.data.status === 'quoted' ? preview.data : undefined;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="h2">
          Data Enrichment
        </Title>
        <Text c="dimmed" size="sm">
          Add names, phone numbers, postal addresses, companies and job titles to a list of your contacts.
        </Text>
      </div>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          {!isClient ? (
            clients.data && clients.data.data.length === 0 ? (
              <Text c="dimmed">Your agency has no clients yet.</Text>
            ) : (
              <Select
                label="Client"
                data={(clients.data?.data ?? []).map((c) => ({ value: c.id, label: c.company_name }))}
                value={companyId}
                onChange={(v) => {
                  setChosen(v);
                  choose(null);
                }}
                searchable
                allowDeselect={false}
                w={320}
              />
            )
          ) : null}
          <Text size="sm" c="dimmed">
            A CSV file with one e-mail address per row (a header row is optional), or with first_name, last_name, address and zip (or city and state) columns. At most{' '}
            {ENRICHMENT_MAX_ROWS.toLocaleString('en-US')} rows a file{jobs.data ? `; each matched row costs $${jobs.data.unit_price}` : ''}. You see how many rows match and the cost before anything is charged.
          </Text>
          <Group align="flex-end" wrap="wrap">
            <CsvFileInput value={file} onChange={choose} error={fileError} />
            <Button leftSection={<IconUpload size={16} />} onClick={check} loading={preview.isPending} disabled={!companyId}>
              Upload and check
            </Button>
          </Group>
          {preview.isError ? (
            <Alert color="red" variant="light" role="alert">
              {shownMessageOf(preview.error)}
            </Alert>
          ) : null}
          {quote && companyId ? (
            <Quote
              job={quote}
              companyId={companyId}
              onDone={() => {
                preview.reset();
                setFile(null);
              }}
            />
          ) : null}
        </Stack>
      </Paper>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            Enrichments
          </Title>
          {jobs.isError ? (
            <Alert color="red" variant="light" role="alert">
              {messageOf(jobs.error)}
            </Alert>
          ) : jobs.data ? (
            <Enrichments jobs={jobs.data.data} />
          ) : companyId ? (
            <Text size="sm" c="dimmed">
              Loading…
            </Text>
          ) : null}
        </Stack>
      </Paper>
    </Stack>
  );
}
