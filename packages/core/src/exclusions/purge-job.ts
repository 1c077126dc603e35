import { batchWrite, type WriteRequest } from '../db/batch-write.js';
import { ENTRY_SHARDS } from './exclusion-entry.entity.js';
import type { PurgeMessage } from './exclusions.contract.js';
import { IMPORT_CONCURRENCY } from './import-job.js';
import { markCleanBelow, readListState, type ListKey } from './list-state.js';
import { exclusionEntryEntity } from './exclusion-entry.entity.js';
import { exclusionJobEntity } from './exclusion-job.entity.js';

/** Entries read and deleted per step: a page of the list index. */
const PURGE_PAGE = 1000;

export type PurgeOutcome = 'done' | 'already-clean' | 'more';

const deleteOf = (params: { Key: Record<string, unknown> }): WriteRequest => ({ DeleteRequest: { Key: params.Key } });

/** Deletes one shard of one old generation, a page at a time; false when the time ran out first. */
async function purgeShard(list: ListKey, generation: number, shard: string, deadline: number): Promise<boolean> {
  const entity = exclusionEntryEntity;
  let cursor: string | null = null;
  do {
    if (Date.now() > deadline) return false;
    const page: { data: { entryKey: string }[]; cursor: string | null } = await entity.query.byList({ ...list, generation, shard }).go({ limit: PURGE_PAGE, cursor, attributes: ['entryKey'] });
    await batchWrite(page.data.map((e) => deleteOf(entity.delete({ ...list, generation, entryKey: e.entryKey }).params())), IMPORT_CONCURRENCY);
    cursor = page.cursor;
  } while (cursor);
  return true;
}

/**
 * The purge job (the import worker's second kind of message): deletes the entries, then the upload
 * records, of every generation of the list below `below` that is not yet known to be deleted, and
 * records that on the list's owner. Deletes of what is already gone change nothing, so a
 * redelivered message, or a run cut short, simply goes again; once recorded, a redelivery finds
 * nothing to do. A generation a lost message left behind is deleted with the list's next purge.
 * Answers 'more' when `deadline` (ms since the epoch) passed first: the worker sends the message
 * again to carry on.
 */
export async function runPurgeJob(message: PurgeMessage, deadline = Number.POSITIVE_INFINITY): Promise<PurgeOutcome> {
  const list: ListKey = { rootId: message.rootId, listType: message.listType, ownerId: message.ownerId };
  const state = await readListState(list);
  // An owner that is gone (a deleted campaign) keeps no record: its list is deleted from the start.
  const from = state?.cleanBelow ?? 0;
  if (from >= message.below) return 'already-clean';
  const jobs = exclusionJobEntity;
  for (let generation = from; generation < message.below; generation += 1) {
    for (const shard of ENTRY_SHARDS) {
      if (!(await purgeShard(list, generation, shard, deadline))) return 'more';
    }
    const uploads = (await jobs.query.byList({ ...list, generation }).go({ pages: 'all', attributes: ['rootId', 'jobId'] })).data;
    await batchWrite(uploads.map((j) => deleteOf(jobs.delete({ rootId: j.rootId, jobId: j.jobId }).params())), IMPORT_CONCURRENCY);
  }
  if (state) await markCleanBelow(list, message.below);
  return 'done';
}
