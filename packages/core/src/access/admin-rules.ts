import type { Actor } from './actor.js';
import { mayAccessCompany, type CompanyNode } from './company-access.js';

/**
 * Who may add, edit and remove companies under a parent (docs/product.md, Agencies and clients): the root's
 * system users manage agencies; an agency's staff (owner, users, administrators) manage its clients, and so
 * may root system users. Sales may not delete, and do not add or edit in this tree.
 */
export function mayManageChildrenOf(actor: Actor, parent: CompanyNode, grandparent?: CompanyNode): boolean {
  if (actor.userType === 'sales' || actor.userType === 'client') return false;
  if (parent.kind === 'root') return actor.systemUser && actor.companyId === actor.rootId && parent.rootId === actor.rootId;
  if (parent.kind !== 'agency') return false;
  return mayAccessCompany(actor, parent, grandparent);
}

/**
 * The root company's system users who are not sales: they set agency costs, assign sales people and switch
 * billing (docs/product.md, Agencies and clients). The API's checks and the rows' offers both ask this.
 */
export const isRootOperator = (a: Pick<Actor, 'systemUser' | 'companyId' | 'rootId' | 'userType'>): boolean =>
  a.systemUser && a.companyId === a.rootId && a.userType !== 'sales';
