import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userAddedAnswerSchema, type AddSalesAccountInput } from '@platform/core/contracts';
import { apiRequest } from '../../../../lib/api/client';
import { adminKeys } from '../../query-keys';

/** POST /api/configuration/sales-accounts: adds a sales person to the root company (invited by e-mail). */
export function addSalesAccount(request: AddSalesAccountInput) {
  return apiRequest('/configuration/sales-accounts', { method: 'POST', body: request, schema: userAddedAnswerSchema });
}

export function useAddSalesAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSalesAccount,
    onSuccess: (_answer, request) => queryClient.invalidateQueries({ queryKey: adminKeys.salesAccounts(request.companyID) }),
  });
}
