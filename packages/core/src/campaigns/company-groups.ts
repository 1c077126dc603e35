import { createHash } from 'node:crypto';
import type { Actor } from '../access/actor.js';
import { actingUserOf, auditRow } from '../audit/record.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { conflict, notFound } from '../shared/errors.js';
import { assertMayChange, readableClient } from './campaign-access.js';
import { createWriteTransaction } from 'electrodb';
import { campaignEntity } from './campaign.entity.js';
import { companyGroupEntity } from './company-group.entity.js';
import { auditEntity } from '../audit/audit.entity.js';

/** A client's campaigns (all modules, removed ones too: they keep their group for reports) in one query. */
async function campaignsOf(rootId: string, companyId: string) {
  return (await campaignEntity.query.byCompany({ rootId, companyId }).go({ pages: 'all', attributes: ['campaignId', 'companyGroupID', 'status'] })).data;
}

/** GET /company/group?companyID=: a client's company groups, by name, with how many listed campaigns each holds. */
export async function listCompanyGroups(actor: Actor, companyId: string) {
  const { client } = await readableClient(actor, companyId);
  const [groups, campaigns] = await Promise.all([companyGroupEntity.query.byCompany({ rootId: client.rootId, companyId: client.companyId }).go({ pages: 'all' }), campaignsOf(client.rootId, client.companyId)]);
  const count = (g: string) => campaigns.filter((c) => c.companyGroupID === g && c.status !== 'removed').length;
  return {
    data: groups.data
      .map((g) => ({ companyGroupID: g.groupId, companyGroupName: g.name, campaigns: count(g.groupId) }))
      .sort((a, b) => a.companyGroupName.localeCompare(b.companyGroupName)),
  };
}

/** POST /company/group: a new group (the names of one client's groups are unique, ignoring case). */
export async function createCompanyGroup(actor: Actor, input: { companyID: string; companyGroupName: string }, ctx: { ip?: string | undefined }, clock: Clock = systemClock) {
  const scope = await readableClient(actor, input.companyID);
  const me = await assertMayChange(actor, scope, 'create');
  const { client } = scope;
  // The id follows from the name (ignoring case), so a second group of the same name, or a double
  // submit, fails the create's attribute_not_exists instead of adding a twin.
  const groupId = createHash('sha256').update(input.companyGroupName.trim().toLowerCase()).digest('hex').slice(0, 24);
  const row = await auditRow({ rootId: client.rootId, companyId: client.companyId, user: me, actingUser: actingUserOf(actor), action: 'company_group_changed', description: `Added the company group ${input.companyGroupName} for ${client.name}`, ip: ctx.ip }, clock);
  const res = await createWriteTransaction({ companyGroup: companyGroupEntity, audit: auditEntity }, ({ companyGroup, audit }) => [
      companyGroup.create({ rootId: client.rootId, companyId: client.companyId, groupId, name: input.companyGroupName, createdAt: clock.now().toISOString() }).commit(),
      audit.create(row).commit(),
    ])
    .go();
  if (res.canceled) throw conflict('A group with this name already exists.', { companyGroupName: ['A group with this name already exists.'] });
  return { result: 'success' as const, message: 'Data has been added successfully', data: { companyGroupID: groupId, companyGroupName: input.companyGroupName, campaigns: 0 } };
}

/** DELETE /company/group: refused while campaigns that are not removed are filed in it. */
export async function deleteCompanyGroup(actor: Actor, input: { companyID: string; companyGroupID: string }, ctx: { ip?: string | undefined }, clock: Clock = systemClock) {
  const scope = await readableClient(actor, input.companyID);
  const me = await assertMayChange(actor, scope, 'delete');
  const { client } = scope;
  const group = (await companyGroupEntity.get({ rootId: client.rootId, companyId: client.companyId, groupId: input.companyGroupID }).go()).data;
  if (!group) throw notFound('Group not found.');
  const inUse = (await campaignsOf(client.rootId, client.companyId)).filter((c) => c.companyGroupID === group.groupId && c.status !== 'removed').length;
  if (inUse) throw conflict(`This group still holds ${inUse} campaign${inUse === 1 ? '' : 's'}. Move them to another group first.`);
  const row = await auditRow({ rootId: client.rootId, companyId: client.companyId, user: me, actingUser: actingUserOf(actor), action: 'company_group_changed', description: `Deleted the company group ${group.name} of ${client.name}`, ip: ctx.ip }, clock);
  const res = await createWriteTransaction({ companyGroup: companyGroupEntity, audit: auditEntity }, ({ companyGroup, audit }) => [
      companyGroup
        .delete({ rootId: client.rootId, companyId: client.companyId, groupId: group.groupId })
        .where((a, op) => op.exists(a.name))
        .commit(),
      audit.create(row).commit(),
    ])
    .go();
  if (res.canceled) throw notFound('Group not found.');
  return { result: 'success' as const, message: 'Deleted!' };
}
