import type { Actor } from '../access/actor.js';
import { actingUserOf, auditRow } from '../audit/record.js';
import { runTransaction } from '../db/transaction.js';
import { getUser } from '../identity/users.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { queue } from '../platform/queue.js';
import { conflict, notFound } from '../shared/errors.js';
import { ENTRY_SHARDS } from './exclusion-entry.entity.js';
import { EXCLUSION_IMPORT_QUEUE, EXCLUSION_MESSAGES, isJobInProgress, type PurgeAnswer, type PurgeMessage } from './exclusions.contract.js';
import { listStateWrite, readListState, type ListKey, type ListState } from './list-state.js';
import { listLabel, type ListRef } from './lists.js';
import { listJobs } from './progress.js';
import { createWriteTransaction } from 'electrodb';
import { exclusionEntryEntity } from './exclusion-entry.entity.js';
import { companyEntity } from '../tenancy/company.entity.js';
import { campaignEntity } from '../campaigns/campaign.entity.js';
import { auditEntity } from '../audit/audit.entity.js';

const ANSWER: PurgeAnswer = { result: 'success', title: 'Deleted!', msg: 'The exclusion list has been purged.' };
const MAX_TRIES = 4;
/** How long to wait for the list index to show an upload the owner item already counts. */
const INDEX_WAIT_MS = 200;

/** Whether a generation of a list holds any entry: one single-item query per shard. */
async function holdsEntries(list: ListKey, generation: number): Promise<boolean> {
  const entity = exclusionEntryEntity;
  const found = await Promise.all(ENTRY_SHARDS.map(async (shard) => (await entity.query.byList({ ...list, generation, shard }).go({ limit: 1, attributes: ['entryKey'] })).data.length > 0));
  return found.some(Boolean);
}

/**
 * Empties a list at once, whatever its size: the list moves to its next generation (entries and
 * uploads of older generations no longer match a lead, count or show) in one transaction with the
 * log row, and the purge job on the import queue deletes the old generation in the background
 * (docs/decisions.md, Exclusion lists). Refused (409) while an upload is still importing. The
 * transaction is conditioned on the generation and the uploads count it was decided from: of purges
 * sent at once one moves the list and logs, the others find it empty and answer the same without
 * writing anything; an upload accepted meanwhile makes the purge look again (and refuse).
 */
export async function purgeList(actor: Actor, list: ListRef, clock: Clock = systemClock): Promise<PurgeAnswer> {
  const me = await getUser(actor.rootId, actor.userId);
  let state: ListState = list.state;
  for (let attempt = 0; attempt < MAX_TRIES; attempt += 1) {
    const jobs = await listJobs(list, state.generation, 'all');
    if (jobs.length < state.uploads) {
      // The owner item counts an upload the list index does not show yet: look again shortly.
      await new Promise((r) => setTimeout(r, INDEX_WAIT_MS));
      continue;
    }
    if (jobs.some((j) => isJobInProgress(j.status))) throw conflict(EXCLUSION_MESSAGES.importing);
    if (jobs.length === 0 && !(await holdsEntries(list, state.generation))) return ANSWER;

    const row = me
      ? await auditRow(
          { rootId: actor.rootId, companyId: list.company.companyId, user: me, actingUser: actingUserOf(actor), action: 'exclusion_list_changed', description: `Purged ${listLabel(list)} (${jobs.length} uploads)`, ...(list.listType === 'campaign' ? { campaignId: list.ownerId } : {}) },
          clock,
        )
      : undefined;
    const from = state;
    const outcome = await runTransaction(() =>
      createWriteTransaction({ company: companyEntity, campaign: campaignEntity, audit: auditEntity }, ({ company, campaign, audit }) => [listStateWrite({ company, campaign }, list, { kind: 'purge', from }), ...(row ? [audit.create(row).commit()] : [])])
        .go(),
    );
    if (outcome.ok) {
      const message: PurgeMessage = { kind: 'exclusion.purge', rootId: list.rootId, listType: list.listType, ownerId: list.ownerId, below: from.generation + 1 };
      await queue().send(EXCLUSION_IMPORT_QUEUE, message);
      return ANSWER;
    }
    const now = await readListState(list);
    if (!now) throw notFound('Exclusion list not found.');
    state = now;
  }
  throw conflict(EXCLUSION_MESSAGES.busy);
}
