import type { z } from 'zod';
import type { Actor } from '../access/actor.js';
import { CAMPAIGN_MODULES } from '../campaigns/modules.js';
import type { CampaignView } from '../campaigns/campaign.contract.js';
import { getCampaign } from '../campaigns/get-campaign.js';
import { listCampaigns } from '../campaigns/list-campaigns.js';
import { moveCampaign } from '../campaigns/move-campaign.js';
import type { ApiClient } from '../developer/scopes.js';
import { actorOfApiClient } from './acting-actor.js';
import type { campaignListQuerySchema, PublicCampaign } from './public-api.contract.js';
import { requireScope } from './scope.js';

const PER_PAGE = 100;

function publicCampaign(c: CampaignView): PublicCampaign {
  return {
    id: c.id,
    code: c.leadspeek_api_id,
    name: c.campaignName,
    module: c.leadspeekType,
    status: c.status === 'removed' ? 'archived' : c.status,
    company_id: c.company_id,
    company_name: c.company_name,
    agency_id: c.agency_id,
    stop_message: c.stop_message,
    start_date: c.startdatecampaign,
    end_date: c.enddatecampaign,
    created_at: c.created_at,
  };
}

async function allPages(actor: Actor, company: string, module: (typeof CAMPAIGN_MODULES)[number], status: z.infer<typeof campaignListQuerySchema>['status']): Promise<CampaignView[]> {
  const out: CampaignView[] = [];
  for (let page = 1; ; page += 1) {
    const res = await listCampaigns(actor, { group: 'all', type: module, companyId: company }, { page, per_page: PER_PAGE, status: status ?? 'all' });
    out.push(...res.data);
    if (page >= res.last_page) return out;
  }
}

/**
 * A client's campaigns, or all of an agency's clients' (the web's campaign table, every module
 * unless one is asked for), newest first. A company outside the key's reach is the same 404.
 */
export async function listPublicCampaigns(client: ApiClient, query: z.infer<typeof campaignListQuerySchema>) {
  requireScope(client, 'campaigns:read');
  const actor = await actorOfApiClient(client);
  const company = query.company_id ?? client.companyId;
  const modules = query.module ? [query.module] : CAMPAIGN_MODULES;
  const lists = await Promise.all(modules.map((m) => allPages(actor, company, m, query.status)));
  const rows = lists.flat().sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0));
  return { data: rows.map(publicCampaign) };
}

export async function getPublicCampaign(client: ApiClient, campaignId: string) {
  requireScope(client, 'campaigns:read');
  const { data } = await getCampaign(await actorOfApiClient(client), campaignId);
  return { data: publicCampaign(data) };
}

/** Pause or resume through the web's own move (same transition table, refusals and user log). */
export async function movePublicCampaign(client: ApiClient, campaignId: string, action: 'pause' | 'run', ctx: { ip?: string | undefined }) {
  requireScope(client, 'campaigns:write');
  return moveCampaign(await actorOfApiClient(client), campaignId, action, ctx);
}
