import { queryOptions, useQuery } from '@tanstack/react-query';
import { clientCostsAnswerSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { SESSION_SCOPE } from '../../../lib/query/keys';

/** GET /api/configuration/user/costmodule/{companyId}: what the agency charges a client, per module priced so far. */
export function getClientCosts(companyId: string, signal?: AbortSignal) {
  return apiRequest(`/configuration/user/costmodule/${encodeURIComponent(companyId)}`, {
    schema: clientCostsAnswerSchema,
    ...(signal ? { signal } : {}),
  });
}

export const clientCostsQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: [SESSION_SCOPE, 'client-costs', companyId] as const,
    queryFn: ({ signal }) => getClientCosts(companyId, signal),
  });

/** Fresh each time the modal opens; not refetched under the user's typing. */
export const useClientCosts = (companyId: string) =>
  useQuery({ ...clientCostsQueryOptions(companyId), staleTime: 0, gcTime: 0, refetchOnWindowFocus: false });
