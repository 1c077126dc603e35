import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logoutResponseSchema, type updateAdministratorSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../../lib/api/client';
import { adminKeys } from '../../query-keys';

export type UpdateAdministratorRequest = (typeof updateAdministratorSchema)['_output'];

/**
 * PUT /api/configuration/administrators/{userId}: name, role (null takes it away) and status; an
 * inactive administrator's sessions end. Answers `{ result, message }` (core's logoutResponseSchema
 * shape). Needs settingMenuShow_update.
 */
export function updateAdministrator({ userId, request }: { companyId: string; userId: string; request: UpdateAdministratorRequest }) {
  return apiRequest(`/configuration/administrators/${encodeURIComponent(userId)}`, { method: 'PUT', body: request, schema: logoutResponseSchema });
}

export function useUpdateAdministrator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdministrator,
    onSuccess: async (_answer, { companyId }) => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.administrators(companyId) });
      await queryClient.invalidateQueries({ queryKey: adminKeys.roles(companyId) });
    },
  });
}
