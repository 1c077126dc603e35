import { Alert, Button, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { Dialog } from '../../../components/dialogs/Dialog';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { CsvFileInput } from '../../../components/inputs/CsvFileInput';
import { JobProgressBar } from '../../../components/jobs/JobProgressBar';
import { useState } from 'react';
import { EXCLUSION_MAX_RECORDS, EXCLUSION_MESSAGES, isCsvFileName, type JobProgress, type UploadRow } from '@platform/core/contracts';
import { isApiError } from '../../../lib/api/errors';
import { useFormatters } from '../../../lib/format/use-formatters';
import { notify } from '../../../lib/notify';
import { useExclusionProgress, useExclusionUploads, usePurgeExclusions, useUploadExclusions, type ExclusionTarget } from '../api/exclusion-list';

/** The dialog's close button, named for screen readers. */

// In the text colour (coloured badges and greens do not reach 4.5:1 on the striped rows, axe); failures in a dark red.
const STATUS_LABEL: Record<JobProgress['status'], { label: string; color?: string }> = {
  queued: { label: 'Queued' },
  importing: { label: 'Importing' },
  done: { label: 'Done' },
  failed: { label: 'Failed', color: 'red.9' },
};

/** A refused upload says why when the API says (not a CSV, too many records); otherwise the spec's words. */
const uploadFailure = (error: unknown) => (isApiError(error) && error.status === 422 ? error.message : EXCLUSION_MESSAGES.failed);

function JobBar({ job }: { job: JobProgress }) {
  const state = job.status === 'failed' ? 'failed' : job.status === 'done' ? 'done' : 'running';
  return (
    <JobProgressBar filename={job.filename} current={job.current_row} total={job.total_row} percentage={job.percentage} state={state} label={`Import of ${job.filename}`}>
      {state === 'failed' ? (
        <Text size="sm" c="red.9" role="alert">
          {job.message ?? EXCLUSION_MESSAGES.failed}
        </Text>
      ) : null}
    </JobProgressBar>
  );
}

function UploadsTable({ uploads }: { uploads: UploadRow[] }) {
  const f = useFormatters();
  if (uploads.length === 0) return <Text c="dimmed" size="sm">No uploads yet.</Text>;
  return (
    <ScrollArea.Autosize mah={320}>
      <Table striped verticalSpacing={6} fz="sm" aria-label="Uploads">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>File</Table.Th>
            <Table.Th ta="right">Rows</Table.Th>
            <Table.Th ta="right">Imported</Table.Th>
            <Table.Th ta="right">Invalid</Table.Th>
            <Table.Th ta="right">Repeated</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Uploaded</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {uploads.map((u) => (
            <Table.Tr key={u.id}>
              <Table.Td>{u.filename}</Table.Td>
              <Table.Td ta="right">{u.total_row.toLocaleString('en-US')}</Table.Td>
              <Table.Td ta="right">{u.valid_row.toLocaleString('en-US')}</Table.Td>
              <Table.Td ta="right">{u.invalid_row.toLocaleString('en-US')}</Table.Td>
              <Table.Td ta="right">{u.duplicate_row.toLocaleString('en-US')}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={600} {...(STATUS_LABEL[u.status].color ? { c: STATUS_LABEL[u.status].color } : {})}>
                  {STATUS_LABEL[u.status].label}
                </Text>
              </Table.Td>
              <Table.Td>
                {f.dateTime(u.created_at)}
                {u.uploaded_by ? <Text size="xs" c="dimmed">{u.uploaded_by}</Text> : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}

/**
 * An exclusion list: upload a CSV (status initial, saving, success, failed), watch each import's
 * progress (polled every 2 s until none is in progress), the uploads with their totals, and purge
 * with confirmation. The client-wide list's modal and the root's Opt-out List page both show this.
 */
export function ExclusionListPanel({ target, description }: { target: ExclusionTarget; description: string }) {
  const uploads = useExclusionUploads(target);
  const progress = useExclusionProgress(target);
  const upload = useUploadExclusions(target);
  const purge = usePurgeExclusions(target);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const choose = (f: File | null) => {
    upload.reset();
    setFile(f);
    setFileError(f && !isCsvFileName(f.name) ? EXCLUSION_MESSAGES.notCsv : null);
  };
  const send = () => {
    if (!file) return;
    if (!isCsvFileName(file.name)) return setFileError(EXCLUSION_MESSAGES.notCsv);
    upload.mutate(file, { onSuccess: () => setFile(null) });
  };
  const doPurge = () =>
    purge.mutate(undefined, {
      onSuccess: (answer) => {
        notify('success', answer.msg, { title: answer.title });
        setConfirming(false);
      },
      onError: () => {
        notify('error', EXCLUSION_MESSAGES.purgeFailed);
        setConfirming(false);
      },
    });

  const jobs = progress.data?.jobProgress ?? [];
  const inProgress = progress.data ? !progress.data.jobDone : false;
  const total = uploads.data?.total ?? 0;

  return (
    <Stack gap="md">
      <Text size="sm">{description}</Text>
      <Text size="sm" c="dimmed">
        A CSV file with one e-mail address, or its MD5 or SHA-256 hash, per row; a header row is optional. At most {EXCLUSION_MAX_RECORDS.toLocaleString('en-US')} records a file.
        Addresses are kept only as their hashes.
      </Text>
      <Group align="flex-end" wrap="wrap">
        <CsvFileInput value={file} onChange={choose} error={fileError} />
        <Button leftSection={<IconUpload size={16} />} onClick={send} loading={upload.isPending} disabled={!file || fileError !== null}>
          Upload
        </Button>
      </Group>
      {upload.isError ? (
        <Alert color="red" role="alert">
          {uploadFailure(upload.error)}
        </Alert>
      ) : null}
      {upload.isSuccess ? (
        <Alert color="green" role="status">
          {upload.data.message}
        </Alert>
      ) : null}

      {jobs.length > 0 ? (
        <Stack gap="sm" aria-label="Import progress" aria-busy={inProgress}>
          {jobs.map((j) => (
            <JobBar key={j.id} job={j} />
          ))}
        </Stack>
      ) : null}

      <Group justify="space-between">
        <Text fw={600} data-testid="exclusion-total">
          {uploads.isPending ? 'Loading…' : `${total.toLocaleString('en-US')} ${total === 1 ? 'entry' : 'entries'} on this list`}
        </Text>
        <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={() => setConfirming(true)} disabled={uploads.isPending || (total === 0 && (uploads.data?.uploads.length ?? 0) === 0)}>
          Purge list
        </Button>
      </Group>
      {uploads.isError ? <Alert color="red">{EXCLUSION_MESSAGES.failed}</Alert> : <UploadsTable uploads={uploads.data?.uploads ?? []} />}

      <Dialog opened={confirming} onClose={() => setConfirming(false)} title="Purge the list?" size="sm">
        <Stack gap="md">
          <Text>Every e-mail and hash on this list, and the record of its uploads, will be removed. This cannot be undone.</Text>
          {inProgress ? <Text c="orange">{EXCLUSION_MESSAGES.importing}</Text> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={purge.isPending}>
              Cancel
            </Button>
            {/* red.9: white on the default red is below 4.5:1 (axe). */}
            <Button color="red.9" onClick={doPurge} loading={purge.isPending} disabled={inProgress} data-autofocus>
              Purge
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </Stack>
  );
}
