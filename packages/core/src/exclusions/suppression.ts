import { batchGet, type Getter, type ReadOne } from '../db/batch-get.js';
import { candidateKeys, isMd5Key } from './csv-records.js';
import type { ListType } from './exclusions.contract.js';
import { listStateOf } from './list-state.js';
import { exclusionEntryEntity } from './exclusion-entry.entity.js';

function entryGetter(rootId: string, listType: ListType, ownerId: string, generation: number, entryKey: string): Getter<true> {
  return {
    Key: exclusionEntryEntity.get({ rootId, listType, ownerId, generation, entryKey }).params<{ Key: Record<string, unknown> }>().Key,
    parse: () => true,
  };
}

/** An item that owns a list and carries its generation (list-owner-attributes.ts). */
interface Owner {
  exclusionGeneration?: number | undefined;
  exclusionUploads?: number | undefined;
  exclusionUploadsWithoutMd5?: number | undefined;
}

/**
 * The three lists a lead of a campaign is matched against, from the items the lead pipeline
 * already holds: the root company, the client company and the campaign. Their generations ride
 * on them, so matching costs no read beyond the entries' (docs/decisions.md, Exclusion lists).
 */
export interface SuppressionLists {
  root: Owner & { companyId: string };
  client: Owner & { rootId: string; companyId: string };
  campaign?: (Owner & { campaignId: string }) | undefined;
}

/**
 * Whether an e-mail (or a lead's MD5 or SHA-256 of one) is on the root's platform opt-out list, the
 * client's client-wide list or the campaign's list, each in its current generation (a purged
 * list's old entries no longer match, even before the purge job has deleted them). The lead engine
 * asks for every lead, so it is one BatchGetItem of at most six keys (three lists, two hashes),
 * never a query per list; given a shared reader (a worker batch's), its keys join the batch's.
 * A list with no upload accepted in its generation holds no entry of it (entries are written only
 * by an upload's import), so its keys are not read: most lists are empty, and the entries were the
 * largest read of a lead (docs/decisions.md, Exclusion lists). Likewise a list none of whose
 * uploads held an MD5 row holds no entry keyed by one: an e-mail is looked up there by its SHA-256
 * alone (a list counted before uploads were told apart is read by both).
 */
export async function isSuppressed(lists: SuppressionLists, email: string, read?: ReadOne): Promise<boolean> {
  const keys = candidateKeys(email);
  if (keys.length === 0) return false;
  const rootId = lists.client.rootId;
  const owners: [ListType, string, Owner][] = [
    ['root', lists.root.companyId, lists.root],
    ['client', lists.client.companyId, lists.client],
    ...(lists.campaign ? [['campaign', lists.campaign.campaignId, lists.campaign] as [ListType, string, Owner]] : []),
  ];
  const getters = owners.flatMap(([type, ownerId, owner]) => {
    const list = listStateOf(owner);
    if (list.uploads === 0) return [];
    const md5Entries = list.uploadsWithoutMd5 < list.uploads;
    return keys.filter((k) => md5Entries || !isMd5Key(k)).map((k) => entryGetter(rootId, type, ownerId, list.generation, k));
  });
  if (getters.length === 0) return false;
  const found = read ? await Promise.all(getters.map((g) => read(g))) : await batchGet(getters);
  return found.some(Boolean);
}
