import { useMutation } from '@tanstack/react-query';
import { minimumSpendAnswerSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { useRefreshCompanies } from './companies-key';
import type { Outcome } from './outcome';

/**
 * PUT /api/configuration/agency/exclude-include-minimum-spend: puts the agency in the state the
 * switch shows (1 excluded, 0 included); sending it again changes nothing.
 */
export function setMinimumSpend(request: { CompanyID: string; exclude_minimum_spend: 0 | 1 }) {
  return apiRequest('/configuration/agency/exclude-include-minimum-spend', { method: 'PUT', body: request, schema: minimumSpendAnswerSchema });
}

export function useSetMinimumSpend(outcome: Outcome<{ message: string }> = {}) {
  const refresh = useRefreshCompanies();
  return useMutation({ mutationFn: setMinimumSpend, ...outcome, onSettled: () => void refresh() });
}
