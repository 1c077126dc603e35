import type { Actor } from '../access/actor.js';
import { actingUserOf, auditRow } from '../audit/record.js';
import { readableClient, readableScope, type ClientScope } from '../campaigns/campaign-access.js';
import { assertModuleOpen } from '../campaigns/create-campaign.js';
import { getUser } from '../identity/users.js';
import type { User } from '../identity/user.entity.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { newId } from '../platform/ids.js';
import { permits } from '../roles/permits.js';
import { permissionsOfUser } from '../roles/roles.js';
import { conflict, forbidden, notFound } from '../shared/errors.js';
import { getCompany } from '../tenancy/companies.js';
import type { ApproximateCount } from './approximate-count.entity.js';
import { copyName, type Audience, type CreateAudienceInput, type UpdateAudienceInput } from './audience.contract.js';
import { audienceNameKey, type AudienceItem } from './audience.entity.js';
import type { CountModule, CountTargetLocation, QueueCountInput } from './count.contract.js';
import { canonicalCountQuery, countRowOf, queueCountFor } from './count-service.js';
import { createWriteTransaction } from 'electrodb';
import { audienceEntity, audienceNameClaimEntity } from './audience.entity.js';
import { approximateCountEntity } from './approximate-count.entity.js';
import { auditEntity } from '../audit/audit.entity.js';

/**
 * Saved audiences (docs/decisions.md, "Campaign builder with audiences"): an agency's team keeps
 * named targets of its clients; each is sized by a row of the approximate-counts engine, queued
 * again on demand. The Campaign role flags (enable to list and read, create, update, delete) hold
 * here; an audience or client outside the caller's tree is the same 404 as a missing id.
 */
export const AUDIENCE_NOT_FOUND = 'Audience not found.';
const NAME_TAKEN = 'This client already has an audience with that name.';

type Need = 'read' | 'create' | 'update' | 'delete';
const FLAG: Record<Need, string> = { read: 'menuCampaign', create: 'menuCampaign_create', update: 'menuCampaign_update', delete: 'menuCampaign_delete' };

/** Who keeps audiences: an agency's team and the root's staff, as their role's Campaign flags allow. */
async function planner(actor: Actor, need: Need): Promise<User> {
  if (actor.userType === 'sales' || actor.userType === 'client') throw forbidden('Audiences are for the agency’s team.');
  const me = await getUser(actor.rootId, actor.userId);
  if (!me) throw notFound('User not found.');
  if (!permits(await permissionsOfUser(me), FLAG[need])) throw forbidden('Your role does not allow this.');
  return me;
}

async function readableAudience(actor: Actor, audienceId: string, need: Need): Promise<{ me: User; scope: ClientScope; audience: AudienceItem }> {
  const me = await planner(actor, need);
  const audience = (await audienceEntity.get({ rootId: actor.rootId, audienceId }).go({ consistent: true })).data;
  if (!audience) throw notFound(AUDIENCE_NOT_FOUND);
  const scope = await readableClient(actor, audience.companyId).catch(() => {
    throw notFound(AUDIENCE_NOT_FOUND);
  });
  return { me, scope, audience };
}

type Target = { module: CountModule; targetLocation: CountTargetLocation; states: string; cities: string; zipCode: string; keyword: string };

/** The target in the counts engine's canonical form (states and cities checked against core/geo), so the audience asks exactly what its count row counted. */
async function targetOf(scope: ClientScope, input: UpdateAudienceInput): Promise<Target> {
  assertModuleOpen(scope.client, scope.agency, input.type);
  const q = await canonicalCountQuery({ ...input, company_id: scope.client.companyId });
  return { module: input.type, targetLocation: input.target_location, ...q };
}

const sameTarget = (a: Target, b: Target) =>
  a.module === b.module && a.targetLocation === b.targetLocation && a.states === b.states && a.cities === b.cities && a.zipCode === b.zipCode && a.keyword.toLowerCase() === b.keyword.toLowerCase();

const countInput = (a: AudienceItem): QueueCountInput => ({
  company_id: a.companyId,
  type: a.module,
  target_location: a.targetLocation,
  states: a.states,
  cities: a.cities,
  zip_code: a.zipCode,
  keyword: a.keyword,
});

async function countsOf(rootId: string, ids: string[]): Promise<Map<string, ApproximateCount>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const res = await approximateCountEntity.get(unique.map((countId) => ({ rootId, countId }))).go();
  return new Map(res.data.map((r) => [r.countId, r]));
}

function viewOf(a: AudienceItem, clientName: string, count: ApproximateCount | undefined): Audience {
  return {
    ...countInput(a),
    audience_id: a.audienceId,
    client_name: clientName,
    name: a.name,
    count: count ? countRowOf(count) : null,
    created_at: a.createdAt,
    updated_at: a.updatedAt,
  };
}

