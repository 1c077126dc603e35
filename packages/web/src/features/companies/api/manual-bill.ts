import { useMutation } from '@tanstack/react-query';
import { manualBillAnswerSchema, type TF } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { useRefreshCompanies } from './companies-key';
import type { Outcome } from './outcome';

/**
 * PUT /api/configuration/agency/manual-bill: on, campaigns are billed at wholesale to the agency's
 * card; off, they stop and billing to date is charged.
 */
export function setManualBill(request: { companyID: string; manualBill: TF }) {
  return apiRequest('/configuration/agency/manual-bill', { method: 'PUT', body: request, schema: manualBillAnswerSchema });
}

export function useSetManualBill(outcome: Outcome<{ message: string }> = {}) {
  const refresh = useRefreshCompanies();
  return useMutation({ mutationFn: setManualBill, ...outcome, onSettled: () => void refresh() });
}
