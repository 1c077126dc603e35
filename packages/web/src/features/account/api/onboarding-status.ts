import { queryOptions, useQuery } from '@tanstack/react-query';
import { onboardingStatusSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { SESSION_SCOPE } from '../../../lib/query/keys';

/** GET /api/user/onboarding-status/{userId}: which setup steps this user has and has done. */
export const onboardingStatusQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [SESSION_SCOPE, 'onboarding-status', userId] as const,
    queryFn: ({ signal }) => apiRequest(`/user/onboarding-status/${encodeURIComponent(userId)}`, { schema: onboardingStatusSchema, signal }),
  });

export const useOnboardingStatus = (userId: string) => useQuery(onboardingStatusQueryOptions(userId));
