import { queryOptions, useQuery } from '@tanstack/react-query';
import { bannerListSchema, campaignOverviewListSchema, clientOverviewListSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { campaignKeys } from './keys';

/** GET /api/campaigns/overview/{companyId}: every campaign across the modules with this month's leads and spend. */
export const campaignOverviewQueryOptions = (company: string) =>
  queryOptions({
    queryKey: [...campaignKeys.lists(), 'overview', company],
    queryFn: ({ signal }) => apiRequest(`/campaigns/overview/${encodeURIComponent(company)}`, { schema: campaignOverviewListSchema, signal }),
  });
export const useCampaignOverview = (company: string) => useQuery(campaignOverviewQueryOptions(company));

/** GET /api/campaigns/clients/{agency}: the agency's clients with their campaigns, audiences and banners. */
export const useClientOverview = (agency: string) =>
  useQuery({
    queryKey: [...campaignKeys.all, 'client-overview', agency],
    queryFn: ({ signal }) => apiRequest(`/campaigns/clients/${encodeURIComponent(agency)}`, { schema: clientOverviewListSchema, signal }),
  });

/** GET /api/banner/list/{client}: the client's banners (Ads Design), for campaign setup to run with. */
export const useClientBanners = (clientId: string, enabled: boolean) =>
  useQuery({
    queryKey: [...campaignKeys.all, 'client-banners', clientId],
    queryFn: ({ signal }) => apiRequest(`/banner/list/${encodeURIComponent(clientId)}`, { schema: bannerListSchema, signal }),
    enabled: enabled && Boolean(clientId),
  });
