import type { Actor } from '../access/actor.js';
import { assertConfigPage } from '../access/actor-guard.js';
import { mayAccessCompany } from '../access/company-access.js';
import { batchGet } from '../db/batch-get.js';
import { notFound } from '../shared/errors.js';
import { toTF } from '../shared/error.contract.js';
import { companyGetter, getCompany } from './companies.js';
import { listPagesGetter, pageRows, type ListRef } from './list-pages.js';
import type { ListPages } from './list-pages.entity.js';
import type { Company } from './company.entity.js';
import { centsToString } from '../pricing/money.js';
import { BETA_SLUGS } from '../access/beta-features.js';
import { developerColour } from '../billing/billing.contract.js';
import type { CompanyList, CompanyListQuery, CompanyRow, SortColumn } from './company-list.contract.js';
import { companyEntity } from './company.entity.js';
import { salesAssignmentEntity } from './sales-assignment.entity.js';

export const toRow = (c: Company): CompanyRow => ({
  id: c.companyId,
  company_id: c.companyId,
  company_parent: c.parentId,
  company_name: c.name,
  user_id: c.ownerUserId ?? null,
  name: c.ownerName ?? '',
  email: c.ownerEmail ?? '',
  phonenum: c.phone ?? null,
  user_type: c.kind === 'agency' ? 'userdownline' : 'client',
  created_at: c.createdAt,
  subdomain: c.subdomain ?? null,
  domain: c.customDomain ?? null,
  manual_bill: toTF(c.manualBill),
  payment_status: c.paymentStatus ?? 'ok',
  direct_payment: toTF(c.directPayment),
  api_mode: toTF(c.apiMode),
  is_user_generate_api: toTF(c.apiKeyGenerated),
  children_count: c.childCount ?? 0,
  exclude_minimum_spend: c.excludeMinimumSpend ? 1 : 0,
  disable_client_add_campaign: toTF(c.disableClientAddCampaign),
  api_colour: developerColour({ apiMode: Boolean(c.apiMode), keyGenerated: Boolean(c.apiKeyGenerated), agreed: Boolean(c.developerAgreed), feePaid: Boolean(c.developerFeePaid) }),
  salesrepid: c.salesRepId ?? null,
  accountexecutiveid: c.accountExecutiveId ?? null,
  accountrefid: c.accountRefId ?? null,
  invitation_pending: toTF(c.ownerInvitationPending),
  package_id: c.packageId ?? null,
  subscription_status: c.subscriptionStatus ?? null,
  beta_features: BETA_SLUGS.filter((s) => c.betaFeatures?.includes(s)),
  package_fee: centsToString(c.subscriptionFeeCents ?? 0),
  subscription_ends_on: c.subscriptionStatus && c.subscriptionStatus !== 'active' ? (c.subscriptionEndsOn ?? null) : null,
});

function page(rows: Company[], total: number, q: CompanyListQuery, offset: number): CompanyList {
  const last = Math.max(1, Math.ceil(total / q.per_page));
  return {
    current_page: q.page,
    per_page: q.per_page,
    total,
    last_page: last,
    from: rows.length ? offset + 1 : null,
    to: rows.length ? offset + rows.length : null,
    data: rows.map(toRow),
  };
}

const SORT_VALUE: Record<SortColumn, (c: Company) => string> = {
  company_name: (c) => c.sortName ?? c.name.toLowerCase(),
  full_name: (c) => c.sortOwnerName ?? '',
  email: (c) => c.sortOwnerEmail ?? '',
  created_at: (c) => c.createdAt,
};

function matches(c: Company, q: CompanyListQuery): boolean {
  const term = q.searchkey?.toLowerCase();
  if (term && !(c.sortName ?? '').includes(term) && !(c.sortOwnerName ?? '').includes(term) && !(c.sortOwnerEmail ?? '').includes(term)) return false;
  for (const f of q.filters) {
    if (f === 'direct_payment' && !c.directPayment) return false;
    if (f === 'payment_failed' && c.paymentStatus !== 'failed') return false;
    if (f === 'api_key_generated' && !c.apiKeyGenerated) return false;
    if (f === 'developer_mode' && !c.apiMode) return false;
  }
  return true;
}

/** The order DynamoDB's indexes keep (by code unit), so filtered lists sort exactly like unfiltered ones. */
const byteOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Sort "none" shows the newest first, as created_at descending. */
const sortOf = (q: CompanyListQuery) => ({ column: q.sortby ?? 'created_at', order: q.sortby ? (q.order ?? 'asc') : 'desc' }) as const;

