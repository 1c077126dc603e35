import { CreateTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, isSuppressed, markDataUpgradesDone, resetConfig, resetDb, resetDocumentClient, runDataUpgrades, sha256Hex, tableDefinition, type DataUpgrade } from '@platform/core';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useCore } from '../core.js';

/**
 * The data upgrades run over a table of their own in the run's DynamoDB: a table holding only what
 * each test wrote the way older code wrote it, so a whole-table scan stays small and its counts exact.
 */
const ROOT = 'root-upgrades';
let raw: DynamoDBDocumentClient;
let table: string;

beforeAll(async () => {
  useCore();
  table = `upgrades-${randomUUID().slice(0, 8)}`;
  const client = new DynamoDBClient({ endpoint: process.env.DYNAMODB_ENDPOINT, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  await client.send(new CreateTableCommand(tableDefinition(table)));
  raw = DynamoDBDocumentClient.from(client);
  process.env.TABLE_NAME = table;
  resetConfig();
  resetDocumentClient();
  resetDb();
});

/** Removes attributes from a stored item, as the item stood before the code that writes them. */
async function strip(key: Record<string, unknown>, ...names: string[]) {
  await raw.send(new UpdateCommand({ TableName: table, Key: key, UpdateExpression: `REMOVE ${names.map((_, i) => `#n${i}`).join(', ')}`, ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#n${i}`, n])) }));
}
const keyOf = (params: { Key: Record<string, unknown> }) => params.Key;

async function agency(name: string, statuses: ('running' | 'paused' | 'archived')[]) {
  const agencyId = `ag-${randomUUID().slice(0, 8)}`;
  await db().entities.company.put({ rootId: ROOT, companyId: agencyId, parentId: ROOT, kind: 'agency', name }).go();
  for (const [i, status] of statuses.entries()) {
    const campaignId = `${agencyId}-c${i}`;
    await db().entities.campaign.put({ rootId: ROOT, campaignId, agencyId, companyId: `${agencyId}-client`, leadspeekType: 'local', leadspeekApiId: campaignId, campaignName: `Campaign ${i}`, status }).go();
  }
  return agencyId;
}
const counter = async (agencyId: string) => (await db().entities.company.get({ rootId: ROOT, companyId: agencyId }).go({ consistent: true })).data?.runningCampaigns;
const record = async (name: string) => (await db().entities.dataUpgrade.get({ name }).go({ consistent: true })).data;

describe('An agency whose campaigns ran before the running-campaign counter existed shows them once the upgrades have run', () => {
  it('sets each agency’s counter to its running campaigns, changes nothing that was right, and a second run finds everything done', async () => {
    const before = await agency('Counted before', ['running', 'running', 'paused']);
    const wrong = await agency('Counted wrong', ['running', 'archived']);
    const right = await agency('Counted right', ['running']);
    await strip(keyOf(db().entities.company.get({ rootId: ROOT, companyId: before }).params()), 'runningCampaigns');
    await db().entities.company.patch({ rootId: ROOT, companyId: wrong }).set({ runningCampaigns: 5 }).go();
    await db().entities.company.patch({ rootId: ROOT, companyId: right }).set({ runningCampaigns: 1 }).go();
    expect(await counter(before)).toBeUndefined();

    expect(await runDataUpgrades()).toBe('done');
    expect([await counter(before), await counter(wrong), await counter(right)]).toEqual([2, 1, 1]);
    expect(await record('running-campaign-counts')).toMatchObject({ status: 'done', changed: 2 });

    await db().entities.company.patch({ rootId: ROOT, companyId: right }).set({ runningCampaigns: 9 }).go();
    expect(await runDataUpgrades()).toBe('done');
    // Done is done: a later run reads its record and leaves the data alone.
    expect(await counter(right)).toBe(9);
  });
});

describe('Leads stored before the agency-and-status index appear in a status filter once the upgrades have run', () => {
  it('gives every unkeyed lead the keys ElectroDB writes, and leaves keyed leads as they are', async () => {
    await db().entities.dataUpgrade.delete({ name: 'lead-status-index' }).go();
    const agencyId = `ag-${randomUUID().slice(0, 8)}`;
    const statuses = ['delivered', 'delivered', 'delivered', 'suppressed'] as const;
    for (const [i, status] of statuses.entries()) {
      const leadId = `${agencyId}-l${i}`;
      await db().entities.lead.put({ rootId: ROOT, leadId, campaignId: 'c1', companyId: 'client-1', agencyId, module: 'local', receivedAt: `2026-10-0${i + 1}T12:00:00.000Z`, createdAt: `2026-10-0${i + 1}T12:00:00.000Z`, personKey: `p${i}@example.com`, status }).go();
      // The first lead was stored after the index existed; the others before.
      if (i > 0) await strip(keyOf(db().entities.lead.get({ rootId: ROOT, leadId }).params()), 'gsi7pk', 'gsi7sk');
    }
    const byStatus = async (status: 'delivered' | 'suppressed') => (await db().entities.lead.query.byAgencyStatus({ rootId: ROOT, agencyId, module: 'local', status }).go({ pages: 'all' })).data.map((l) => l.leadId).sort();
    expect(await byStatus('delivered')).toEqual([`${agencyId}-l0`]);

    expect(await runDataUpgrades()).toBe('done');
    expect(await byStatus('delivered')).toEqual([`${agencyId}-l0`, `${agencyId}-l1`, `${agencyId}-l2`]);
    expect(await byStatus('suppressed')).toEqual([`${agencyId}-l3`]);
    expect(await record('lead-status-index')).toMatchObject({ status: 'done', changed: 3 });
  });
});

describe('Exclusion entries written before lists had generations suppress again once the upgrades have run', () => {
  /** An entry as an import wrote it before generations: no generation in its item or its keys. */
  async function oldEntry(ownerId: string, email: string) {
    const entryKey = `sha256:${sha256Hex(email)}`;
    const item = db().entities.exclusionEntry.put({ rootId: ROOT, listType: 'client', ownerId, entryKey, shard: entryKey.charAt(7), generation: 0 }).params<{ Item: Record<string, unknown> }>().Item;
    const { generation: _dropped, ...rest } = item;
    const old = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, typeof v === 'string' ? v.replace('#generation_0', '') : v]));
    await raw.send(new PutCommand({ TableName: table, Item: old }));
    return { pk: old.pk, sk: old.sk };
  }
  const client = async (companyId: string) => (await db().entities.company.get({ rootId: ROOT, companyId }).go({ consistent: true })).data;

  it('moves a never-purged list’s entries into its first generation with its upload counted, and drops a purged list’s', async () => {
    await db().entities.dataUpgrade.delete({ name: 'exclusion-entry-generations' }).go();
    const kept = `cl-${randomUUID().slice(0, 8)}`;
    const purged = `cl-${randomUUID().slice(0, 8)}`;
    await db().entities.company.put({ rootId: ROOT, companyId: kept, parentId: 'ag-1', kind: 'client', name: 'Kept list' }).go();
    await db().entities.company.put({ rootId: ROOT, companyId: purged, parentId: 'ag-1', kind: 'client', name: 'Purged list' }).go();
    await db().entities.company.patch({ rootId: ROOT, companyId: purged }).set({ exclusionGeneration: 1 }).go();
    const keptKey = await oldEntry(kept, 'opted.out@example.com');
    const purgedKey = await oldEntry(purged, 'gone@example.com');
    const lists = async (companyId: string) => ({ root: { companyId: ROOT }, client: { rootId: ROOT, companyId, ...(await client(companyId)) } });
    expect(await isSuppressed(await lists(kept), 'opted.out@example.com')).toBe(false);

    expect(await runDataUpgrades()).toBe('done');
    expect(await isSuppressed(await lists(kept), 'Opted.Out@example.com')).toBe(true);
    expect((await client(kept))?.exclusionUploads).toBe(1);
    expect(await isSuppressed(await lists(purged), 'gone@example.com')).toBe(false);
    for (const key of [keptKey, purgedKey]) expect((await raw.send(new GetCommand({ TableName: table, Key: key, ConsistentRead: true }))).Item).toBeUndefined();
    expect(await record('exclusion-entry-generations')).toMatchObject({ status: 'done', changed: 2 });
  });
});

/** An upgrade of three pages that records which cursors it was asked for. */
function pagedUpgrade(name: string, onStep?: (cursor: string | undefined) => Promise<void>): DataUpgrade & { asked: (string | undefined)[] } {
  const pages: Record<string, string | undefined> = { start: 'p1', p1: 'p2', p2: undefined };
  const asked: (string | undefined)[] = [];
  return {
    name,
    asked,
    async step(cursor) {
      asked.push(cursor);
      await onStep?.(cursor);
      return { next: pages[cursor ?? 'start'], changed: 1 };
    },
  };
}

describe('A run cut short carries on from its last page; two runs at once do each page once', () => {
  it('a run whose time runs out answers more, and the next one starts at the page after the last it recorded', async () => {
    const upgrade = pagedUpgrade(`resume-${randomUUID().slice(0, 6)}`);
    const deadline = Date.now() + 200;
    const slow: DataUpgrade = {
      name: upgrade.name,
      step: async (cursor) => {
        const page = await upgrade.step(cursor);
        // The page takes the rest of the run's time.
        await new Promise((r) => setTimeout(r, Math.max(0, deadline - Date.now()) + 50));
        return page;
      },
    };
    expect(await runDataUpgrades(deadline, [slow])).toBe('more');
    expect(await record(upgrade.name)).toMatchObject({ status: 'running', cursor: 'p1', changed: 1 });
    expect(upgrade.asked).toEqual([undefined]);

    expect(await runDataUpgrades(Number.POSITIVE_INFINITY, [upgrade])).toBe('done');
    expect(upgrade.asked).toEqual([undefined, 'p1', 'p2']);
    expect(await record(upgrade.name)).toMatchObject({ status: 'done', changed: 3 });
    expect((await record(upgrade.name))?.cursor).toBeUndefined();
  });

  it('a run that finds another run ahead of it stops without doing its page twice', async () => {
    const name = `race-${randomUUID().slice(0, 6)}`;
    const upgrade = pagedUpgrade(name, async (cursor) => {
      // Another run records the first page while this one is still on it.
      if (cursor === undefined) await db().entities.dataUpgrade.put({ name, status: 'running', cursor: 'p1', changed: 1, startedAt: new Date().toISOString() }).go();
    });
    expect(await runDataUpgrades(Number.POSITIVE_INFINITY, [upgrade])).toBe('elsewhere');
    expect(await record(name)).toMatchObject({ cursor: 'p1', changed: 1 });
    expect(await runDataUpgrades(Number.POSITIVE_INFINITY, [upgrade])).toBe('done');
    expect(upgrade.asked).toEqual([undefined, 'p1', 'p2']);
    expect(await record(name)).toMatchObject({ status: 'done', changed: 3 });
  });
});

describe('A new table has nothing older code wrote', () => {
  it('records every upgrade done, so no run scans it', async () => {
    await db().entities.dataUpgrade.delete({ name: 'running-campaign-counts' }).go();
    await markDataUpgradesDone();
    expect(await record('running-campaign-counts')).toMatchObject({ status: 'done', changed: 0 });
  });
});
