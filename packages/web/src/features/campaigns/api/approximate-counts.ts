import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { campaignSavedSchema, countConfigAnswerSchema, countHistoryAnswerSchema, countRowAnswerSchema, minLeadDayAnswerSchema, type CountModule } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { campaignKeys } from './keys';

/** How often the table asks again while a count is pending (the worker usually answers within seconds). */
export const COUNT_POLL_MS = 2_000;

const countKeys = {
  history: (company: string, module: CountModule) => [...campaignKeys.all, 'counts', company, module] as const,
  config: (company: string) => [...campaignKeys.all, 'counts', 'config', company] as const,
  minLeadDay: () => [...campaignKeys.all, 'counts', 'min-lead-day'] as const,
};

/** GET /api/bigdbm/services/getcountcampaignhistory/{companyId}/{module}: the client's rows, newest first; polled while any is pending. */
export const countHistoryQueryOptions = (company: string, module: CountModule) =>
  queryOptions({
    queryKey: countKeys.history(company, module),
    queryFn: ({ signal }) => apiRequest(`/bigdbm/services/getcountcampaignhistory/${encodeURIComponent(company)}/${module}`, { schema: countHistoryAnswerSchema, signal }),
    refetchInterval: (q) => (q.state.data?.processing ? COUNT_POLL_MS : false),
  });
export const useCountHistory = (company: string | null, module: CountModule) => useQuery({ ...countHistoryQueryOptions(company ?? '', module), enabled: Boolean(company) });

/** GET /api/bigdbm/services/configdata/{companyId}: whether the caller may queue counts for that client. */
export const useCountConfig = (company: string | null) =>
  useQuery({
    queryKey: countKeys.config(company ?? ''),
    queryFn: ({ signal }) => apiRequest(`/bigdbm/services/configdata/${encodeURIComponent(company ?? '')}`, { schema: countConfigAnswerSchema, signal }),
    enabled: Boolean(company),
    staleTime: 60_000,
  });

/** GET /api/bigdbm/services/minleaddayenhance. */
export const useMinLeadDay = (enabled: boolean) =>
  useQuery({ queryKey: countKeys.minLeadDay(), queryFn: ({ signal }) => apiRequest('/bigdbm/services/minleaddayenhance', { schema: minLeadDayAnswerSchema, signal }), enabled, staleTime: Infinity });

export interface CountRequest {
  company_id: string;
  type: CountModule;
  target_location: 'National Targeting' | 'State' | 'Zip Code';
  states: string;
  cities: string;
  zip_code: string;
  keyword: string;
}

/** POST /api/bigdbm/services/queuecount: the row, pending (or the same row asked today, or a failed one queued again). */
export const queueCount = (body: CountRequest) => apiRequest('/bigdbm/services/queuecount', { method: 'POST', body, schema: countRowAnswerSchema });

export function useQueueCount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: queueCount, onSuccess: (_a, body) => queryClient.invalidateQueries({ queryKey: countKeys.history(body.company_id, body.type) }) });
}

/** PUT /api/bigdbm/services/applycampaign/{campaign}/{module}: a count row's keywords join a saved campaign's. */
export function useApplyCount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ campaignId, module, countId }: { campaignId: string; module: CountModule; countId: string }) =>
      apiRequest(`/bigdbm/services/applycampaign/${encodeURIComponent(campaignId)}/${module}`, { method: 'PUT', body: { count_id: countId }, schema: campaignSavedSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.lists() }),
  });
}
