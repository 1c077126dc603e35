import { z } from 'zod';
import { isConditionFailure } from '../db/conditions.js';
import { systemClock } from '../platform/clock.js';
import { queue } from '../platform/queue.js';
import type { DataUpgrade } from './data-upgrade.js';
import { exclusionEntryGenerations } from './exclusion-entry-generations.js';
import { leadStatusIndex } from './lead-status-index.js';
import { runningCampaignCounts } from './running-campaign-counts.js';
import { dataUpgradeEntity } from './data-upgrade.entity.js';

/** Every upgrade, oldest first; a new one is added at the end and never renamed (its record is its name). */
export const DATA_UPGRADES: readonly DataUpgrade[] = [runningCampaignCounts, leadStatusIndex, exclusionEntryGenerations];

export const DATA_UPGRADES_QUEUE = 'data-upgrades';
/** What the 'data-upgrades' queue carries: the hourly schedule's run, or a run carrying on where the last one's time ran out. */
export const dataUpgradeMessageSchema = z.object({ kind: z.literal('run') });

export type UpgradeOutcome = 'done' | 'more' | 'elsewhere';

/**
 * Runs every upgrade not yet done, page by page, recording each page's cursor on the upgrade's
 * record conditioned on the cursor it started from: a dead run is carried on from its last page,
 * and of two runs at once the one that loses the condition stops ('elsewhere'). 'more' when
 * `deadline` (ms since the epoch) passed first: the worker queues another run. Once all are done a
 * run is one read per upgrade (docs/decisions.md, "Data upgrades").
 */
export async function runDataUpgrades(deadline = Number.POSITIVE_INFINITY, upgrades: readonly DataUpgrade[] = DATA_UPGRADES): Promise<UpgradeOutcome> {
  const records = dataUpgradeEntity;
  for (const upgrade of upgrades) {
    const record = (await records.get({ name: upgrade.name }).go({ consistent: true })).data;
    if (record?.status === 'done') continue;
    let cursor = record?.cursor;
    let first = !record;
    for (;;) {
      if (Date.now() > deadline) return 'more';
      const { next, changed } = await upgrade.step(cursor);
      const now = systemClock.now().toISOString();
      try {
        if (first) {
          await records.create({ name: upgrade.name, status: next ? 'running' : 'done', cursor: next, changed, startedAt: now, ...(next ? {} : { finishedAt: now }) }).go({ response: 'none' });
        } else {
          const from = cursor;
          const update = records.patch({ name: upgrade.name }).add({ changed });
          await (next ? update.set({ status: 'running', cursor: next }) : update.set({ status: 'done', finishedAt: now }).remove(['cursor']))
            .where((a, op) => (from === undefined ? `${op.notExists(a.cursor)} AND ${op.ne(a.status, 'done')}` : op.eq(a.cursor, from)))
            .go({ response: 'none' });
        }
      } catch (e) {
        if (isConditionFailure(e)) return 'elsewhere';
        throw e;
      }
      first = false;
      if (!next) break;
      cursor = next;
    }
  }
  return 'done';
}

/** A new table has nothing stored by older code: every upgrade is recorded done from the start. */
export async function markDataUpgradesDone(): Promise<void> {
  const now = systemClock.now().toISOString();
  for (const upgrade of DATA_UPGRADES) {
    await dataUpgradeEntity.put({ name: upgrade.name, status: 'done', changed: 0, startedAt: now, finishedAt: now })
      .go({ response: 'none' });
  }
}

/** A run leaves this much of the worker's 15 minutes for its last page and its record. */
const RUN_MS = 12 * 60_000;

/** The worker's message: run the upgrades; when the time runs out, another message carries on. */
export async function handleDataUpgradeMessage(_message: z.infer<typeof dataUpgradeMessageSchema>): Promise<UpgradeOutcome> {
  const outcome = await runDataUpgrades(Date.now() + RUN_MS);
  if (outcome === 'more') await queue().send(DATA_UPGRADES_QUEUE, { kind: 'run' });
  return outcome;
}
