import { isConditionFailure } from '../db/conditions.js';
import { companyEntity } from '../tenancy/company.entity.js';
import { campaignEntity } from '../campaigns/campaign.entity.js';
import { mapLimit } from '../platform/concurrency.js';
import { scanningUpgrade } from './data-upgrade.js';

/** An agency whose counter moves under the recount this many times in a row is left for the next run. */
const ATTEMPTS = 5;

/**
 * Sets one agency's running-campaign counter to a count of its running campaigns. Conditioned on
 * the counter read before the count: a status change in between moves the counter in its own
 * transaction (campaigns/running-count.ts), the condition then fails and the agency is counted
 * again. Answers whether the counter changed.
 */
async function recountRunningCampaigns(rootId: string, agencyId: string): Promise<boolean> {
  const company = companyEntity;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const agency = (await company.get({ rootId, companyId: agencyId }).go({ consistent: true, attributes: ['runningCampaigns'] })).data;
    if (!agency) return false;
    const before = agency.runningCampaigns;
    const campaigns = (await campaignEntity.query.byAgency({ rootId, agencyId }).go({ pages: 'all', attributes: ['status'] })).data;
    const running = campaigns.filter((c) => c.status === 'running').length;
    if (before === running) return false;
    try {
      await company
        .patch({ rootId, companyId: agencyId })
        .set({ runningCampaigns: running })
        .where((a, op) => (before === undefined ? op.notExists(a.runningCampaigns) : op.eq(a.runningCampaigns, before)))
        .go({ response: 'none' });
      return true;
    } catch (e) {
      if (!isConditionFailure(e)) throw e;
    }
  }
  throw new Error(`running campaigns of agency ${agencyId} kept changing during the recount`);
}

/**
 * Agencies of a platform that had campaigns before the counter existed start it from a count of
 * their campaign index (docs/decisions.md, "Data upgrades").
 */
export const runningCampaignCounts = scanningUpgrade('running-campaign-counts', { entity: 'company', filter: '#kind = :agency', names: { '#kind': 'kind' }, values: { ':agency': 'agency' } }, async (agencies) => {
  const changed = await mapLimit(agencies, 8, (a) => recountRunningCampaigns(String(a.rootId), String(a.companyId)));
  return changed.filter(Boolean).length;
});
