import { queryOptions, useQuery } from '@tanstack/react-query';
import { agencyCostsAnswerSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { SESSION_SCOPE } from '../../../lib/query/keys';

/** GET /api/configuration/costagency/{companyId}: the agency's costs, the root's floor and its payment term. */
export function getAgencyCosts(companyId: string, signal?: AbortSignal) {
  return apiRequest(`/configuration/costagency/${encodeURIComponent(companyId)}`, {
    schema: agencyCostsAnswerSchema,
    ...(signal ? { signal } : {}),
  });
}

export const agencyCostsQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: [SESSION_SCOPE, 'agency-costs', companyId] as const,
    queryFn: ({ signal }) => getAgencyCosts(companyId, signal),
  });

/**
 * Read fresh each time the modal opens (another operator may have changed them), and not again
 * while it is open, so a refetch never replaces what is being typed.
 */
export const useAgencyCosts = (companyId: string) =>
  useQuery({ ...agencyCostsQueryOptions(companyId), staleTime: 0, gcTime: 0, refetchOnWindowFocus: false });
