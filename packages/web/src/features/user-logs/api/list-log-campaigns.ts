import { queryOptions, useQuery } from '@tanstack/react-query';
import { logCampaignsSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { SESSION_SCOPE } from '../../../lib/query/keys';

/** GET /api/configuration/user-logs/{companyId}/campaigns: the agency's clients' campaigns (the campaign filter's choices). */
export function listLogCampaigns(companyId: string, signal?: AbortSignal) {
  return apiRequest(`/configuration/user-logs/${encodeURIComponent(companyId)}/campaigns`, {
    schema: logCampaignsSchema,
    ...(signal ? { signal } : {}),
  });
}

export const logCampaignsQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: [SESSION_SCOPE, 'user-logs', companyId, 'campaigns'] as const,
    queryFn: ({ signal }) => listLogCampaigns(companyId, signal),
    staleTime: 30_000,
  });

export const useLogCampaigns = (companyId: string) => useQuery(logCampaignsQueryOptions(companyId));
