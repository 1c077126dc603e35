import { useQuery } from '@tanstack/react-query';
import { fileJobAnswerSchema, fileJobDownloadAnswerSchema, type FileJobAnswer } from '@platform/core/contracts';
import { apiRequest } from '../api/client';
import { SESSION_SCOPE } from '../query/keys';

/** How often a job still running is asked again. */
export const FILE_JOB_POLL_MS = 2000;

export const fileJobKey = (jobId: string) => [SESSION_SCOPE, 'file-jobs', jobId] as const;

export const isRunning = (job: Pick<FileJobAnswer, 'status'>) => job.status === 'queued' || job.status === 'running';

/** GET /api/file-jobs/{jobId}, every 2 s until the job is done or failed. */
export const useFileJob = (jobId: string, initial?: FileJobAnswer) =>
  useQuery({
    queryKey: fileJobKey(jobId),
    queryFn: ({ signal }) => apiRequest(`/file-jobs/${encodeURIComponent(jobId)}`, { schema: fileJobAnswerSchema, signal }),
    ...(initial ? { initialData: initial, initialDataUpdatedAt: 0 } : {}),
    refetchInterval: (q) => (q.state.data && !isRunning(q.state.data) ? false : FILE_JOB_POLL_MS),
  });

/** GET /api/file-jobs/{jobId}/download: a five-minute address of the file, opened as a download. */
export async function downloadFileJob(jobId: string): Promise<void> {
  const answer = await apiRequest(`/file-jobs/${encodeURIComponent(jobId)}/download`, { schema: fileJobDownloadAnswerSchema });
  const link = document.createElement('a');
  link.href = answer.url;
  link.download = answer.filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
