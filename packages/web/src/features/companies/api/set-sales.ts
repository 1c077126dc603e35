import { useMutation } from '@tanstack/react-query';
import { successAnswerSchema, type setSalesSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { useRefreshCompanies } from './companies-key';

export type SetSalesRequest = (typeof setSalesSchema)['_output'];

/** PUT /api/configuration/sales: an agency's sales rep, account executive and referral (null clears one). */
export function setSales(request: SetSalesRequest) {
  return apiRequest('/configuration/sales', { method: 'PUT', body: request, schema: successAnswerSchema });
}

export function useSetSales() {
  const refresh = useRefreshCompanies();
  return useMutation({ mutationFn: setSales, onSuccess: () => refresh() });
}
