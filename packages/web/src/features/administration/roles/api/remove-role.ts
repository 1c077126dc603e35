import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logoutResponseSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../../lib/api/client';
import { adminKeys } from '../../query-keys';

/**
 * DELETE /api/configuration/role-module/remove/{companyId}/{roleId}: answers `{ result, message }`
 * (the shape core calls logoutResponseSchema). Needs settingMenuShow_delete; a role someone holds
 * is refused (409) with how many hold it.
 */
export function removeRole({ companyId, roleId }: { companyId: string; roleId: string }) {
  return apiRequest(`/configuration/role-module/remove/${encodeURIComponent(companyId)}/${encodeURIComponent(roleId)}`, {
    method: 'DELETE',
    schema: logoutResponseSchema,
  });
}

export function useRemoveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeRole,
    onSuccess: async (_answer, { companyId, roleId }) => {
      queryClient.removeQueries({ queryKey: adminKeys.role(companyId, roleId) });
      await queryClient.invalidateQueries({ queryKey: adminKeys.roles(companyId) });
    },
  });
}
