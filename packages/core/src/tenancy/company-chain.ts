import type { Actor } from '../access/actor.js';
import { mayManageChildrenOf } from '../access/admin-rules.js';
import { mayAccessCompany } from '../access/company-access.js';
import { forbidden, notFound } from '../shared/errors.js';
import { getCompany } from './companies.js';
import type { Company } from './company.entity.js';

/**
 * A company the actor manages as a child of its parent, or the same 404 as a missing id (so other
 * tenants' ids cannot be probed). Reachable but not theirs to manage (sales, say) is a 403.
 */
export async function managedCompany(actor: Actor, companyId: string): Promise<{ company: Company; parent: Company }> {
  const company = await getCompany(actor.rootId, companyId);
  if (!company || company.kind === 'root') throw notFound('Company not found.');
  const parent = await getCompany(actor.rootId, company.parentId);
  if (!parent) throw notFound('Company not found.');
  const grand = parent.kind === 'agency' ? await getCompany(actor.rootId, parent.parentId) : undefined;
  if (!mayAccessCompany(actor, company, parent)) throw notFound('Company not found.');
  if (!mayManageChildrenOf(actor, parent, grand)) throw forbidden('You are not allowed to change this company.');
  return { company, parent };
}

/** The parent a new company goes under, if the actor may add there. */
export async function managedParent(actor: Actor, parentId: string): Promise<Company> {
  const parent = await getCompany(actor.rootId, parentId);
  if (!parent || parent.kind === 'client') throw notFound('Company not found.');
  const grand = parent.kind === 'agency' ? await getCompany(actor.rootId, parent.parentId) : undefined;
  if (parent.kind === 'agency' && !mayAccessCompany(actor, parent, grand)) throw notFound('Company not found.');
  if (!mayManageChildrenOf(actor, parent, grand)) {
    if (parent.kind === 'root') throw notFound('Company not found.');
    throw forbidden('You are not allowed to add companies here.');
  }
  return parent;
}
