import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { campaignListSchema, type CampaignModule } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { campaignKeys } from './keys';

export interface CampaignListParams {
  company: string;
  module: CampaignModule;
  group: string;
  page: number;
  perPage: number;
  status: string;
  searchkey: string;
  sortby?: string | undefined;
  order?: 'asc' | 'desc' | undefined;
}

/** GET /api/leadspeek/client/{group}/{type}/{companyId}: one page of the campaign table. */
export function listCampaigns(p: CampaignListParams, signal?: AbortSignal) {
  const query: Record<string, string> = { page: String(p.page), per_page: String(p.perPage), status: p.status };
  if (p.searchkey.trim()) query.searchkey = p.searchkey.trim();
  if (p.sortby && p.order) Object.assign(query, { sortby: p.sortby, order: p.order });
  return apiRequest(`/leadspeek/client/${encodeURIComponent(p.group)}/${p.module}/${encodeURIComponent(p.company)}`, { schema: campaignListSchema, query, ...(signal ? { signal } : {}) });
}

export const campaignsQueryOptions = (p: CampaignListParams) => queryOptions({ queryKey: campaignKeys.list(p), queryFn: ({ signal }) => listCampaigns(p, signal), placeholderData: keepPreviousData });

export const useCampaigns = (p: CampaignListParams) => useQuery(campaignsQueryOptions(p));
