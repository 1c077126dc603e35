import { queryOptions, useQuery } from '@tanstack/react-query';
import { payoutsAnswerSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { SESSION_SCOPE } from '../../../lib/query/keys';

/** GET /api/billing/payouts/{companyId}: an agency's payouts, newest first (the last 12 months). */
export function fetchPayouts(companyId: string, signal?: AbortSignal) {
  return apiRequest(`/billing/payouts/${encodeURIComponent(companyId)}`, { schema: payoutsAnswerSchema, ...(signal ? { signal } : {}) });
}

export const payoutsQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: [SESSION_SCOPE, 'payouts', companyId] as const,
    queryFn: ({ signal }) => fetchPayouts(companyId, signal),
    // Payouts move once a day (the payouts run); a page opened later reads them again.
    staleTime: 60_000,
  });

export const usePayouts = (companyId: string) => useQuery(payoutsQueryOptions(companyId));
