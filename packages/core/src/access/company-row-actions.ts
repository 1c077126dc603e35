import type { DocumentType } from '../agreements/agreement-templates.js';
import type { UserData } from '../identity/user-data.contract.js';
import type { CompanyRow } from '../tenancy/company-list.contract.js';
import type { Actor } from './actor.js';
import { isRootOperator as isActorRootOperator, mayManageChildrenOf } from './admin-rules.js';
import { mayAccessCompany, type CompanyNode } from './company-access.js';

/** The parts of the signed-in user data the row rules look at. */
export type RowViewer = Pick<UserData, 'id' | 'company_id' | 'company_root_id' | 'user_type' | 'systemuser'>;
/** The parts of a list row the row rules look at. */
export type RowTarget = Pick<CompanyRow, 'id' | 'company_parent' | 'user_type' | 'salesrepid' | 'accountexecutiveid' | 'accountrefid'>;

/** What the agency and client lists offer on a row; the API refuses the same things (403/404). */
export interface CompanyRowActions {
  /** Inline edit panel and resend invitation (the API's managedCompany). */
  edit: boolean;
  /** Delete with confirmation: as edit, never for sales (removeCompany). */
  remove: boolean;
  /** Set Sales Person: the root's system users who are not sales, on agencies (setSales). */
  setSales: boolean;
  /** Manual bill, minimum spend, settlement, onboarding, developer mode: the root on its own agencies (billing switches). */
  billing: boolean;
  /** Agreement documents to download: not for sales or clients (renderAgreement). */
  agreements: readonly DocumentType[];
}

/** The user data as the API's actor: the same fields the access token carries. */
export function actorOf(user: RowViewer): Actor {
  return { userId: user.id, companyId: user.company_id, rootId: user.company_root_id, userType: user.user_type, systemUser: user.systemuser === 'T', sessionId: '' };
}

const rootNode = (rootId: string): CompanyNode => ({ rootId, companyId: rootId, parentId: rootId, kind: 'root' });
const agencyNode = (rootId: string, companyId: string): CompanyNode => ({ rootId, companyId, parentId: rootId, kind: 'agency' });

/** A row and its parent as the access rules see them (the list answers rows of one platform). */
export function nodesOf(user: RowViewer, row: RowTarget): { target: CompanyNode; parent: CompanyNode; grand?: CompanyNode } {
  const rootId = user.company_root_id;
  const sales = {
    ...(row.salesrepid ? { salesRepId: row.salesrepid } : {}),
    ...(row.accountexecutiveid ? { accountExecutiveId: row.accountexecutiveid } : {}),
    ...(row.accountrefid ? { accountRefId: row.accountrefid } : {}),
  };
  if (row.user_type === 'userdownline') {
    return { target: { rootId, companyId: row.id, parentId: row.company_parent, kind: 'agency', ...sales }, parent: rootNode(rootId) };
  }
  return { target: { rootId, companyId: row.id, parentId: row.company_parent, kind: 'client' }, parent: agencyNode(rootId, row.company_parent), grand: rootNode(rootId) };
}

/** The signed-in user as a root operator (access/admin-rules' isRootOperator, which the API asks). */
export const isRootOperator = (user: RowViewer) => isActorRootOperator(actorOf(user));

/** Document types an agency row and a client row offer (docs/product.md, Agreements and documents). */
export const AGREEMENTS_BY_KIND: Record<'agency' | 'client', readonly DocumentType[]> = {
  agency: ['default_agency', 'minimum_spend', 'minimum_spend_v2'],
  client: ['default_client'],
};

/**
 * Which actions a row of the agency and client lists offers its viewer (docs/product.md, Agencies and
 * clients), from the same rules the API applies: who manages the tree (mayManageChildrenOf), who reaches a
 * company (mayAccessCompany), and the root-operator checks of sales assignment and the billing switches.
 */
export function companyRowActions(user: RowViewer, row: RowTarget): CompanyRowActions {
  const actor = actorOf(user);
  const { target, parent, grand } = nodesOf(user, row);
  const edit = mayManageChildrenOf(actor, parent, grand) && mayAccessCompany(actor, target, parent);
  const isAgency = target.kind === 'agency';
  const agreements = user.user_type !== 'sales' && user.user_type !== 'client' && mayAccessCompany(actor, target, parent) ? AGREEMENTS_BY_KIND[isAgency ? 'agency' : 'client'] : [];
  return {
    edit,
    remove: edit && user.user_type !== 'sales',
    setSales: isAgency && isRootOperator(user),
    billing: isAgency && isRootOperator(user) && row.company_parent === user.company_root_id,
    agreements,
  };
}

/**
 * Whether the viewer may add a company under a parent: agencies under the root (its system
 * users), clients under an agency (its staff, and the root's system users).
 */
export function mayAddCompanyUnder(user: RowViewer, parent: { id: string; kind: 'root' | 'agency' }): boolean {
  const rootId = user.company_root_id;
  if (parent.kind === 'root') return parent.id === rootId && mayManageChildrenOf(actorOf(user), rootNode(rootId));
  return mayManageChildrenOf(actorOf(user), agencyNode(rootId, parent.id), rootNode(rootId));
}
