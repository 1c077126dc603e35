import type { TxEntities } from '../db/transaction.js';
import type { Campaign } from './campaign.entity.js';
import type { CampaignStatus } from './status.js';

/** What a status change does to the running count: +1 into running, -1 out of it, 0 otherwise (null: a new campaign). */
export const runningDelta = (from: CampaignStatus | null, to: CampaignStatus): number => (to === 'running' ? 1 : 0) - (from === 'running' ? 1 : 0);

/**
 * The write that moves the agency's running-campaign counter for one campaign's status change, for
 * the transaction of that change (which is conditioned on the status it moves from, so a repeat or a
 * concurrent copy that loses adds nothing). A patch: the agency must exist. No change, no write.
 * (docs/decisions.md, Reports and revenue aggregates)
 */
export function runningCountWrites(tx: Pick<TxEntities, 'company'>, c: Pick<Campaign, 'rootId' | 'agencyId'>, from: CampaignStatus | null, to: CampaignStatus) {
  const delta = runningDelta(from, to);
  if (delta === 0) return [];
  return [tx.company.patch({ rootId: c.rootId, companyId: c.agencyId }).add({ runningCampaigns: delta }).commit()];
}
