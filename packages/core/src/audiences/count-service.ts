import { createHash } from 'node:crypto';
import type { Actor } from '../access/actor.js';
import { assertMayChange, readableClient, type ClientScope } from '../campaigns/campaign-access.js';
import { assertModuleOpen } from '../campaigns/create-campaign.js';
import { isConditionFailure } from '../db/conditions.js';
import { citiesOf } from '../geo/cities.js';
import { isState } from '../geo/us-states.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { queue } from '../platform/queue.js';
import { conflict, notFound, validationError } from '../shared/errors.js';
import type { ApproximateCount } from './approximate-count.entity.js';
import {
  AUDIENCE_COUNT_QUEUE,
  COUNT_API_VERSION,
  COUNT_LOOKBACK_DAYS,
  COUNT_MODULES,
  COUNT_TARGET_LOCATIONS,
  ENHANCE_MIN_LEADS_PER_DAY,
  commaList,
  keywordTags,
  zipList,
  type CountConfigAnswer,
  type CountModule,
  type CountRow,
  type QueueCountInput,
} from './count.contract.js';
import { approximateCountEntity } from './approximate-count.entity.js';

export const COUNT_NOT_FOUND = 'Count not found.';
export const RETRY_WHILE_PROCESSING = 'Another count is still processing. Please retry this one when it has finished.';

/** A stored row in the spec's field names. */
export const countRowOf = (r: ApproximateCount): CountRow => ({
  id: r.countId,
  company_id: r.companyId,
  type: r.module,
  target_location: r.targetLocation,
  states: r.states,
  cities: r.cities,
  zip_code: r.zipCode,
  keyword: r.keyword,
  count: r.count ?? null,
  count_without_geo: r.countWithoutGeo ?? null,
  status: r.status,
  api_version: r.apiVersion,
  created_at: r.createdAt,
});

/**
 * The query in one canonical form (states upper-case and sorted, cities in the states' own
 * spelling, zips sorted without repeats, keywords as tags): two askings of the same count read
 * the same, whatever the order or spacing they were typed in.
 */
async function canonicalQuery(input: QueueCountInput) {
  const nothing = { states: '', cities: '', zipCode: '' };
  const keyword = keywordTags(input.keyword).join(', ');
  if (input.target_location === 'National Targeting') return { ...nothing, keyword };
  if (input.target_location === 'Zip Code') return { ...nothing, keyword, zipCode: [...new Set(zipList(input.zip_code))].sort().join('\n') };
  const states = [...new Set(commaList(input.states).map((s) => s.toUpperCase()))].sort();
  const unknown = states.filter((s) => !isState(s));
  if (unknown.length) throw validationError(`${unknown.slice(0, 3).join(', ')} is not a US state code.`, { states: ['Use two-letter state codes, such as TX.'] });
  if (states.length > 60) throw validationError('Count at most 60 states at once.', { states: ['Count at most 60 states at once.'] });
  const known = new Map<string, string>();
  for (const s of states) for (const c of (await citiesOf(s)).cities) known.set(c.toLowerCase(), c);
  const cities: string[] = [];
  for (const typed of commaList(input.cities)) {
    const city = known.get(typed.toLowerCase());
    if (!city) throw validationError(`${typed.slice(0, 100)} is not a city of ${states.join(', ')}.`, { cities: ['Choose cities of the chosen states.'] });
    if (!cities.includes(city)) cities.push(city);
  }
  if (cities.length > 200) throw validationError('Count at most 200 cities at once.', { cities: ['Count at most 200 cities at once.'] });
  return { keyword, states: states.join(', '), cities: cities.sort((a, b) => a.localeCompare(b, 'en')).join(', '), zipCode: '' };
}

/** The row's id: the same company, module, query and UTC day is the same count. */
const countIdOf = (companyId: string, module: CountModule, target: string, q: { keyword: string; states: string; cities: string; zipCode: string }, day: string) =>
  createHash('sha256').update(JSON.stringify([companyId, module, target, q.keyword.toLowerCase(), q.states, q.cities, q.zipCode, day])).digest('hex').slice(0, 24);

async function pendingOf(rootId: string, companyId: string, module: CountModule): Promise<ApproximateCount[]> {
  const rows = await approximateCountEntity.query.byCompany({ rootId, companyId, module }).where((a, op) => op.eq(a.status, 'pending')).go({ pages: 'all' });
  return rows.data;
}

async function send(row: ApproximateCount, clock: Clock): Promise<void> {
  try {
    await queue().send(AUDIENCE_COUNT_QUEUE, { kind: 'count', rootId: row.rootId, countId: row.countId });
  } catch (e) {
    // Nothing will count a row no message names: it fails now, and Retry queues it again.
    await approximateCountEntity.patch({ rootId: row.rootId, countId: row.countId }).set({ status: 'error', updatedAt: clock.now().toISOString() }).where((a, op) => op.eq(a.status, 'pending')).go().catch(() => undefined);
    throw e;
  }
}

/**
 * POST /bigdbm/services/queuecount: a new pending row, counted by the audience-count worker. The
 * same count asked again the same day answers its row (a double click or a burst makes one row);
 * asked again after it failed, it is retried, unless another count is processing.
 */
export async function queueCount(actor: Actor, input: QueueCountInput, clock: Clock = systemClock): Promise<{ result: 'success'; message: string; data: CountRow }> {
  const scope = await readableClient(actor, input.company_id);
  const me = await assertMayChange(actor, scope, 'create');
  return queueCountFor(actor, scope, me.userId, input, clock);
}

