import { batchWrite, type WriteRequest } from '../db/batch-write.js';
import { isConditionFailure } from '../db/conditions.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { deleteObject, getObjectBytes } from '../platform/storage.js';
import { ExclusionFileError, parseExclusionCsv, type ExclusionRecord } from './csv-records.js';
import { shardOf } from './exclusion-entry.entity.js';
import type { ExclusionJob } from './exclusion-job.entity.js';
import { EXCLUSION_MESSAGES } from './exclusions.contract.js';
import { exclusionJobEntity } from './exclusion-job.entity.js';
import { exclusionEntryEntity } from './exclusion-entry.entity.js';

/** Rows written between two checkpoints; also how often the progress bar moves. */
export const IMPORT_SEGMENT_ROWS = 2000;
/** BatchWriteItem requests in flight at once (25 rows each). */
export const IMPORT_CONCURRENCY = 16;

export type ImportOutcome = 'done' | 'already-finished' | 'failed' | 'missing';

async function readJob(rootId: string, jobId: string): Promise<ExclusionJob | undefined> {
  return (await exclusionJobEntity.get({ rootId, jobId }).go({ consistent: true })).data ?? undefined;
}

/** Marks a job failed with the message the person sees, unless it already finished. */
export async function failJob(job: Pick<ExclusionJob, 'rootId' | 'jobId' | 'objectKey'>, message: string, clock: Clock = systemClock): Promise<void> {
  try {
    await exclusionJobEntity.patch({ rootId: job.rootId, jobId: job.jobId })
      .set({ status: 'failed', message, finishedAt: clock.now().toISOString() })
      .where((a, op) => `${op.ne(a.status, 'done')} AND ${op.ne(a.status, 'failed')}`)
      .go();
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
  }
  // The file may hold plain addresses: it does not outlive its import.
  await deleteObject(job.objectKey);
}

/** The item one record of a list is stored as (in the generation the upload was accepted in), through ElectroDB (the reference for the fast path below). */
function entryItem(job: ExclusionJob, r: ExclusionRecord): Record<string, unknown> {
  return exclusionEntryEntity.put({ rootId: job.rootId, listType: job.listType, ownerId: job.ownerId, generation: job.generation, entryKey: r.key, shard: shardOf(r.key), jobId: job.jobId, ...(r.md5 ? { md5: r.md5 } : {}) })
    .params<{ Item: Record<string, unknown> }>().Item;
}

const same = (a: Record<string, unknown>, b: Record<string, unknown>) => JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

const SAMPLE: ExclusionRecord = { key: `sha256:${'0'.repeat(64)}` };

/**
 * Builds one job's items from a template of ElectroDB's own item (its key formatting costs about
 * 0.2 ms an item, a third of a 10,000-row import), checked against ElectroDB on the file's first
 * records; if the template ever disagrees, every item is built by ElectroDB instead.
 */
export function entryItemBuilder(job: ExclusionJob, check: readonly ExclusionRecord[]): (r: ExclusionRecord) => Record<string, unknown> {
  const base = entryItem(job, SAMPLE);
  const pk = String(base.pk);
  const gsi1pk = String(base.gsi1pk);
  const gsi1sk = String(base.gsi1sk);
  const at = (text: string) => text.lastIndexOf(SAMPLE.key);
  const fast = (r: ExclusionRecord): Record<string, unknown> => {
    const shard = shardOf(r.key);
    const item: Record<string, unknown> = {
      ...base,
      pk: pk.slice(0, at(pk)) + r.key + pk.slice(at(pk) + SAMPLE.key.length),
      gsi1pk: gsi1pk.slice(0, -1) + shard,
      gsi1sk: gsi1sk.slice(0, at(gsi1sk)) + r.key + gsi1sk.slice(at(gsi1sk) + SAMPLE.key.length),
      entryKey: r.key,
      shard,
    };
    if (r.md5) item.md5 = r.md5;
    return item;
  };
  const agrees = at(pk) >= 0 && at(gsi1sk) >= 0 && gsi1pk.endsWith(shardOf(SAMPLE.key)) && check.every((r) => same(fast(r), entryItem(job, r)));
  return agrees ? fast : (r) => entryItem(job, r);
}

