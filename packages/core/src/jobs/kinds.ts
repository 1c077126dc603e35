import { enrichmentJobKind } from '../enrichment/enrichment-job.js';
import { leadExportJobKind } from '../leads/lead-export.js';
import { systemClock, type Clock } from '../platform/clock.js';
import type { FileJobKind } from './file-job.contract.js';
import { FAILED_MESSAGE, failFileJob, FILE_JOB_MAX_RECEIVES, runFileJob, type FileJobKindHandler, type RunOutcome } from './file-jobs.js';

const KINDS: Record<FileJobKind, FileJobKindHandler> = { data_enrichment: enrichmentJobKind, lead_export: leadExportJobKind };

/**
 * The `file-jobs` worker's work: run the job; a failure comes back to be retried, and on the last
 * receive the job is marked failed before the message goes to the dead-letter queue.
 */
export async function processFileJob(message: { rootId: string; jobId: string }, receiveCount: number, clock: Clock = systemClock): Promise<RunOutcome> {
  try {
    return await runFileJob(KINDS, message.rootId, message.jobId, clock);
  } catch (e) {
    if (receiveCount >= FILE_JOB_MAX_RECEIVES) await failFileJob(message, FAILED_MESSAGE, clock).catch(() => undefined);
    throw e;
  }
}
