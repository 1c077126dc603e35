import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardSchema, type CampaignModule } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { campaignKeys } from './keys';

/** GET /api/leadspeek/dashboard/{type}/{companyId}: leads today, 7 and 30 days, spend, running campaigns, leads per day. */
export function getDashboard(module: CampaignModule, company: string, signal?: AbortSignal) {
  return apiRequest(`/leadspeek/dashboard/${module}/${encodeURIComponent(company)}`, { schema: dashboardSchema, ...(signal ? { signal } : {}) });
}

export const dashboardQueryOptions = (module: CampaignModule, company: string) =>
  queryOptions({ queryKey: campaignKeys.dashboard(module, company), queryFn: ({ signal }) => getDashboard(module, company, signal), refetchInterval: 60_000 });

export const useDashboard = (module: CampaignModule, company: string) => useQuery({ ...dashboardQueryOptions(module, company), enabled: company !== '' });
