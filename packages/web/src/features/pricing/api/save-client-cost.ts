import { useMutation, useQueryClient } from '@tanstack/react-query';
import { costsSavedAnswerSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { clientCostsQueryOptions } from './get-client-costs';
import type { ClientCostRequest } from '../client-cost-form';

/** PUT /api/configuration/user/costmodule: an agency's price for one client and module. */
export function saveClientCost(body: ClientCostRequest) {
  return apiRequest('/configuration/user/costmodule', { method: 'PUT', body, schema: costsSavedAnswerSchema });
}

export function useSaveClientCost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveClientCost,
    onSuccess: (_answer, { companyID }) => queryClient.invalidateQueries({ queryKey: clientCostsQueryOptions(companyID).queryKey }),
  });
}
