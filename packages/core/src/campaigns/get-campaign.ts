import type { Actor } from '../access/actor.js';
import { readableCampaign } from './campaign-access.js';
import { campaignView } from './campaign-view.js';

/** GET /leadspeek/getcampaign/{campaignId}: the campaign with its leadspeek_api_id, status and embed code. */
export async function getCampaign(actor: Actor, campaignId: string) {
  const { campaign, client, agency } = await readableCampaign(actor, campaignId);
  return { result: 'success' as const, data: campaignView(campaign, client, agency) };
}
