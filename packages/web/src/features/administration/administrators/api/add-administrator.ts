import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userAddedAnswerSchema, type addAdministratorSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../../lib/api/client';
import { adminKeys } from '../../query-keys';

export type AddAdministratorRequest = (typeof addAdministratorSchema)['_output'];

/**
 * POST /api/configuration/administrators: adds an administrator to the company and e-mails them an
 * invitation to choose a password. Needs settingMenuShow_create.
 */
export function addAdministrator(request: AddAdministratorRequest) {
  return apiRequest('/configuration/administrators', { method: 'POST', body: request, schema: userAddedAnswerSchema });
}

export function useAddAdministrator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAdministrator,
    onSuccess: async (_answer, request) => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.administrators(request.companyID) });
      // The Role List counts each role's holders.
      await queryClient.invalidateQueries({ queryKey: adminKeys.roles(request.companyID) });
    },
  });
}
