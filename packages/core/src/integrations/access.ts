import type { Actor } from '../access/actor.js';
import { mayAccessCompany } from '../access/company-access.js';
import { forbidden, notFound } from '../shared/errors.js';
import { getCompanyWithAncestors } from '../tenancy/companies.js';
import type { Company } from '../tenancy/company.entity.js';
import { getIntegration } from './connections.js';
import type { Integration } from './integration.entity.js';

export const COMPANY_NOT_FOUND = 'Company not found.';
export const INTEGRATION_NOT_FOUND = 'Integration not found.';
export const ONLY_OWN_USERS = 'Only the company’s own account can change its integrations.';

/** Who may change a company's integrations: its own client or agency-owner users (in view mode too). */
const MANAGERS: readonly Actor['userType'][] = ['client', 'userdownline'];

export interface IntegrationScope {
  company: Company;
  parent: Company | undefined;
}

/**
 * The company whose integrations are read or changed (docs/decisions.md, "Leads out: integrations
 * and delivery"). Reading: anyone who may act on the company except sales (its agency's staff and
 * the root see whether a client's leads flow). Changing: only the company's own client or
 * agency-owner users, since the credentials are theirs. Outside one's reach, the same 404 as a
 * company that does not exist.
 */
export async function integrationScope(actor: Actor, companyId: string, need: 'read' | 'manage'): Promise<IntegrationScope> {
  const chain = await getCompanyWithAncestors(actor.rootId, companyId);
  if (!chain || chain.company.kind === 'root' || !mayAccessCompany(actor, chain.company, chain.parent) || actor.userType === 'sales') {
    throw notFound(COMPANY_NOT_FOUND);
  }
  if (need === 'manage' && (actor.companyId !== companyId || !MANAGERS.includes(actor.userType))) throw forbidden(ONLY_OWN_USERS);
  return { company: chain.company, parent: chain.parent };
}

/** One integration of that company; another company's id answers as if it did not exist. */
export async function scopedIntegration(actor: Actor, companyId: string, integrationId: string, need: 'read' | 'manage'): Promise<IntegrationScope & { integration: Integration }> {
  const scope = await integrationScope(actor, companyId, need);
  const integration = await getIntegration(actor.rootId, integrationId);
  if (!integration || integration.companyId !== companyId) throw notFound(INTEGRATION_NOT_FOUND);
  return { ...scope, integration };
}
