import { useMutation } from '@tanstack/react-query';
import { minimumSpendAnswerSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { useRefreshCompanies } from './companies-key';
import type { Outcome } from './outcome';

/** PUT /api/configuration/agency/exclude-include-minimum-spend: toggles the agency between included and excluded. */
export function toggleMinimumSpend(companyId: string) {
  return apiRequest('/configuration/agency/exclude-include-minimum-spend', { method: 'PUT', body: { CompanyID: companyId }, schema: minimumSpendAnswerSchema });
}

export function useToggleMinimumSpend(outcome: Outcome<{ message: string }> = {}) {
  const refresh = useRefreshCompanies();
  return useMutation({ mutationFn: toggleMinimumSpend, ...outcome, onSettled: () => void refresh() });
}
