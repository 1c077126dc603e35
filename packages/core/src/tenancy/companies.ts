import { db } from '../db/service.js';
import type { Company } from './company.entity.js';

export async function getCompany(rootId: string, companyId: string): Promise<Company | undefined> {
  const res = await db().entities.company.get({ rootId, companyId }).go();
  return res.data ?? undefined;
}

/** A company and the chain above it (parent, root), fetched in one batch. */
export async function getCompanyWithAncestors(rootId: string, companyId: string) {
  const company = await getCompany(rootId, companyId);
  if (!company) return undefined;
  const ids = [...new Set([company.parentId, rootId].filter((id) => id !== companyId && id !== '-'))];
  const res = ids.length
    ? await db().entities.company.get(ids.map((id) => ({ rootId, companyId: id }))).go()
    : { data: [] as Company[] };
  const byId = new Map(res.data.map((c) => [c.companyId, c]));
  const parent = byId.get(company.parentId);
  const root = company.kind === 'root' ? company : byId.get(rootId);
  if (!root) return undefined;
  return { company, parent, root };
}
