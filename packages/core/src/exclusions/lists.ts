import type { Actor } from '../access/actor.js';
import { isRootOperator } from '../access/admin-rules.js';
import { mayAccessCompany } from '../access/company-access.js';
import { forbidden, notFound } from '../shared/errors.js';
import { getCompany } from '../tenancy/companies.js';
import type { Company } from '../tenancy/company.entity.js';
import { listStateOf, type ListKey, type ListState } from './list-state.js';
import { campaignEntity } from '../campaigns/campaign.entity.js';

/** One exclusion list: whose it is and the company whose people may change it. */
export interface ListRef extends ListKey {
  company: Company;
  /** The list's generation and counters as read with it (list-state.ts). */
  state: ListState;
}

const NOT_FOUND = 'Exclusion list not found.';

/**
 * A client's list (client-wide, or one of its campaigns') may be read and changed by the client's
 * own users, its agency's staff and the root's operators: whoever reaches the client through the
 * access chokepoint, except sales, who assist agencies but do not run their clients' campaigns.
 * Other tenants' and unreachable ids answer 404.
 */
async function clientCompany(actor: Actor, companyId: string): Promise<Company> {
  const company = await getCompany(actor.rootId, companyId);
  if (!company || company.kind !== 'client') throw notFound(NOT_FOUND);
  const parent = await getCompany(actor.rootId, company.parentId);
  if (!mayAccessCompany(actor, company, parent)) throw notFound(NOT_FOUND);
  if (actor.userType === 'sales') throw forbidden('Sales accounts cannot change exclusion lists.');
  return company;
}

/** The client-wide list of `companyId`. */
export async function clientList(actor: Actor, companyId: string): Promise<ListRef> {
  const company = await clientCompany(actor, companyId);
  return { rootId: actor.rootId, listType: 'client', ownerId: company.companyId, company, state: listStateOf(company) };
}

/** One campaign's list: the campaign must belong to the client named (when one is named). */
export async function campaignList(actor: Actor, campaignId: string, companyId?: string): Promise<ListRef> {
  const campaign = (await campaignEntity.get({ rootId: actor.rootId, campaignId }).go()).data;
  if (!campaign || (companyId !== undefined && campaign.companyId !== companyId)) throw notFound(NOT_FOUND);
  const company = await clientCompany(actor, campaign.companyId);
  return { rootId: actor.rootId, listType: 'campaign', ownerId: campaign.campaignId, company, state: listStateOf(campaign) };
}

/** The root's platform-wide opt-out list: its operators only (docs/product.md, Exclusion lists). */
export async function rootList(actor: Actor, companyRootId: string): Promise<ListRef> {
  if (companyRootId !== actor.rootId) throw notFound(NOT_FOUND);
  if (!isRootOperator(actor)) throw forbidden('Only the platform operator manages the platform opt-out list.');
  const company = await getCompany(actor.rootId, actor.rootId);
  if (!company) throw notFound(NOT_FOUND);
  return { rootId: actor.rootId, listType: 'root', ownerId: actor.rootId, company, state: listStateOf(company) };
}

/** The client routes' list: client-wide, or a campaign's when campaignType is 'campaign'. */
export function clientRouteList(actor: Actor, companyId: string, campaignType: 'client' | 'campaign', campaignId?: string): Promise<ListRef> {
  return campaignType === 'campaign' && campaignId !== undefined ? campaignList(actor, campaignId, companyId) : clientList(actor, companyId);
}

/** How the user logs name a list. */
export const listLabel = (list: ListKey) => (list.listType === 'root' ? 'the platform opt-out list' : list.listType === 'campaign' ? `campaign ${list.ownerId}'s exclusion list` : 'the client-wide exclusion list');
