import type { Actor } from '../access/actor.js';
import { mayAccessCompany } from '../access/company-access.js';
import { forbidden, notFound } from '../shared/errors.js';
import { getCompanyWithAncestors } from '../tenancy/companies.js';
import type { Company } from '../tenancy/company.entity.js';
import { walletOpenToAgency } from '../wallet/wallet-access.js';
import { ENRICHMENT_MESSAGES } from './enrichment.contract.js';

export interface EnrichmentScope {
  client: Company;
  agency: Company;
  /** The data wallet when the client has one (its agency is in the beta), else the card on file. */
  payment: 'wallet' | 'card';
}

/**
 * Whose enrichment is this and may the actor run it (docs/decisions.md, "Data enrichment and export
 * jobs")? Enrichments belong to a client and are paid by it: its own users and its agency's staff
 * (owner, users, administrators) run them; sales and the root's operators do not (403). Out of
 * reach answers 404 like an unknown id.
 */
export async function enrichmentScope(actor: Actor, companyId: string): Promise<EnrichmentScope> {
  const chain = await getCompanyWithAncestors(actor.rootId, companyId);
  if (!chain || !mayAccessCompany(actor, chain.company, chain.parent)) throw notFound('Company not found.');
  const { company: client, parent: agency } = chain;
  if (client.kind !== 'client' || !agency || agency.kind !== 'agency') throw notFound('Company not found.');
  const agencyStaff = !actor.systemUser && actor.companyId === agency.companyId && ['user', 'userdownline', 'administrator'].includes(actor.userType);
  const ownClient = actor.userType === 'client' && actor.companyId === client.companyId;
  if (!agencyStaff && !ownClient) throw forbidden(ENRICHMENT_MESSAGES.notAllowed);
  return { client, agency, payment: walletOpenToAgency(agency) ? 'wallet' : 'card' };
}
