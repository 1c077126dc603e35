import { useMutation } from '@tanstack/react-query';
import { developerModeAnswerSchema, type TF } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { useRefreshCompanies } from './companies-key';

/**
 * PUT /api/configuration/agency/developer-mode: turning it on needs the terms agreed and charges
 * the one-time developer fee; turning it off resets it (the fee is charged again on the next on).
 */
export function setDeveloperMode(request: { companyID: string; api_mode: TF; agree?: boolean }) {
  return apiRequest('/configuration/agency/developer-mode', { method: 'PUT', body: request, schema: developerModeAnswerSchema });
}

export function useSetDeveloperMode() {
  const refresh = useRefreshCompanies();
  return useMutation({ mutationFn: setDeveloperMode, onSuccess: () => refresh() });
}
