import { useMutation } from '@tanstack/react-query';
import { companyAddedAnswerSchema, type CreateCompanyInput } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { useRefreshCompanies } from './companies-key';

/**
 * POST /api/configuration/user/create: an agency under the root or a client under an agency, with
 * its owner, who is e-mailed an invitation. Answers "Data has been added successfully" and the row.
 */
export function addCompany(request: CreateCompanyInput) {
  return apiRequest('/configuration/user/create', { method: 'POST', body: request, schema: companyAddedAnswerSchema });
}

export function useAddCompany() {
  const refresh = useRefreshCompanies();
  return useMutation({ mutationFn: addCompany, onSuccess: () => refresh() });
}
