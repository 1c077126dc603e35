import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveRoleAnswerSchema, type saveRoleSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../../lib/api/client';
import { currentUserQueryOptions } from '../../../../lib/auth/get-current-user';
import { adminKeys } from '../../query-keys';

export type SaveRoleRequest = (typeof saveRoleSchema)['_output'];

/**
 * PUT /api/configuration/role-module/addupdate: adds a role (no roleID) or updates one. Needs
 * settingMenuShow_create or _update; answers 403 with the reason otherwise.
 */
export function saveRole(request: SaveRoleRequest) {
  return apiRequest('/configuration/role-module/addupdate', { method: 'PUT', body: request, schema: saveRoleAnswerSchema });
}

export function useSaveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRole,
    onSuccess: async (_answer, request) => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.roles(request.companyID) });
      // A user editing the role they hold changes their own permissions (and so which buttons show).
      await queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
    },
  });
}