async function answer(rootId: string, audienceId: string, clientName: string, message: string) {
  const a = (await audienceEntity.get({ rootId, audienceId }).go({ consistent: true })).data;
  if (!a) throw notFound(AUDIENCE_NOT_FOUND);
  const counts = await countsOf(rootId, a.countId ? [a.countId] : []);
  return { result: 'success' as const, message, data: viewOf(a, clientName, a.countId ? counts.get(a.countId) : undefined) };
}

/**
 * Queues the audience's count (the same question the same day is the same row) and records the
 * row on the audience. A count that cannot be queued leaves the audience as it was: Refresh asks again.
 */
async function sizeAudience(actor: Actor, scope: ClientScope, me: User, a: AudienceItem, clock: Clock): Promise<boolean> {
  const row = await queueCountFor(actor, scope, me.userId, countInput(a), clock).catch(() => undefined);
  if (!row) return false;
  await audienceEntity.patch({ rootId: a.rootId, audienceId: a.audienceId })
    .set({ countId: row.data.id })
    .where((x, op) => op.exists(x.audienceId))
    .go()
    .catch(() => undefined);
  return true;
}

const audit = (actor: Actor, me: User, clientId: string, description: string, clock: Clock) =>
  auditRow({ rootId: actor.rootId, companyId: clientId, user: me, actingUser: actingUserOf(actor), action: 'audience_changed', description }, clock);

async function insert(actor: Actor, me: User, scope: ClientScope, name: string, target: Target, verb: string, clock: Clock) {
  const now = clock.now().toISOString();
  const clientId = scope.client.companyId;
  const item: AudienceItem = { rootId: actor.rootId, audienceId: newId(), agencyId: scope.agency.companyId, companyId: clientId, name, ...target, createdByUserId: me.userId, createdAt: now, updatedAt: now };
  const log = await audit(actor, me, clientId, `${verb} audience ${name}`, clock);
  const res = await createWriteTransaction({ audience: audienceEntity, audienceNameClaim: audienceNameClaimEntity, audit: auditEntity }, ({ audience, audienceNameClaim, audit: logs }) => [
      audienceNameClaim.create({ rootId: actor.rootId, companyId: clientId, name: audienceNameKey(name), audienceId: item.audienceId }).commit(),
      audience.create(item).commit(),
      logs.create(log).commit(),
    ])
    .go();
  // The name is claimed with the audience: a double-clicked Save makes one audience.
  if (res.canceled) throw conflict(NAME_TAKEN, { name: [NAME_TAKEN] });
  const counted = await sizeAudience(actor, scope, me, item, clock);
  return answer(actor.rootId, item.audienceId, scope.client.name, counted ? 'The audience has been saved; its size is being counted.' : 'The audience has been saved, but its count could not be queued. Press Refresh count to try again.');
}

/** POST /api/audiences/create: a new audience of a client, sized by a count queued with it. */
export async function createAudience(actor: Actor, input: CreateAudienceInput, clock: Clock = systemClock) {
  const me = await planner(actor, 'create');
  const scope = await readableClient(actor, input.company_id);
  const target = await targetOf(scope, input);
  return insert(actor, me, scope, input.name, target, 'Added', clock);
}

/** POST /api/audiences/duplicate/{audienceId}: a copy under "(copy)" for the same client. */
export async function duplicateAudience(actor: Actor, audienceId: string, clock: Clock = systemClock) {
  const { scope, audience: a } = await readableAudience(actor, audienceId, 'read');
  const me = await planner(actor, 'create');
  const target: Target = { module: a.module, targetLocation: a.targetLocation, states: a.states, cities: a.cities, zipCode: a.zipCode, keyword: a.keyword };
  return insert(actor, me, scope, copyName(a.name), target, `Duplicated ${a.name} as`, clock);
}

/**
 * PUT /api/audiences/update/{audienceId}: a new name and target. The write is conditioned on the
 * audience as it was read, so of concurrent edits one applies; a changed target is counted again.
 */
