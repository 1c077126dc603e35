import type { Actor } from '../access/actor.js';
import { mayManageChildrenOf } from '../access/admin-rules.js';
import { mayAccessCompany } from '../access/company-access.js';
import { getUser } from '../identity/users.js';
import type { User } from '../identity/user.entity.js';
import { permits } from '../roles/permits.js';
import { permissionsOfUser } from '../roles/roles.js';
import { forbidden, notFound } from '../shared/errors.js';
import { getCompanyWithAncestors } from '../tenancy/companies.js';
import type { Company } from '../tenancy/company.entity.js';
import type { Campaign } from './campaign.entity.js';
import { campaignEntity } from './campaign.entity.js';

export interface ClientScope {
  client: Company;
  agency: Company;
  root: Company;
}

export const CAMPAIGN_NOT_FOUND = 'Campaign not found.';
export const ADD_CAMPAIGN_DISABLED = 'Adding and changing campaigns is turned off for your account. Please contact your agency.';

/** A client the actor may see (its agency's staff, the root, the client itself, assigned sales); else the same 404 as a missing id. */
export async function readableClient(actor: Actor, clientId: string): Promise<ClientScope> {
  const chain = await getCompanyWithAncestors(actor.rootId, clientId);
  if (!chain || chain.company.kind !== 'client' || !chain.parent) throw notFound('Company not found.');
  if (!mayAccessCompany(actor, chain.company, chain.parent)) throw notFound('Company not found.');
  return { client: chain.company, agency: chain.parent, root: chain.root };
}

/** A company whose campaigns the actor may list: a client it sees, or an agency it sees (all of its clients). */
export async function readableScope(actor: Actor, companyId: string): Promise<{ company: Company; agency: Company }> {
  const chain = await getCompanyWithAncestors(actor.rootId, companyId);
  if (!chain || chain.company.kind === 'root' || !chain.parent) throw notFound('Company not found.');
  if (!mayAccessCompany(actor, chain.company, chain.parent)) throw notFound('Company not found.');
  return { company: chain.company, agency: chain.company.kind === 'agency' ? chain.company : chain.parent };
}

/** A campaign the actor may see; removed campaigns are gone for everyone (their leads stay for reports). */
export async function readableCampaign(actor: Actor, campaignId: string, opts: { includeRemoved?: boolean } = {}): Promise<ClientScope & { campaign: Campaign }> {
  const campaign = (await campaignEntity.get({ rootId: actor.rootId, campaignId }).go()).data;
  if (!campaign || (campaign.status === 'removed' && !opts.includeRemoved)) throw notFound(CAMPAIGN_NOT_FOUND);
  const scope = await readableClient(actor, campaign.companyId).catch(() => {
    throw notFound(CAMPAIGN_NOT_FOUND);
  });
  return { ...scope, campaign };
}

type Need = 'create' | 'update' | 'delete';

/**
 * Who may add and change a client's campaigns (docs/product.md, Campaigns and the four modules): its agency's
 * staff and the root's system users, and the client itself unless disable_client_add_campaign; never sales;
 * and the role's LeadsPeek create, update or delete flag (a user without a role may do everything).
 */
export async function assertMayChange(actor: Actor, scope: ClientScope, need: Need): Promise<User> {
  if (actor.userType === 'sales') throw forbidden('Sales accounts cannot change campaigns.');
  const me = await getUser(actor.rootId, actor.userId);
  if (!me) throw notFound('User not found.');
  if (actor.userType === 'client') {
    if (actor.companyId !== scope.client.companyId) throw notFound(CAMPAIGN_NOT_FOUND);
    if (me.disableClientAddCampaign || scope.client.disableClientAddCampaign) throw forbidden(ADD_CAMPAIGN_DISABLED);
  } else if (!mayManageChildrenOf(actor, scope.agency, scope.root)) {
    throw forbidden('You are not allowed to change this client’s campaigns.');
  }
  if (!permits(await permissionsOfUser(me), `menuLeadsPeek_${need}`)) throw forbidden('Your role does not allow this.');
  return me;
}