/** Moves the checkpoint forward only (a slower, redelivered run never moves it back). */
async function checkpoint(job: ExclusionJob, row: number): Promise<void> {
  try {
    await exclusionJobEntity.patch({ rootId: job.rootId, jobId: job.jobId })
      .set({ currentRow: row, status: 'importing' })
      .where((a, op) => `${op.lt(a.currentRow, row)} AND ${op.ne(a.status, 'done')} AND ${op.ne(a.status, 'failed')}`)
      .go();
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
  }
}

/**
 * Imports one uploaded file into its list, resuming from the job's checkpoint. Entries are keyed by
 * (list, hash), so rows written again after a crash or a redelivery are the same items: the list
 * ends with each record once. A file that cannot be read fails the job with its message (no retry
 * helps); any other error is thrown so the queue retries the message.
 */
export async function importExclusionJob(rootId: string, jobId: string, clock: Clock = systemClock): Promise<ImportOutcome> {
  const job = await readJob(rootId, jobId);
  if (!job) return 'missing';
  if (job.status === 'done' || job.status === 'failed') {
    // A late redelivery, or the same file put again: the list already has it, and the copy must go.
    await deleteObject(job.objectKey);
    return 'already-finished';
  }

  const bytes = await getObjectBytes(job.objectKey);
  if (!bytes) {
    await failJob(job, EXCLUSION_MESSAGES.failed, clock);
    return 'failed';
  }
  let rows: (ExclusionRecord | undefined)[];
  try {
    rows = parseExclusionCsv(bytes).rows;
  } catch (e) {
    if (!(e instanceof ExclusionFileError)) throw e;
    await failJob(job, e.message, clock);
    return 'failed';
  }

  const present = rows.filter((r): r is ExclusionRecord => r !== undefined);
  const item = entryItemBuilder(job, [...present.slice(0, 3), ...present.filter((r) => r.md5).slice(0, 2), ...present.filter((r) => !r.md5).slice(0, 2)]);
  for (let from = Math.min(job.currentRow, rows.length); from < rows.length; from += IMPORT_SEGMENT_ROWS) {
    const to = Math.min(from + IMPORT_SEGMENT_ROWS, rows.length);
    const puts: WriteRequest[] = [];
    for (let i = from; i < to; i += 1) {
      const r = rows[i];
      if (r) puts.push({ PutRequest: { Item: item(r) } });
    }
    await batchWrite(puts, IMPORT_CONCURRENCY);
    if (to < rows.length) await checkpoint(job, to);
  }

  try {
    await exclusionJobEntity.patch({ rootId, jobId })
      .set({ status: 'done', currentRow: rows.length, finishedAt: clock.now().toISOString() })
      .where((a, op) => `${op.ne(a.status, 'done')} AND ${op.ne(a.status, 'failed')}`)
      .go();
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
  }
  await deleteObject(job.objectKey);
  return 'done';
}

/** Upload keys look like uploads/exclusions/{rootId}/{jobId}.csv. */
export function jobOfObjectKey(key: string): { rootId: string; jobId: string } | undefined {
  const m = /^uploads\/exclusions\/([^/]{1,64})\/([^/]{1,64})\.csv$/.exec(key);
  return m ? { rootId: m[1] as string, jobId: m[2] as string } : undefined;
}

/** After the last allowed receive the message goes to the dead-letter queue: the job says so. */
export async function failJobAfterRetries(rootId: string, jobId: string, clock: Clock = systemClock): Promise<void> {
  const job = await readJob(rootId, jobId);
  if (job) await failJob(job, EXCLUSION_MESSAGES.failed, clock);
}
