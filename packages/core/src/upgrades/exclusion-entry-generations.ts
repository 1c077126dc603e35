import { batchWrite, type WriteRequest } from '../db/batch-write.js';
import { isConditionFailure } from '../db/conditions.js';
import { companyEntity } from '../tenancy/company.entity.js';
import { campaignEntity } from '../campaigns/campaign.entity.js';
import { exclusionEntryEntity } from '../exclusions/exclusion-entry.entity.js';
import type { ListType } from '../exclusions/exclusions.contract.js';
import { readListState, type ListKey } from '../exclusions/list-state.js';
import { scanningUpgrade } from './data-upgrade.js';

/**
 * Counts one upload on a list that never counted one, for entries an older import wrote: the lead
 * pipeline reads only lists that counted an upload. Conditioned on the list still being in its
 * first generation with nothing counted; answers the list's generation after it (a purge in
 * between moved it on).
 */
async function countOldUpload(list: ListKey): Promise<number | undefined> {
  const firstGeneration = <A>(a: { exclusionGeneration: A; exclusionUploads: A }, op: { notExists: (a: A) => string }) => `${op.notExists(a.exclusionGeneration)} AND ${op.notExists(a.exclusionUploads)}`;
  try {
    if (list.listType === 'campaign') await campaignEntity.patch({ rootId: list.rootId, campaignId: list.ownerId }).add({ exclusionUploads: 1 }).where(firstGeneration).go({ response: 'none' });
    else await companyEntity.patch({ rootId: list.rootId, companyId: list.ownerId }).add({ exclusionUploads: 1 }).where(firstGeneration).go({ response: 'none' });
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
  }
  return (await readListState(list))?.generation;
}

/**
 * Entries written before lists had generations carry none in their key, so no lookup finds them:
 * each is written again in generation 0 (its list counting an upload), then the old item deleted.
 * A list already purged since, or whose owner is gone, had those entries removed from it: the old
 * items are only deleted (docs/decisions.md, "Data upgrades").
 */
export const exclusionEntryGenerations = scanningUpgrade('exclusion-entry-generations', { entity: 'exclusionEntry', filter: 'attribute_not_exists(#generation)', names: { '#generation': 'generation' } }, async (items) => {
  const entity = exclusionEntryEntity;
  const generations = new Map<string, Promise<number | undefined>>();
  const puts: WriteRequest[] = [];
  const deletes: WriteRequest[] = [];
  for (const item of items) {
    const list: ListKey = { rootId: String(item.rootId), listType: item.listType as ListType, ownerId: String(item.ownerId) };
    const key = `${list.rootId}|${list.listType}|${list.ownerId}`;
    if (!generations.has(key)) {
      generations.set(
        key,
        readListState(list).then((state) => (state === undefined ? undefined : state.generation === 0 && state.uploads === 0 ? countOldUpload(list) : state.generation)),
      );
    }
    const generation = await generations.get(key);
    if (generation === 0) {
      const entry = { rootId: list.rootId, listType: list.listType, ownerId: list.ownerId, entryKey: String(item.entryKey), shard: String(item.shard), generation: 0, ...(item.md5 ? { md5: String(item.md5) } : {}), ...(item.jobId ? { jobId: String(item.jobId) } : {}) };
      puts.push({ PutRequest: { Item: entity.put(entry).params<{ Item: Record<string, unknown> }>().Item } });
    }
    deletes.push({ DeleteRequest: { Key: { pk: item.pk, sk: item.sk } } });
  }
  // The new entries first: a run that dies between the two leaves the old items to the next run.
  await batchWrite(puts);
  await batchWrite(deletes);
  return deletes.length;
});
