import type { Actor } from '../access/actor.js';
import { getConfig } from '../platform/config.js';
import { getCompany } from '../tenancy/companies.js';
import { assertReportAccess } from './report-access.js';
import type { RootList } from './reports.contract.js';

/**
 * GET /api/configuration/root/list: the root companies (platforms) the caller operates. Every user
 * belongs to exactly one platform and platforms never see each other (tenant isolation), so it is
 * the caller's own root, with its domain, agencies and time zone; the same people as Report
 * Analytics may read it (the root's reports pick a platform from it).
 */
export async function rootList(actor: Actor): Promise<RootList> {
  await assertReportAccess(actor);
  const root = await getCompany(actor.rootId, actor.rootId);
  if (!root) return { data: [] };
  return {
    data: [{ id: root.companyId, company_name: root.name, domain: root.customDomain ?? getConfig().BASE_DOMAIN ?? null, agencies: root.childCount ?? 0, time_zone: root.timezone ?? 'America/Chicago', created_at: root.createdAt }],
  };
}
