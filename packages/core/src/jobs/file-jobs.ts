import { csvCell } from '../audit/csv.js';
import { isConditionFailure } from '../db/conditions.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { queue } from '../platform/queue.js';
import { deleteObject, getObjectBytes, presignedGet, putObject } from '../platform/storage.js';
import { conflict } from '../shared/errors.js';
import type { FileJobAnswer, FileJobDownloadAnswer, FileJobKind } from './file-job.contract.js';
import type { FileJob } from './file-job.entity.js';
import { fileJobEntity } from './file-job.entity.js';

/**
 * The one machinery of jobs with progress and a download (docs/decisions.md, "Data enrichment and
 * export jobs"): a job item, a message on the `file-jobs` queue, and a runner that writes the CSV to
 * the bucket page by page. Each page is its own object, named by its number; the checkpoint moves
 * past a page only after the page is stored, so a run that dies is resumed from the last stored
 * page and a page written twice is the same object written twice: every row is in the file once.
 */
export const FILE_JOBS_QUEUE = 'file-jobs';
export const FILE_JOB_MAX_RECEIVES = 5;
/** Generated files live under the bucket's exports/ prefix, which expires after 7 days. */
export const FILE_JOB_PREFIX = 'exports/jobs/';
const DOWNLOAD_SECONDS = 300;
export const FAILED_MESSAGE = 'Something went wrong while preparing the file. Please try again.';

type Cell = string | number | null | undefined;

/** What one kind of job does; the runner does the rest (checkpoints, parts, the file, failures). */
export interface FileJobKindHandler {
  header(job: FileJob): string[];
  /**
   * Before the first page (and again on every resumed run, so it must be idempotent): an
   * enrichment charges here, once per job. `ok: false` fails the job with the message.
   */
  begin?(job: FileJob): Promise<{ ok: true } | { ok: false; message: string }>;
  /** The rows after the checkpoint: the same checkpoint must always give the same rows. */
  page(job: FileJob, from: { row: number; cursor: string | undefined }): Promise<{ rows: Cell[][]; cursor?: string | undefined; done: boolean }>;
  /** After the file is stored (an enrichment deletes the uploaded file). */
  finish?(job: FileJob): Promise<void>;
}

const partKey = (job: Pick<FileJob, 'rootId' | 'jobId'>, index: number) => `${FILE_JOB_PREFIX}${job.rootId}/${job.jobId}/part-${String(index).padStart(6, '0')}.csv`;
export const resultKey = (job: Pick<FileJob, 'rootId' | 'jobId'>) => `${FILE_JOB_PREFIX}${job.rootId}/${job.jobId}/result.csv`;
const csvLines = (rows: Cell[][]) => rows.map((r) => `${r.map(csvCell).join(',')}\r\n`).join('');

export async function getFileJob(rootId: string, jobId: string): Promise<FileJob | undefined> {
  return (await fileJobEntity.get({ rootId, jobId }).go({ consistent: true })).data ?? undefined;
}

/** Hands a job to the worker. A job already queued may be sent again: the worker is idempotent. */
export async function enqueueFileJob(job: Pick<FileJob, 'rootId' | 'jobId'>): Promise<void> {
  await queue().send(FILE_JOBS_QUEUE, { rootId: job.rootId, jobId: job.jobId });
}

export function fileJobAnswer(job: FileJob): FileJobAnswer {
  const pct = job.status === 'done' ? 100 : job.totalRows > 0 ? Math.floor((job.currentRow / job.totalRows) * 100) : 0;
  return {
    job_id: job.jobId,
    kind: job.kind,
    company_id: job.companyId,
    filename: job.filename,
    status: job.status,
    total_rows: job.totalRows,
    current_row: Math.min(job.currentRow, job.totalRows),
    percentage: Math.max(0, Math.min(100, pct)),
    message: job.message ?? null,
    created_at: job.createdAt,
    finished_at: job.finishedAt ?? null,
    download_path: job.status === 'done' ? `/file-jobs/${job.jobId}/download` : null,
  };
}

/** A short-lived address of a finished job's file, named as the person will save it. */
export async function fileJobDownload(job: FileJob): Promise<FileJobDownloadAnswer> {
  if (job.status !== 'done') throw conflict('The file is not ready yet.');
  return { url: await presignedGet(resultKey(job), DOWNLOAD_SECONDS, job.filename), filename: job.filename, expires_in: DOWNLOAD_SECONDS };
}

