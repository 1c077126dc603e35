import type { Actor } from './actor.js';
import type { CompanyKind } from '../tenancy/company.entity.js';

/** The parts of a company the access rule looks at. */
export interface CompanyNode {
  rootId: string;
  companyId: string;
  parentId: string;
  kind: CompanyKind;
  salesRepId?: string;
  accountExecutiveId?: string;
  accountRefId?: string;
}

const isAssignedSales = (actor: Actor, company: CompanyNode) =>
  company.salesRepId === actor.userId ||
  company.accountExecutiveId === actor.userId ||
  company.accountRefId === actor.userId;

/**
 * The one answer to "may this actor act on that company?". Root system users see their whole tree;
 * an agency's staff the agency and its clients; a client itself; sales the agencies assigned to
 * them and those agencies' clients. Nothing crosses platforms.
 *
 * `parent` is the target's parent company, needed only for sales looking at a client.
 */
export function mayAccessCompany(actor: Actor, target: CompanyNode, parent?: CompanyNode): boolean {
  if (target.rootId !== actor.rootId) return false;
  if (actor.userType === 'sales') {
    if (target.kind === 'agency') return isAssignedSales(actor, target);
    if (target.kind === 'client' && parent && parent.companyId === target.parentId) {
      return isAssignedSales(actor, parent);
    }
    return target.companyId === actor.companyId;
  }
  if (actor.systemUser && actor.companyId === actor.rootId) return true;
  if (target.companyId === actor.companyId) return true;
  if (actor.userType === 'client') return false;
  return target.parentId === actor.companyId;
}
