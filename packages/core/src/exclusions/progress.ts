import { systemClock, type Clock } from '../platform/clock.js';
import { ENTRY_SHARDS } from './exclusion-entry.entity.js';
import type { ExclusionJob } from './exclusion-job.entity.js';
import { isJobInProgress, percentDone, type JobProgress, type ListAnswer, type ProgressAnswer, type UploadRow } from './exclusions.contract.js';
import type { ListRef } from './lists.js';
import type { ListKey } from './list-state.js';
import { exclusionJobEntity } from './exclusion-job.entity.js';
import { exclusionEntryEntity } from './exclusion-entry.entity.js';

/** A finished upload stays in the progress answer this long, so the page can show it reach 100% or fail. */
const RECENT_MS = 10 * 60 * 1000;
/** Uploads the list answer shows, newest first. */
const UPLOADS_SHOWN = 50;

/** The uploads of one generation of a list, newest first (the current one: what the list is now). */
export async function listJobs(list: ListKey, generation: number, limit: number | 'all' = UPLOADS_SHOWN): Promise<ExclusionJob[]> {
  const q = exclusionJobEntity.query.byList({ rootId: list.rootId, listType: list.listType, ownerId: list.ownerId, generation });
  return (await (limit === 'all' ? q.go({ order: 'desc', pages: 'all' }) : q.go({ order: 'desc', limit }))).data;
}

const toProgress = (j: ExclusionJob): JobProgress => ({
  id: j.jobId,
  filename: j.filename,
  percentage: percentDone(j.currentRow, j.totalRows, j.status),
  current_row: j.status === 'done' ? j.totalRows : Math.min(j.currentRow, j.totalRows),
  total_row: j.totalRows,
  status: j.status,
  message: j.message ?? null,
});

/**
 * GET …/progress: the uploads still importing and those finished in the last minutes, and
 * `jobDone` once none is in progress (the modal stops polling then).
 */
export async function listProgress(list: ListRef, clock: Clock = systemClock): Promise<ProgressAnswer> {
  const since = clock.now().getTime() - RECENT_MS;
  const jobs = await listJobs(list, list.state.generation, 20);
  const shown = jobs.filter((j) => isJobInProgress(j.status) || Date.parse(j.finishedAt ?? j.createdAt) >= since);
  return { jobProgress: shown.map(toProgress), jobDone: !jobs.some((j) => isJobInProgress(j.status)) };
}

/** How many distinct entries a list's generation holds: one count query per shard, in parallel. */
export async function countEntries(list: ListKey, generation: number): Promise<number> {
  const counts = await Promise.all(
    ENTRY_SHARDS.map(async (shard) => {
      const res = await exclusionEntryEntity.query.byList({ rootId: list.rootId, listType: list.listType, ownerId: list.ownerId, generation, shard }).go({ pages: 'all', attributes: ['entryKey'] });
      return res.data.length;
    }),
  );
  return counts.reduce((a, b) => a + b, 0);
}

/** GET /api/tools/optout-client/{companyId} (and the root's): what the list holds and its uploads. */
export async function listUploads(list: ListRef): Promise<ListAnswer> {
  const [total, jobs] = await Promise.all([countEntries(list, list.state.generation), listJobs(list, list.state.generation)]);
  const uploads: UploadRow[] = jobs.map((j) => ({
    ...toProgress(j),
    valid_row: j.validRows,
    invalid_row: j.invalidRows,
    duplicate_row: j.duplicateRows,
    uploaded_by: j.uploadedByName ?? null,
    created_at: j.createdAt,
    finished_at: j.finishedAt ?? null,
  }));
  return { total, uploads };
}
