import { batchGet, memoKey, type Getter } from '../db/batch-get.js';
import { NO_PARENT, type Company } from './company.entity.js';
import { companyEntity } from './company.entity.js';

export async function getCompany(rootId: string, companyId: string): Promise<Company | undefined> {
  const res = await companyEntity.get({ rootId, companyId }).go();
  return res.data ?? undefined;
}

export function companyGetter(rootId: string, companyId: string): Getter<Company> {
  const entity = companyEntity;
  return {
    Key: memoKey('company', [rootId, companyId], () => entity.get({ rootId, companyId }).params<{ Key: Record<string, unknown> }>().Key),
    parse: (Item) => entity.parse({ Item }).data ?? undefined,
  };
}

export interface CompanyChain {
  company: Company;
  parent: Company | undefined;
  root: Company;
}

/**
 * Completes a company's chain (its parent and its root) given what was already read: an agency's
 * parent is the root, so only a client's chain needs one more read.
 */
export async function completeChain(company: Company | undefined, root: Company | undefined): Promise<CompanyChain | undefined> {
  if (!company || !root) return undefined;
  if (company.parentId === NO_PARENT) return { company, parent: undefined, root };
  const parent = company.parentId === root.companyId ? root : await getCompany(company.rootId, company.parentId);
  return { company, parent, root };
}

/** A company and the chain above it (parent, root). */
export async function getCompanyWithAncestors(rootId: string, companyId: string): Promise<CompanyChain | undefined> {
  const [company, root] = await batchGet([companyGetter(rootId, companyId), companyGetter(rootId, rootId)] as const);
  return completeChain(company, root);
}
