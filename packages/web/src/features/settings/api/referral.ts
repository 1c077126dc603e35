import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { referralAnswerSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { SESSION_SCOPE } from '../../../lib/query/keys';

export const referralKey = (companyId: string) => [SESSION_SCOPE, 'referral', companyId] as const;

/** GET /api/referral/{companyId}: the agency's referral code and link (null when it has none). */
export const referralQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: referralKey(companyId),
    queryFn: ({ signal }) => apiRequest(`/referral/${encodeURIComponent(companyId)}`, { schema: referralAnswerSchema, signal }),
  });

export const useReferral = (companyId: string) => useQuery(referralQueryOptions(companyId));

/** POST /api/referral/{companyId}: makes the agency's referral code; the answer replaces the cached one. */
export function useCreateReferral(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(`/referral/${encodeURIComponent(companyId)}`, { method: 'POST', body: {}, schema: referralAnswerSchema }),
    onSuccess: (answer) => client.setQueryData(referralKey(companyId), answer),
  });
}
