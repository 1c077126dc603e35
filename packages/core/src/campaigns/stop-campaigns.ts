import { runTransaction } from '../db/transaction.js';
import { systemClock, type Clock } from '../platform/clock.js';
import type { Campaign } from './campaign.entity.js';
import { CAMPAIGN_MODULES } from './modules.js';
import { runningCountWrites } from './running-count.js';
import type { StopReason } from './status.js';
import { createWriteTransaction } from 'electrodb';
import { campaignEntity } from './campaign.entity.js';
import { companyEntity } from '../tenancy/company.entity.js';

/**
 * Billing stops a campaign (status stopped, with why). Conditioned on the status it was read in,
 * so a person's concurrent move is not overwritten; false when it had already moved. The agency's
 * running count moves in the same transaction.
 */
export async function stopCampaign(c: Pick<Campaign, 'rootId' | 'campaignId' | 'leadspeekType' | 'companyId' | 'agencyId' | 'status'>, reason: StopReason, clock: Clock = systemClock): Promise<boolean> {
  if (c.status !== 'running' && c.status !== 'paused') return false;
  const from = c.status;
  const res = await runTransaction(() =>
    createWriteTransaction({ campaign: campaignEntity, company: companyEntity }, ({ campaign, company }) => [
        campaign
          .patch({ rootId: c.rootId, campaignId: c.campaignId })
          .set({ status: 'stopped', stopReason: reason, updatedAt: clock.now().toISOString() })
          .composite({ leadspeekType: c.leadspeekType, companyId: c.companyId, agencyId: c.agencyId })
          .where((a, w) => w.eq(a.status, c.status))
          .commit(),
        ...runningCountWrites({ company }, c, from, 'stopped'),
      ])
      .go(),
  );
  return res.ok;
}

/** The running and paused campaigns of an agency's clients (the byAgency index, per module and status). */
export async function stoppableCampaignsOfAgency(rootId: string, agencyId: string): Promise<Campaign[]> {
  const out: Campaign[] = [];
  for (const leadspeekType of CAMPAIGN_MODULES) {
    for (const status of ['running', 'paused'] as const) {
      const res = await campaignEntity.query.byAgency({ rootId, agencyId, leadspeekType, status }).go({ pages: 'all' });
      out.push(...res.data);
    }
  }
  return out;
}

/**
 * Manual bill turned off (docs/product.md, Billing switches): every running or paused campaign of the
 * agency's clients stops until the agency's payment account and the client's card allow it again. Idempotent:
 * a second call finds nothing left to stop. Answers the leadspeek_api_ids it stopped.
 */
export async function stopAgencyCampaigns(rootId: string, agencyId: string, reason: StopReason, clock: Clock = systemClock): Promise<string[]> {
  const stopped: string[] = [];
  for (const c of await stoppableCampaignsOfAgency(rootId, agencyId)) {
    if (await stopCampaign(c, reason, clock)) stopped.push(c.leadspeekApiId);
  }
  return stopped.sort();
}
