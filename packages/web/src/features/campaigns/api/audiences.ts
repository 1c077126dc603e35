import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { audienceAnswerSchema, audienceListSchema, type CountModule, type CreateAudienceInput, type UpdateAudienceInput } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { COUNT_POLL_MS } from './approximate-counts';
import { campaignKeys } from './keys';

const audienceKeys = {
  all: [...campaignKeys.all, 'audiences'] as const,
  list: (company: string, filter: object) => [...campaignKeys.all, 'audiences', company, filter] as const,
};

export interface AudienceFilter {
  client_id?: string | undefined;
  type?: CountModule | undefined;
}

/** GET /api/audiences/list/{companyId}: the agency's (or a client's) audiences with their sizes; asked again while a count is pending. */
export const audienceListQueryOptions = (company: string, filter: AudienceFilter) =>
  queryOptions({
    queryKey: audienceKeys.list(company, filter),
    queryFn: ({ signal }) =>
      apiRequest(`/audiences/list/${encodeURIComponent(company)}`, {
        schema: audienceListSchema,
        query: { ...(filter.client_id ? { client_id: filter.client_id } : {}), ...(filter.type ? { type: filter.type } : {}) },
        signal,
      }),
    refetchInterval: (q) => (q.state.data?.data.some((a) => a.count?.status === 'pending') ? COUNT_POLL_MS : false),
  });
export const useAudiences = (company: string | null, filter: AudienceFilter = {}) => useQuery({ ...audienceListQueryOptions(company ?? '', filter), enabled: Boolean(company) });

function useAudienceMutation<V, A extends { message: string }>(fn: (v: V) => Promise<A>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    // A new count row shows in the count tables too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}

/** POST /api/audiences/create. */
export const useCreateAudience = () => useAudienceMutation((body: CreateAudienceInput) => apiRequest('/audiences/create', { method: 'POST', body, schema: audienceAnswerSchema }));
/** PUT /api/audiences/update/{id}. */
export const useUpdateAudience = () =>
  useAudienceMutation(({ id, body }: { id: string; body: UpdateAudienceInput }) => apiRequest(`/audiences/update/${encodeURIComponent(id)}`, { method: 'PUT', body, schema: audienceAnswerSchema }));
/** POST /api/audiences/duplicate/{id}. */
export const useDuplicateAudience = () => useAudienceMutation((id: string) => apiRequest(`/audiences/duplicate/${encodeURIComponent(id)}`, { method: 'POST', body: {}, schema: audienceAnswerSchema }));
/** POST /api/audiences/refresh/{id}: counts it again through the counts engine. */
export const useRefreshAudience = () => useAudienceMutation((id: string) => apiRequest(`/audiences/refresh/${encodeURIComponent(id)}`, { method: 'POST', body: {}, schema: audienceAnswerSchema }));

const removedSchema = { parse: (v: unknown) => v as { result: string; message: string } };
/** DELETE /api/audiences/remove/{id}. */
export const useRemoveAudience = () => useAudienceMutation((id: string) => apiRequest(`/audiences/remove/${encodeURIComponent(id)}`, { method: 'DELETE', schema: removedSchema }));
