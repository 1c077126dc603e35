import { useMutation } from '@tanstack/react-query';
import { minimumSpendAnswerSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { useRefreshCompanies } from './companies-key';

/** PUT /api/configuration/agency/exclude-include-minimum-spend: toggles the agency between included and excluded. */
export function toggleMinimumSpend(companyId: string) {
  return apiRequest('/configuration/agency/exclude-include-minimum-spend', { method: 'PUT', body: { CompanyID: companyId }, schema: minimumSpendAnswerSchema });
}

export function useToggleMinimumSpend() {
  const refresh = useRefreshCompanies();
  return useMutation({ mutationFn: toggleMinimumSpend, onSettled: () => refresh() });
}