function inMemory(all: Company[], q: CompanyListQuery): CompanyList {
  const { column, order } = sortOf(q);
  const key = SORT_VALUE[column];
  const rows = all
    .filter((c) => matches(c, q))
    .sort((a, b) => {
      const d = byteOrder(key(a), key(b)) || byteOrder(a.companyId, b.companyId);
      return order === 'asc' ? d : -d;
    });
  const offset = (q.page - 1) * q.per_page;
  return page(rows.slice(offset, offset + q.per_page), rows.length, q, offset);
}

type Order = 'asc' | 'desc';

interface IndexRead {
  order: Order;
  pages: 'all';
}

/** One sorted index per list column over a parent's children. */
async function readIndex(rootId: string, parentId: string, column: SortColumn, opts: IndexRead): Promise<Company[]> {
  const q = companyEntity.query;
  const key = { rootId, parentId };
  switch (column) {
    case 'company_name':
      return (await q.byParentName(key).go(opts)).data as Company[];
    case 'full_name':
      return (await q.byParentOwnerName(key).go(opts)).data as Company[];
    case 'email':
      return (await q.byParentOwnerEmail(key).go(opts)).data as Company[];
    case 'created_at':
      return (await q.byParent(key).go(opts)).data as Company[];
  }
}

const listOf = (parent: { rootId: string; companyId: string }, q: CompanyListQuery): ListRef => ({
  rootId: parent.rootId,
  parentId: parent.companyId,
  ...sortOf(q),
  perPage: q.per_page,
});

/** Whether a query pages over an index (no search, no filters): only those pages use kept page starts. */
const paged = (q: CompanyListQuery) => !q.searchkey && q.filters.length === 0;

/**
 * A page of a parent's children, sorted by one column. Without search or filters it reads one
 * page of rows from that column's index, from the page's kept start (list-pages.ts), and the total
 * from the parent's counter; with search or filters it reads the parent's children once and
 * filters them. Never a scan.
 */
async function indexedPage(parent: Company, q: CompanyListQuery, kept: ListPages | undefined): Promise<CompanyList> {
  const { column, order } = sortOf(q);
  const offset = (q.page - 1) * q.per_page;
  if (!paged(q)) return inMemory(await readIndex(parent.rootId, parent.companyId, column, { order, pages: 'all' }), q);
  const total = parent.childCount ?? 0;
  if (offset >= total) return page([], total, q, offset);
  const rows = await pageRows(listOf(parent, q), q.page, parent.listVersion ?? 0, kept);
  return page(rows, total, q, offset);
}

/** A sales user's downline: the agencies assigned to them, in any of the three sales roles. */
async function salesDownline(actor: Actor, q: CompanyListQuery): Promise<CompanyList> {
  const assignments = await salesAssignmentEntity.query.bySales({ rootId: actor.rootId, salesUserId: actor.userId }).go({ pages: 'all' });
  const ids = [...new Set(assignments.data.map((a) => a.agencyId))];
  const rows = ids.length ? await batchGet(ids.map((id) => companyGetter(actor.rootId, id))) : [];
  return inMemory(rows.filter((r): r is Company => r !== undefined && r.kind === 'agency'), q);
}

/**
 * GET the children of a company: the root's agencies (Agency List; sales get their own downline),
 * or an agency's clients (Client Management, an expanded agency row). The actor must reach the
 * parent through the access chokepoint, and the page's configuration-area rule must allow them.
 */
export async function listChildren(actor: Actor, parentId: string, q: CompanyListQuery): Promise<CompanyList> {
  // The parent and its list's kept page starts in one round trip (the starts are only used once the parent is allowed).
  const [parent, kept] = await batchGet([
    companyGetter(actor.rootId, parentId),
    paged(q) && q.page > 1 ? listPagesGetter(listOf({ rootId: actor.rootId, companyId: parentId }, q)) : undefined,
  ] as const);
  if (!parent) throw notFound('Company not found.');
  if (parent.kind === 'root') {
    assertConfigPage(actor, 'agency-list');
    if (actor.userType === 'sales') return salesDownline(actor, q);
    return indexedPage(parent, q, kept);
  }
  if (parent.kind !== 'agency') throw notFound('Company not found.');
  const grand = parent.parentId === actor.rootId ? undefined : await getCompany(actor.rootId, parent.parentId);
  if (!mayAccessCompany(actor, parent, grand)) throw notFound('Company not found.');
  return indexedPage(parent, q, kept);
}
