import type { Actor } from '../access/actor.js';
import { mayAccessCompany } from '../access/company-access.js';
import { isRootOperator } from '../access/admin-rules.js';
import { betaApplies } from '../access/guard-context.js';
import { agencyInBeta, DATA_WALLET_FEATURE } from '../access/beta-features.js';
import { forbidden, notFound } from '../shared/errors.js';
import { getCompanyWithAncestors } from '../tenancy/companies.js';
import type { Company } from '../tenancy/company.entity.js';
import { WALLET_MESSAGES } from './wallet.contract.js';

/**
 * The data wallet is a beta feature closed to agencies outside the beta (docs/product.md, Data wallet): an
 * agency the root put in its beta (its beta features) has it for itself and its clients.
 */
export { DATA_WALLET_FEATURE };

export const walletOpenToAgency = (agency: Pick<Company, 'betaFeatures'> | undefined) =>
  agency !== undefined && betaApplies(DATA_WALLET_FEATURE, agencyInBeta(agency, 'data_wallet'));

export interface WalletScope {
  client: Company;
  agency: Company;
  /** Root or the client's agency: they may refund top-ups. */
  canRefund: boolean;
}

/**
 * Whose wallet is this and may the actor touch it? A wallet belongs to a client. The client's own users and
 * its agency's staff (owner and agency users, not system users) use it when the beta rule lets the agency
 * have it (docs/product.md, Data wallet); refunds are for the root's operators and the agency. Out of reach
 * answers 404 like an unknown id; in reach but not allowed, 403.
 */
export async function walletScope(actor: Actor, companyId: string, purpose: 'use' | 'refund'): Promise<WalletScope> {
  const chain = await getCompanyWithAncestors(actor.rootId, companyId);
  if (!chain || !mayAccessCompany(actor, chain.company, chain.parent)) throw notFound('Company not found.');
  const { company: client, parent: agency } = chain;
  if (client.kind !== 'client' || !agency || agency.kind !== 'agency') throw notFound('This company has no data wallet.');
  const agencyStaff = !actor.systemUser && actor.companyId === agency.companyId && (actor.userType === 'userdownline' || actor.userType === 'user');
  const ownClient = actor.userType === 'client' && actor.companyId === client.companyId;
  const canRefund = agencyStaff || isRootOperator(actor);
  const allowed = purpose === 'use' ? agencyStaff || ownClient : canRefund;
  if (!allowed) throw forbidden(purpose === 'refund' ? WALLET_MESSAGES.refundNotAllowed : WALLET_MESSAGES.notAvailable);
  if (!walletOpenToAgency(agency)) throw forbidden(WALLET_MESSAGES.notAvailable);
  return { client, agency, canRefund };
}
