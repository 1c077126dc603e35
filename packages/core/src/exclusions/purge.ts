import type { Actor } from '../access/actor.js';
import { actingUserOf, recordAudit } from '../audit/record.js';
import { batchWrite, type WriteRequest } from '../db/batch-write.js';
import { isConditionFailure } from '../db/conditions.js';
import { db } from '../db/service.js';
import { getUser } from '../identity/users.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { conflict } from '../shared/errors.js';
import { ENTRY_SHARDS } from './exclusion-entry.entity.js';
import { EXCLUSION_MESSAGES, isJobInProgress, type PurgeAnswer } from './exclusions.contract.js';
import type { ListRef } from './lists.js';

const keyOf = (params: { Key: Record<string, unknown> }): WriteRequest => ({ DeleteRequest: { Key: params.Key } });

/**
 * Empties a list: every entry and the record of its uploads. Refused while an upload is still
 * importing (its rows would land in the emptied list). Deletes are idempotent, so a purge that
 * fails part-way can simply be asked for again.
 */
export async function purgeList(actor: Actor, list: ListRef, clock: Clock = systemClock): Promise<PurgeAnswer> {
  const jobs = (await db().entities.exclusionJob.query.byList({ rootId: list.rootId, listType: list.listType, ownerId: list.ownerId }).go({ pages: 'all' })).data;
  if (jobs.some((j) => isJobInProgress(j.status))) throw conflict(EXCLUSION_MESSAGES.importing);

  const entity = db().entities.exclusionEntry;
  const perShard = await Promise.all(
    ENTRY_SHARDS.map(async (shard) => (await entity.query.byList({ rootId: list.rootId, listType: list.listType, ownerId: list.ownerId, shard }).go({ pages: 'all', attributes: ['entryKey'] })).data),
  );
  const deletes: WriteRequest[] = perShard.flat().map((e) => keyOf(entity.delete({ rootId: list.rootId, listType: list.listType, ownerId: list.ownerId, entryKey: e.entryKey }).params()));
  const jobEntity = db().entities.exclusionJob;
  const [newest, ...older] = jobs;
  for (const j of older) deletes.push(keyOf(jobEntity.delete({ rootId: j.rootId, jobId: j.jobId }).params()));
  await batchWrite(deletes, 16);
  // Of purges sent at once, the one that removes the newest upload's record is the one logged; the
  // others still delete (idempotently) but record nothing a second time. The record goes after the
  // entries: a purge that finds it gone also finds the entries gone, so it has nothing to log.
  let claimed = jobs.length === 0;
  if (newest) {
    try {
      await jobEntity.delete({ rootId: newest.rootId, jobId: newest.jobId }).where((a, op) => op.exists(a.jobId)).go();
      claimed = true;
    } catch (e) {
      if (!isConditionFailure(e)) throw e;
    }
  }

  const me = await getUser(actor.rootId, actor.userId);
  const removed = deletes.length - older.length;
  if (me && claimed && (removed > 0 || jobs.length > 0)) {
    const what = list.listType === 'root' ? 'the platform opt-out list' : list.listType === 'campaign' ? `campaign ${list.ownerId}'s exclusion list` : 'the client-wide exclusion list';
    await recordAudit(
      { rootId: actor.rootId, companyId: list.company.companyId, user: me, actingUser: actingUserOf(actor), action: 'exclusion_list_changed', description: `Purged ${what} (${removed} entries)`, ...(list.listType === 'campaign' ? { campaignId: list.ownerId } : {}) },
      clock,
    );
  }
  return { result: 'success', title: 'Deleted!', msg: 'The exclusion list has been purged.', removed };
}
