import { useMutation } from '@tanstack/react-query';
import { successAnswerSchema, type UpdateCompanyInput } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { useRefreshCompanies } from './companies-key';

/**
 * PUT /api/configuration/user/update: the edit panel's save ("Data has been updated successfully").
 * Turning off a module with active campaigns answers 422 with the campaign ids.
 */
export function updateCompany(request: UpdateCompanyInput) {
  return apiRequest('/configuration/user/update', { method: 'PUT', body: request, schema: successAnswerSchema });
}

export function useUpdateCompany() {
  const refresh = useRefreshCompanies();
  return useMutation({ mutationFn: updateCompany, onSuccess: () => refresh() });
}
