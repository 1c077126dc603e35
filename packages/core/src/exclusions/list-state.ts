import { isConditionFailure } from '../db/conditions.js';
import type { TxEntities } from '../db/transaction.js';
import type { ListType } from './exclusions.contract.js';
import { campaignEntity } from '../campaigns/campaign.entity.js';
import { companyEntity } from '../tenancy/company.entity.js';

/** The list's key: whose list it is. */
export interface ListKey {
  rootId: string;
  listType: ListType;
  ownerId: string;
}

/** A list's generation and counters, as its owner item holds them (list-owner-attributes.ts). */
export interface ListState {
  generation: number;
  uploads: number;
  /** Uploads of this generation that held no MD5 row (counted with them; absent on lists from before: read as none). */
  uploadsWithoutMd5: number;
  cleanBelow: number;
}

interface OwnerItem {
  exclusionGeneration?: number | undefined;
  exclusionUploads?: number | undefined;
  exclusionUploadsWithoutMd5?: number | undefined;
  exclusionCleanBelow?: number | undefined;
}

export const listStateOf = (owner: OwnerItem | undefined): ListState => ({
  generation: owner?.exclusionGeneration ?? 0,
  uploads: owner?.exclusionUploads ?? 0,
  uploadsWithoutMd5: owner?.exclusionUploadsWithoutMd5 ?? 0,
  cleanBelow: owner?.exclusionCleanBelow ?? 0,
});

/** The list's generation as the owner item says: what the lead pipeline matches against. */
export const generationOf = (owner: OwnerItem | undefined): number => listStateOf(owner).generation;

/** The owner item now (a strongly consistent read): the state a conditioned write is decided from. */
export async function readListState(list: ListKey): Promise<ListState | undefined> {
  const owner =
    list.listType === 'campaign'
      ? (await campaignEntity.get({ rootId: list.rootId, campaignId: list.ownerId }).go({ consistent: true })).data
      : (await companyEntity.get({ rootId: list.rootId, companyId: list.ownerId }).go({ consistent: true })).data;
  return owner ? listStateOf(owner) : undefined;
}

interface Ops<A> {
  eq: (attr: A, value: number) => string;
  lt: (attr: A, value: number) => string;
  notExists: (attr: A) => string;
}
/** An absent counter is 0, and the owner items never store 0, so "is v" is "absent" for 0. */
const is = <A>(op: Ops<A>, attr: A, v: number) => (v === 0 ? op.notExists(attr) : op.eq(attr, v));

/**
 * A purge moves the list to `generation + 1` and starts its uploads counts again; an upload counts
 * one more, and one more without MD5 when its file held no MD5 row.
 */
export type ListChange = { kind: 'purge'; from: ListState } | { kind: 'upload'; generation: number; md5: boolean };

const UPLOAD_COUNTS = ['exclusionUploads', 'exclusionUploadsWithoutMd5'] as const;

/** What one more upload adds to its owner's counts (the demo's seed counts its uploads the same way). */
export const uploadCounted = (md5: boolean) => (md5 ? { exclusionUploads: 1 } : { exclusionUploads: 1, exclusionUploadsWithoutMd5: 1 });

/**
 * The owner item's part of a transaction that changes the list: moves the generation or counts an
 * upload, conditioned on the state the change was decided from (docs/decisions.md, Writes that move
 * money or count). An upload needs the generation unchanged; a purge also needs the uploads count
 * unchanged, so an upload accepted after the purge looked for running imports makes it look again.
 */
export function listStateWrite(tx: Pick<TxEntities, 'company' | 'campaign'>, list: ListKey, change: ListChange) {
  const expected = change.kind === 'purge' ? change.from.generation : change.generation;
  const cond = <A>(a: { exclusionGeneration: A; exclusionUploads: A }, op: Ops<A>) =>
    change.kind === 'purge' ? `${is(op, a.exclusionGeneration, expected)} AND ${is(op, a.exclusionUploads, change.from.uploads)}` : is(op, a.exclusionGeneration, expected);
  if (list.listType === 'campaign') {
    const item = tx.campaign.patch({ rootId: list.rootId, campaignId: list.ownerId });
    return (change.kind === 'purge' ? item.set({ exclusionGeneration: expected + 1 }).remove([...UPLOAD_COUNTS]) : item.add(uploadCounted(change.md5))).where(cond).commit();
  }
  const item = tx.company.patch({ rootId: list.rootId, companyId: list.ownerId });
  return (change.kind === 'purge' ? item.set({ exclusionGeneration: expected + 1 }).remove([...UPLOAD_COUNTS]) : item.add(uploadCounted(change.md5))).where(cond).commit();
}

/** Records that every generation below `below` is deleted; only ever moves forward. */
export async function markCleanBelow(list: ListKey, below: number): Promise<void> {
  const where = <A>(a: { exclusionCleanBelow: A }, op: Ops<A>) => `(${op.notExists(a.exclusionCleanBelow)} OR ${op.lt(a.exclusionCleanBelow, below)})`;
  try {
    if (list.listType === 'campaign') await campaignEntity.patch({ rootId: list.rootId, campaignId: list.ownerId }).set({ exclusionCleanBelow: below }).where(where).go();
    else await companyEntity.patch({ rootId: list.rootId, companyId: list.ownerId }).set({ exclusionCleanBelow: below }).where(where).go();
  } catch (e) {
    // Already further on (a later purge's job), or the owner is gone: nothing to record.
    if (!isConditionFailure(e)) throw e;
  }
}
