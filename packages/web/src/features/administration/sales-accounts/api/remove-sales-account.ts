import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logoutResponseSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../../lib/api/client';
import { adminKeys } from '../../query-keys';

/**
 * DELETE /api/configuration/sales-accounts/{companyId}/{userId}: answers `{ result, message }`. A
 * sales person still assigned to companies is refused, with a message saying how many.
 */
export function removeSalesAccount({ companyId, userId }: { companyId: string; userId: string }) {
  return apiRequest(`/configuration/sales-accounts/${encodeURIComponent(companyId)}/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
    schema: logoutResponseSchema,
  });
}

export function useRemoveSalesAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSalesAccount,
    onSuccess: (_answer, { companyId }) => queryClient.invalidateQueries({ queryKey: adminKeys.salesAccounts(companyId) }),
  });
}