/**
 * The count itself, for a caller whose right to ask was checked by its own rule (a saved
 * audience's refresh is the Campaign role's, not LeadsPeek's): one row per question and day.
 */
export async function queueCountFor(actor: Actor, scope: ClientScope, requestedBy: string, input: QueueCountInput, clock: Clock = systemClock): Promise<{ result: 'success'; message: string; data: CountRow }> {
  const me = { userId: requestedBy };
  assertModuleOpen(scope.client, scope.agency, input.type);
  const q = await canonicalQuery(input);
  const now = clock.now().toISOString();
  const countId = countIdOf(scope.client.companyId, input.type, input.target_location, q, now.slice(0, 10));
  const key = { rootId: actor.rootId, countId };
  const fresh: ApproximateCount = {
    ...key,
    companyId: scope.client.companyId,
    agencyId: scope.agency.companyId,
    module: input.type,
    targetLocation: input.target_location,
    ...q,
    status: 'pending',
    apiVersion: COUNT_API_VERSION,
    requestedBy: me.userId,
    attempts: 1,
    createdAt: now,
    updatedAt: now,
  };
  const made = await approximateCountEntity.create(fresh).go().then(
    () => true,
    (e: unknown) => {
      if (isConditionFailure(e)) return false;
      throw e;
    },
  );
  if (made) {
    await send(fresh, clock);
    return { result: 'success', message: 'Your count has been queued.', data: countRowOf(fresh) };
  }
  const existing = (await approximateCountEntity.get(key).go({ consistent: true })).data;
  if (!existing) throw conflict('This count changed meanwhile. Please try again.');
  if (existing.status !== 'error') return { result: 'success', message: existing.status === 'pending' ? 'This count is already queued.' : 'This count was made today.', data: countRowOf(existing) };
  if ((await pendingOf(actor.rootId, existing.companyId, existing.module)).length) throw conflict(RETRY_WHILE_PROCESSING);
  // The move from error is conditioned on it, so of a burst of retries one queues the count.
  const retried = await approximateCountEntity.patch(key)
    .set({ status: 'pending', updatedAt: now, requestedBy: me.userId })
    .add({ attempts: 1 })
    .where((a, op) => op.eq(a.status, 'error'))
    .go({ response: 'all_new' })
    .then(
      (r) => r.data as ApproximateCount,
      (e: unknown) => {
        if (isConditionFailure(e)) return undefined;
        throw e;
      },
    );
  if (!retried) {
    const now2 = (await approximateCountEntity.get(key).go({ consistent: true })).data;
    if (!now2) throw notFound(COUNT_NOT_FOUND);
    return { result: 'success', message: 'This count is already queued.', data: countRowOf(now2) };
  }
  await send(retried, clock);
  return { result: 'success', message: 'Your count has been queued again.', data: countRowOf(retried) };
}

/** A row the actor may see (its client's readers); another tree's id is the same 404 as a missing one. */
async function readableRow(actor: Actor, countId: string): Promise<ApproximateCount> {
  const row = (await approximateCountEntity.get({ rootId: actor.rootId, countId }).go()).data;
  if (!row) throw notFound(COUNT_NOT_FOUND);
  await readableClient(actor, row.companyId).catch(() => {
    throw notFound(COUNT_NOT_FOUND);
  });
  return row;
}

/** GET /bigdbm/services/getcountcampaign/{countId}: one row, for a page polling it. */
export async function getCount(actor: Actor, countId: string): Promise<{ data: CountRow }> {
  return { data: countRowOf(await readableRow(actor, countId)) };
}

const moduleOf = (type: string): CountModule => {
  if (!(COUNT_MODULES as readonly string[]).includes(type)) throw notFound('Approximate counts are for Search ID (locator) and Enhance ID (enhance).');
  return type as CountModule;
};

/** The most rows the table shows (newest first). */
export const COUNT_HISTORY_LIMIT = 200;

/** GET /bigdbm/services/getcountcampaignhistory/{companyId}/{type}: the client's rows of that module, newest first. */
export async function countHistory(actor: Actor, companyId: string, type: string): Promise<{ data: CountRow[]; processing: boolean }> {
  const module = moduleOf(type);
  const scope = await readableClient(actor, companyId);
  const rows = await approximateCountEntity.query.byCompany({ rootId: actor.rootId, companyId: scope.client.companyId, module }).go({ order: 'desc', limit: COUNT_HISTORY_LIMIT });
  const data = rows.data.map(countRowOf);
  return { data, processing: data.some((r) => r.status === 'pending') };
}

/** GET /bigdbm/services/configdata/{companyId}: the count form's settings for that client. */
export async function countConfig(actor: Actor, companyId: string): Promise<CountConfigAnswer> {
  const scope = await readableClient(actor, companyId);
  const open = (m: CountModule) => {
    try {
      assertModuleOpen(scope.client, scope.agency, m);
      return true;
    } catch {
      return false;
    }
  };
  const mayQueue = await assertMayChange(actor, scope, 'create').then(
    () => true,
    () => false,
  );
  return {
    api_version: COUNT_API_VERSION,
    lookback_days: COUNT_LOOKBACK_DAYS,
    target_locations: [...COUNT_TARGET_LOCATIONS],
    modules: COUNT_MODULES.filter(open),
    may_queue: mayQueue,
    min_lead_day_enhance: ENHANCE_MIN_LEADS_PER_DAY,
  };
}

export { readableRow as readableCountRow, moduleOf as countModuleOf, canonicalQuery as canonicalCountQuery };
