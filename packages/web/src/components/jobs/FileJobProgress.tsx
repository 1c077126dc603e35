import { Button, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import type { FileJobAnswer } from '@platform/core/contracts';
import { downloadFileJob, isRunning, useFileJob } from '../../lib/jobs/file-jobs';
import { JobProgressBar } from './JobProgressBar';

const STATUS: Record<FileJobAnswer['status'], string> = { quoted: 'Waiting for confirmation', queued: 'Queued', running: 'Preparing', done: 'Ready', failed: 'Failed' };

/**
 * A job that prepares a file (data enrichment, a large lead export): its progress, polled until it
 * ends, its failure in words, and the download once the file is ready.
 */
export function FileJobProgress({ job: initial, label }: { job: FileJobAnswer; label: string }) {
  const { data } = useFileJob(initial.job_id, initial);
  const job = data ?? initial;
  const [failedDownload, setFailedDownload] = useState(false);
  const failed = job.status === 'failed';
  const state = failed ? 'failed' : job.status === 'done' ? 'done' : isRunning(job) ? 'running' : 'waiting';
  return (
    <JobProgressBar filename={job.filename} status={STATUS[job.status]} current={job.current_row} total={job.total_rows} percentage={job.percentage} state={state} label={label}>
      {failed ? (
        <Text size="sm" c="red.9" role="alert">
          {job.message ?? 'The file could not be prepared.'}
        </Text>
      ) : null}
      {job.status === 'done' ? (
        <Group>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconDownload size={14} aria-hidden />}
            onClick={() => {
              setFailedDownload(false);
              downloadFileJob(job.job_id).catch(() => setFailedDownload(true));
            }}
          >
            Download {job.filename}
          </Button>
          {failedDownload ? (
            <Text size="sm" c="red.9" role="alert">
              There was an error downloading file.
            </Text>
          ) : null}
        </Group>
      ) : null}
    </JobProgressBar>
  );
}
