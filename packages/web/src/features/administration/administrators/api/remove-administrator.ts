import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logoutResponseSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../../lib/api/client';
import { adminKeys } from '../../query-keys';

/**
 * DELETE /api/configuration/administrators/{companyId}/{userId}: the administrator, their sessions
 * and their e-mail go. Answers `{ result, message }`. Needs settingMenuShow_delete.
 */
export function removeAdministrator({ companyId, userId }: { companyId: string; userId: string }) {
  return apiRequest(`/configuration/administrators/${encodeURIComponent(companyId)}/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
    schema: logoutResponseSchema,
  });
}

export function useRemoveAdministrator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAdministrator,
    onSuccess: async (_answer, { companyId }) => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.administrators(companyId) });
      await queryClient.invalidateQueries({ queryKey: adminKeys.roles(companyId) });
    },
  });
}
