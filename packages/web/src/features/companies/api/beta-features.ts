import { useMutation } from '@tanstack/react-query';
import { betaFeaturesAnswerSchema, type BetaFeaturesInput } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { useRefreshCompanies } from './companies-key';

/** PUT /api/configuration/agency/beta-features: the betas the agency is in, each switch's state after the click. */
export function setBetaFeatures(request: BetaFeaturesInput) {
  return apiRequest('/configuration/agency/beta-features', { method: 'PUT', body: request, schema: betaFeaturesAnswerSchema });
}

export function useSetBetaFeatures() {
  const refresh = useRefreshCompanies();
  return useMutation({ mutationFn: setBetaFeatures, onSettled: () => void refresh() });
}
