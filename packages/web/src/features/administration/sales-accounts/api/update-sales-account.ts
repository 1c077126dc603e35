import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logoutResponseSchema, type UpdateSalesAccountInput } from '@platform/core/contracts';
import { apiRequest } from '../../../../lib/api/client';
import { adminKeys } from '../../query-keys';

/**
 * PUT /api/configuration/sales-accounts/{userId}: name, phone, the account-executive flag and
 * status. Answers `{ result, message }` (core's logoutResponseSchema shape).
 */
export function updateSalesAccount({ userId, request }: { companyId: string; userId: string; request: UpdateSalesAccountInput }) {
  return apiRequest(`/configuration/sales-accounts/${encodeURIComponent(userId)}`, { method: 'PUT', body: request, schema: logoutResponseSchema });
}

export function useUpdateSalesAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSalesAccount,
    onSuccess: (_answer, { companyId }) => queryClient.invalidateQueries({ queryKey: adminKeys.salesAccounts(companyId) }),
  });
}
