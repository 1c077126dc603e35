import { queryOptions, useQuery } from '@tanstack/react-query';
import { onboardingSettingsSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { SESSION_SCOPE } from '../../../lib/query/keys';

/** GET /api/configuration/onboarding/get/{companyId}: the agency's onboarding charge and whether it may still change. */
export function getOnboarding(companyId: string, signal?: AbortSignal) {
  return apiRequest(`/configuration/onboarding/get/${encodeURIComponent(companyId)}`, { schema: onboardingSettingsSchema, ...(signal ? { signal } : {}) });
}

export const onboardingQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: [SESSION_SCOPE, 'onboarding', companyId] as const,
    queryFn: ({ signal }) => getOnboarding(companyId, signal),
    staleTime: 0,
    retry: false,
  });

export const useOnboarding = (companyId: string, enabled: boolean) => useQuery({ ...onboardingQueryOptions(companyId), enabled });
