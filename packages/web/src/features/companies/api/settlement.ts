import { useMutation } from '@tanstack/react-query';
import { successAnswerSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { useRefreshCompanies } from './companies-key';

/** PUT /api/general/manual-bill-settlement: clears the failed payment of the agency whose owner is userID. */
export function settleFailedPayment(userId: string) {
  return apiRequest('/general/manual-bill-settlement', { method: 'PUT', body: { userID: userId }, schema: successAnswerSchema });
}

export function useSettleFailedPayment() {
  const refresh = useRefreshCompanies();
  return useMutation({ mutationFn: settleFailedPayment, onSuccess: () => refresh() });
}
