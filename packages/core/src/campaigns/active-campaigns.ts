import { validationError } from '../shared/errors.js';
import type { Company } from '../tenancy/company.entity.js';
import type { CampaignModule as ModuleKey } from './modules.js';
import { campaignEntity } from './campaign.entity.js';

/** Ids (leadspeek_api_id) of a company's running campaigns of one module: a client's own, or all of an agency's clients'. */
export async function activeCampaignIds(company: Pick<Company, 'rootId' | 'companyId' | 'kind'>, module: ModuleKey): Promise<string[]> {
  const key = { rootId: company.rootId, leadspeekType: module, status: 'running' as const };
  const q = campaignEntity.query;
  const res =
    company.kind === 'client'
      ? await q.byCompany({ ...key, companyId: company.companyId }).go({ pages: 'all', attributes: ['leadspeekApiId'] })
      : await q.byAgency({ ...key, agencyId: company.companyId }).go({ pages: 'all', attributes: ['leadspeekApiId'] });
  return res.data.map((c) => c.leadspeekApiId).sort();
}

export const moduleBlockedMessage = (module: string, ids: string[]) =>
  `The ${module} module has active campaigns (${ids.join(', ')}). Stop them before turning the module off.`;

/**
 * docs/product.md, Agencies and clients: a previously enabled module cannot be turned off while it has active
 * campaigns; the answer lists their ids (field `modules`, and `active_campaign_id` for the dialog).
 */
export async function assertModulesMayTurnOff(company: Pick<Company, 'rootId' | 'companyId' | 'kind'>, before: readonly ModuleKey[], after: readonly ModuleKey[]) {
  const turnedOff = before.filter((m) => !after.includes(m));
  const blocked: string[] = [];
  const ids: string[] = [];
  for (const m of turnedOff) {
    const active = await activeCampaignIds(company, m);
    if (active.length) {
      blocked.push(moduleBlockedMessage(m, active));
      ids.push(...active);
    }
  }
  if (blocked.length) throw validationError(blocked.join(' '), { modules: blocked, active_campaign_id: ids });
}
