import { queryOptions, useQuery } from '@tanstack/react-query';
import { referralCheckAnswerSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';

/** GET /api/referral/check/{code} (public): whether the registration link's code names an agency, and which. */
export const referralCheckQueryOptions = (code: string, domainName: string) =>
  queryOptions({
    queryKey: ['referral-check', domainName, code] as const,
    queryFn: ({ signal }) => apiRequest(`/referral/check/${encodeURIComponent(code)}`, { schema: referralCheckAnswerSchema, query: { domainName }, auth: false, signal }),
    staleTime: 60_000,
  });

export const useReferralCheck = (code: string | undefined, domainName: string) => useQuery({ ...referralCheckQueryOptions(code ?? '', domainName), enabled: Boolean(code) });