/** Marks a job failed with a message shown to the person, unless it finished meanwhile. */
export async function failFileJob(job: Pick<FileJob, 'rootId' | 'jobId'>, message: string, clock: Clock = systemClock): Promise<void> {
  await fileJobEntity.patch({ rootId: job.rootId, jobId: job.jobId })
    .set({ status: 'failed', message, finishedAt: clock.now().toISOString() })
    .where((a, op) => `${op.ne(a.status, 'done')} AND ${op.ne(a.status, 'failed')}`)
    .go()
    .catch((e: unknown) => {
      if (!isConditionFailure(e)) throw e;
    });
}

export type RunOutcome = 'done' | 'failed' | 'not found' | 'not confirmed' | 'already done' | 'already failed';

/**
 * Runs (or resumes) one job to its end. Safe to run twice at once: both write the same parts, and
 * a checkpoint only moves from the one it was read at.
 */
export async function runFileJob(kinds: Record<FileJobKind, FileJobKindHandler>, rootId: string, jobId: string, clock: Clock = systemClock): Promise<RunOutcome> {
  let job = await getFileJob(rootId, jobId);
  if (!job) return 'not found';
  if (job.status === 'done') return 'already done';
  if (job.status === 'failed') return 'already failed';
  if (job.status === 'quoted') return 'not confirmed';
  const kind = kinds[job.kind];
  if (job.status === 'queued') {
    await fileJobEntity.patch({ rootId, jobId })
      .set({ status: 'running' })
      .where((a, op) => op.eq(a.status, 'queued'))
      .go()
      .catch((e: unknown) => {
        if (!isConditionFailure(e)) throw e;
      });
  }
  if (kind.begin) {
    const began = await kind.begin(job);
    if (!began.ok) {
      await failFileJob(job, began.message, clock);
      return 'failed';
    }
  }
  for (;;) {
    job = (await getFileJob(rootId, jobId)) as FileJob;
    if (job.status !== 'running') return job.status === 'done' ? 'already done' : 'already failed';
    const parts = job.parts ?? 0;
    const page = await kind.page(job, { row: job.currentRow, cursor: job.cursor });
    if (page.rows.length > 0) await putObject(partKey(job, parts), Buffer.from(csvLines(page.rows), 'utf8'), 'text/csv');
    const next = job.currentRow + page.rows.length;
    if (page.done) return finishJob(kind, job, page.rows.length > 0 ? parts + 1 : parts, next, clock);
    if (page.rows.length === 0) throw new Error(`file job ${jobId}: a page without rows that is not the last`);
    await fileJobEntity.patch({ rootId, jobId })
      .set({ currentRow: next, parts: parts + 1, ...(page.cursor ? { cursor: page.cursor } : {}) })
      .where((a, op) => `${op.eq(a.currentRow, job!.currentRow)} AND ${op.eq(a.status, 'running')}`)
      .go()
      .catch((e: unknown) => {
        // Another run moved it on (or finished it): read again and go on from there.
        if (!isConditionFailure(e)) throw e;
      });
  }
}

async function finishJob(kind: FileJobKindHandler, job: FileJob, parts: number, rows: number, clock: Clock): Promise<RunOutcome> {
  const chunks: Uint8Array[] = [Buffer.from(csvLines([kind.header(job)]), 'utf8')];
  for (let i = 0; i < parts; i += 1) {
    const bytes = await getObjectBytes(partKey(job, i));
    if (!bytes) throw new Error(`file job ${job.jobId}: part ${i} is missing`);
    chunks.push(bytes);
  }
  await putObject(resultKey(job), Buffer.concat(chunks), 'text/csv; charset=utf-8');
  try {
    await fileJobEntity.patch({ rootId: job.rootId, jobId: job.jobId })
      .set({ status: 'done', currentRow: rows, totalRows: Math.max(rows, job.totalRows), parts, finishedAt: clock.now().toISOString() })
      .where((a, op) => op.eq(a.status, 'running'))
      .go();
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
    return 'already done';
  }
  for (let i = 0; i < parts; i += 1) await deleteObject(partKey(job, i));
  await kind.finish?.(job);
  return 'done';
}
