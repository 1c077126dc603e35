import { batchGet, type Getter } from '../db/batch-get.js';
import { db } from '../db/service.js';
import { candidateKeys } from './csv-records.js';
import type { ListType } from './exclusions.contract.js';

function entryGetter(rootId: string, listType: ListType, ownerId: string, entryKey: string): Getter<true> {
  return {
    Key: db().entities.exclusionEntry.get({ rootId, listType, ownerId, entryKey }).params<{ Key: Record<string, unknown> }>().Key,
    parse: () => true,
  };
}

/**
 * Whether an e-mail (or a lead's MD5 or SHA-256 of one) is on the root's platform opt-out list, the
 * client's client-wide list or the campaign's list. The lead engine asks for every lead, so it is
 * one BatchGetItem of at most six keys (three lists, two hashes), never a query per list.
 */
export async function isSuppressed(rootId: string, clientCompanyId: string, campaignId: string | undefined, email: string): Promise<boolean> {
  const keys = candidateKeys(email);
  if (keys.length === 0) return false;
  const lists: [ListType, string][] = [
    ['root', rootId],
    ['client', clientCompanyId],
    ...(campaignId ? [['campaign', campaignId] as [ListType, string]] : []),
  ];
  const found = await batchGet(lists.flatMap(([type, owner]) => keys.map((k) => entryGetter(rootId, type, owner, k))));
  return found.some(Boolean);
}
