import type { Actor } from '../access/actor.js';
import { actingUserOf, auditRow } from '../audit/record.js';
import { getUser } from '../identity/users.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { newId } from '../platform/ids.js';
import { conflict, notFound } from '../shared/errors.js';
import { managedCompany } from '../tenancy/company-chain.js';
import { readableCampaign, readableScope } from './campaign-access.js';
import type { Organization } from './organization.entity.js';
import { campaignView } from './campaign-view.js';
import { createWriteTransaction } from 'electrodb';
import { organizationEntity } from './organization.entity.js';
import { companyEntity } from '../tenancy/company.entity.js';
import { auditEntity } from '../audit/audit.entity.js';

const view = (o: Organization) => ({ OrganizationID: o.organizationId, OrganizationName: o.name, ParentID: o.parentId ?? null, CustomID: o.customId ?? null, company_id: o.companyId });

const orgOf = async (rootId: string, companyId: string) => (await organizationEntity.get({ rootId, companyId }).go()).data ?? undefined;

/** GET /marketing/getorganization?companyID=: the company's organization, or 404 when it has none. */
export async function getOrganization(actor: Actor, companyId: string) {
  const { company } = await readableScope(actor, companyId);
  const org = await orgOf(company.rootId, company.companyId);
  if (!org) throw notFound('This company has no organization yet.');
  return { result: 'success' as const, data: view(org) };
}

/** POST /marketing/createorganization: one per company; the company keeps its id (external_organizationid). Its managers only. */
export async function createOrganization(actor: Actor, input: { companyID: string; OrganizationName: string; ParentID?: string | undefined; CustomID?: string | undefined }, ctx: { ip?: string | undefined }, clock: Clock = systemClock) {
  const { company } = await managedCompany(actor, input.companyID);
  const me = await getUser(actor.rootId, actor.userId);
  if (!me) throw notFound('User not found.');
  const org: Organization = {
    rootId: company.rootId,
    companyId: company.companyId,
    organizationId: newId(),
    name: input.OrganizationName,
    ...(input.ParentID ? { parentId: input.ParentID } : {}),
    ...(input.CustomID ? { customId: input.CustomID } : {}),
    createdAt: clock.now().toISOString(),
  };
  const row = await auditRow({ rootId: company.rootId, companyId: company.companyId, user: me, actingUser: actingUserOf(actor), action: 'organization_changed', description: `Created the organization ${org.name} for ${company.name}`, ip: ctx.ip }, clock);
  const res = await createWriteTransaction({ organization: organizationEntity, company: companyEntity, audit: auditEntity }, ({ organization, company: companies, audit }) => [
      organization.create(org).commit(),
      companies.patch({ rootId: company.rootId, companyId: company.companyId }).set({ organizationId: org.organizationId }).commit(),
      audit.create(row).commit(),
    ])
    .go();
  if (res.canceled) throw conflict('This company already has an organization.');
  return { result: 'success' as const, message: 'Data has been added successfully', data: view(org) };
}

/** DELETE /marketing/deleteorganization?companyID=: the company's organization goes, and its id with it. */
export async function deleteOrganization(actor: Actor, companyId: string, ctx: { ip?: string | undefined }, clock: Clock = systemClock) {
  const { company } = await managedCompany(actor, companyId);
  const me = await getUser(actor.rootId, actor.userId);
  const org = await orgOf(company.rootId, company.companyId);
  if (!org || !me) throw notFound('This company has no organization.');
  const row = await auditRow({ rootId: company.rootId, companyId: company.companyId, user: me, actingUser: actingUserOf(actor), action: 'organization_changed', description: `Deleted the organization ${org.name} of ${company.name}`, ip: ctx.ip }, clock);
  const res = await createWriteTransaction({ organization: organizationEntity, company: companyEntity, audit: auditEntity }, ({ organization, company: companies, audit }) => [
      organization
        .delete({ rootId: company.rootId, companyId: company.companyId })
        .where((a, op) => op.eq(a.organizationId, org.organizationId))
        .commit(),
      companies.patch({ rootId: company.rootId, companyId: company.companyId }).remove(['organizationId']).commit(),
      audit.create(row).commit(),
    ])
    .go();
  if (res.canceled) throw notFound('This company has no organization.');
  return { result: 'success' as const, message: 'Deleted!' };
}

/**
 * GET /leadspeek/getcampaignresource/{organizationId}/{campaignId}: what a vendor needs to run the
 * campaign under an organization: the campaign's codes, targeting and embed codes. The
 * organization must be the campaign's client's or its agency's; anything else is the same 404.
 */
export async function getCampaignResource(actor: Actor, organizationId: string, campaignId: string) {
  const { campaign, client, agency } = await readableCampaign(actor, campaignId);
  const orgs = await Promise.all([orgOf(client.rootId, client.companyId), orgOf(agency.rootId, agency.companyId)]);
  const org = orgs.find((o) => o?.organizationId === organizationId);
  if (!org) throw notFound('Campaign not found.');
  return { result: 'success' as const, organization: view(org), campaign: campaignView(campaign, client, agency) };
}
