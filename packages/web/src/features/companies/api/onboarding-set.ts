import { useMutation, useQueryClient } from '@tanstack/react-query';
import { onboardingSetAnswerSchema, type TF } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { onboardingQueryOptions } from './onboarding-get';

/** PUT /api/configuration/onboarding/set: the amount (0 disables, else above 0.5) and the coupon flag. */
export function setOnboarding(request: { CompanyID: string; amount: string; enable_coupon: TF }) {
  return apiRequest('/configuration/onboarding/set', { method: 'PUT', body: request, schema: onboardingSetAnswerSchema });
}

export function useSetOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOnboarding,
    onSuccess: (_, request) => queryClient.invalidateQueries({ queryKey: onboardingQueryOptions(request.CompanyID).queryKey }),
  });
}
