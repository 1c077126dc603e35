import { useQuery } from '@tanstack/react-query';
import { CAMPAIGN_MODULES, campaignListSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { integrationKeys } from './keys';

export interface CampaignChoice {
  id: string;
  name: string;
  /** The campaign's public id and, for an agency, whose it is. */
  detail: string;
}

/**
 * The campaigns an integration can deliver: every module's campaigns of the company (a client's
 * own, an agency's clients'), first 100 of each, by name. A module the user cannot see answers an
 * error and is left out.
 */
async function listCampaignChoices(company: string, signal: AbortSignal): Promise<CampaignChoice[]> {
  const lists = await Promise.allSettled(
    CAMPAIGN_MODULES.map((module) =>
      apiRequest(`/leadspeek/client/all/${module}/${encodeURIComponent(company)}`, { query: { per_page: '100', sortby: 'campaign_name', order: 'asc' }, schema: campaignListSchema, signal }),
    ),
  );
  const seen = new Map<string, CampaignChoice>();
  for (const list of lists) {
    if (list.status !== 'fulfilled') continue;
    for (const c of list.value.data) {
      if (c.status === 'archived') continue;
      seen.set(c.id, { id: c.id, name: c.campaignName, detail: c.company_id === company ? c.leadspeek_api_id : `${c.leadspeek_api_id} · ${c.company_name}` });
    }
  }
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export const useCampaignChoices = (company: string) =>
  useQuery({ queryKey: integrationKeys.campaigns(company), queryFn: ({ signal }) => listCampaignChoices(company, signal), staleTime: 60_000 });
