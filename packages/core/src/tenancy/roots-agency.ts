import type { Actor } from '../access/actor.js';
import { isRootOperator } from '../access/admin-rules.js';
import { forbidden, notFound } from '../shared/errors.js';
import { getCompany } from './companies.js';
import type { Company } from './company.entity.js';

/**
 * An agency the root sells to, for what only the root decides (packages, beta features): its
 * operators (not sales), on agencies directly under it. Sales 403; everyone else, and ids that are
 * not such an agency, 404.
 */
export async function rootsAgency(actor: Actor, companyId: string, what: string): Promise<Company> {
  if (actor.userType === 'sales') throw forbidden(`Sales users cannot change ${what}.`);
  if (!isRootOperator(actor)) throw notFound('Company not found.');
  const agency = await getCompany(actor.rootId, companyId);
  if (!agency || agency.kind !== 'agency' || agency.parentId !== actor.rootId) throw notFound('Company not found.');
  return agency;
}
