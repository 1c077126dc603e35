import { batchGet } from '../db/batch-get.js';
import { companyGetter } from '../tenancy/companies.js';
import type { Campaign } from '../campaigns/campaign.entity.js';
import type { LeadRow } from '../campaigns/campaign.contract.js';
import type { Lead } from './lead.entity.js';
import { leadRow } from './lead-view.js';
import { campaignEntity } from '../campaigns/campaign.entity.js';

/** The row maker of some leads of many campaigns: their campaigns and client names read in batches. */
export async function namesOf(rootId: string, leads: Lead[]): Promise<(l: Lead) => LeadRow> {
  const campaignIds = [...new Set(leads.map((l) => l.campaignId))];
  const clientIds = [...new Set(leads.map((l) => l.companyId))];
  const campaigns = new Map<string, Campaign>();
  for (let i = 0; i < campaignIds.length; i += 100) {
    const got = await campaignEntity.get(campaignIds.slice(i, i + 100).map((campaignId) => ({ rootId, campaignId }))).go();
    for (const c of got.data) campaigns.set(c.campaignId, c);
  }
  const clients = new Map((await batchGet(clientIds.map((id) => companyGetter(rootId, id)))).filter((c) => c !== undefined).map((c) => [c.companyId, c.name]));
  return (l: Lead) => leadRow(l, campaigns.get(l.campaignId), clients.get(l.companyId));
}