export async function updateAudience(actor: Actor, audienceId: string, input: UpdateAudienceInput, clock: Clock = systemClock) {
  const { me, scope, audience: a } = await readableAudience(actor, audienceId, 'update');
  const target = await targetOf(scope, input);
  const before: Target = { module: a.module, targetLocation: a.targetLocation, states: a.states, cities: a.cities, zipCode: a.zipCode, keyword: a.keyword };
  const retargeted = !sameTarget(before, target);
  if (!retargeted && a.name === input.name) return answer(actor.rootId, audienceId, scope.client.name, 'Nothing to change.');
  const renamed = audienceNameKey(a.name) !== audienceNameKey(input.name);
  const clientId = a.companyId;
  const log = await audit(actor, me, clientId, `Updated audience ${input.name}${renamed ? ` (was ${a.name})` : ''}`, clock);
  const res = await createWriteTransaction({ audience: audienceEntity, audienceNameClaim: audienceNameClaimEntity, audit: auditEntity }, ({ audience, audienceNameClaim, audit: logs }) => [
      audience
        .patch({ rootId: a.rootId, audienceId })
        .set({ name: input.name, ...target, updatedAt: clock.now().toISOString() })
        .where((x, op) => op.eq(x.updatedAt, a.updatedAt))
        .commit(),
      ...(renamed
        ? [audienceNameClaim.delete({ rootId: a.rootId, companyId: clientId, name: audienceNameKey(a.name) }).commit(), audienceNameClaim.create({ rootId: a.rootId, companyId: clientId, name: audienceNameKey(input.name), audienceId }).commit()]
        : []),
      logs.create(log).commit(),
    ])
    .go();
  if (res.canceled) {
    if (res.data[0]?.code === 'ConditionalCheckFailed') {
      // Someone saved first: the same edit is done; another one is a conflict.
      const now = (await readableAudience(actor, audienceId, 'update')).audience;
      if (now.name === input.name && sameTarget(now, target)) return answer(actor.rootId, audienceId, scope.client.name, 'The audience has been saved.');
      throw conflict('This audience changed meanwhile. Please reload it and save again.');
    }
    throw conflict(NAME_TAKEN, { name: [NAME_TAKEN] });
  }
  if (retargeted) await sizeAudience(actor, scope, me, { ...a, ...target }, clock);
  return answer(actor.rootId, audienceId, scope.client.name, retargeted ? 'The audience has been saved; its new size is being counted.' : 'The audience has been saved.');
}

/** POST /api/audiences/refresh/{audienceId}: counts the audience again (a new count row, or today's same one). */
export async function refreshAudience(actor: Actor, audienceId: string, clock: Clock = systemClock) {
  const { me, scope, audience: a } = await readableAudience(actor, audienceId, 'update');
  // The counts engine's own rules answer here: today's same count is the same row, a failed one is retried unless another is pending.
  const row = await queueCountFor(actor, scope, me.userId, countInput(a), clock);
  if (a.countId !== row.data.id) {
    await audienceEntity.patch({ rootId: a.rootId, audienceId })
      .set({ countId: row.data.id })
      .where((x, op) => op.exists(x.audienceId))
      .go();
  }
  return answer(actor.rootId, audienceId, scope.client.name, row.message);
}

/** GET /api/audiences/show/{audienceId}. */
export async function showAudience(actor: Actor, audienceId: string) {
  const { scope, audience: a } = await readableAudience(actor, audienceId, 'read');
  const counts = await countsOf(actor.rootId, a.countId ? [a.countId] : []);
  return { data: viewOf(a, scope.client.name, a.countId ? counts.get(a.countId) : undefined) };
}

/** GET /api/audiences/list/{companyId}: an agency's audiences (or one client's), newest change first, with their sizes. */
export async function listAudiences(actor: Actor, companyId: string, filter: { client_id?: string | undefined; type?: CountModule | undefined }): Promise<{ data: Audience[] }> {
  await planner(actor, 'read');
  const { company, agency } = await readableScope(actor, companyId);
  const onlyClient = company.kind === 'client' ? company.companyId : filter.client_id;
  const rows = (await audienceEntity.query.byAgency({ rootId: actor.rootId, agencyId: agency.companyId }).go({ pages: 'all' })).data.filter(
    (a) => (!onlyClient || a.companyId === onlyClient) && (!filter.type || a.module === filter.type),
  );
  const names = new Map<string, string>();
  const [counts] = await Promise.all([
    countsOf(
      actor.rootId,
      rows.flatMap((a) => (a.countId ? [a.countId] : [])),
    ),
    ...[...new Set(rows.map((a) => a.companyId))].map(async (id) => names.set(id, (await getCompany(actor.rootId, id))?.name ?? '')),
  ]);
  return { data: rows.sort((x, y) => y.updatedAt.localeCompare(x.updatedAt)).map((a) => viewOf(a, names.get(a.companyId) ?? '', a.countId ? counts.get(a.countId) : undefined)) };
}

/** DELETE /api/audiences/remove/{audienceId}: the audience and its name (its count rows stay in the client's count history). */
export async function removeAudience(actor: Actor, audienceId: string, clock: Clock = systemClock) {
  const { me, audience: a } = await readableAudience(actor, audienceId, 'delete');
  const log = await audit(actor, me, a.companyId, `Deleted audience ${a.name}`, clock);
  const res = await createWriteTransaction({ audience: audienceEntity, audienceNameClaim: audienceNameClaimEntity, audit: auditEntity }, ({ audience, audienceNameClaim, audit: logs }) => [
      // Only while it is still there: a repeated delete answers "not found" and logs nothing.
      audience.delete({ rootId: a.rootId, audienceId }).where((x, op) => op.exists(x.audienceId)).commit(),
      audienceNameClaim.delete({ rootId: a.rootId, companyId: a.companyId, name: audienceNameKey(a.name) }).commit(),
      logs.create(log).commit(),
    ])
    .go();
  if (res.canceled) throw notFound(AUDIENCE_NOT_FOUND);
  return { result: 'success' as const, message: 'Deleted!' };
}
