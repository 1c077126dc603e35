import { useMutation } from '@tanstack/react-query';
import { successAnswerSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { useRefreshCompanies } from './companies-key';
import type { Outcome } from './outcome';

/** PUT /api/general/manual-bill-settlement: clears the failed payment of the agency whose owner is userID. */
export function settleFailedPayment(userId: string) {
  return apiRequest('/general/manual-bill-settlement', { method: 'PUT', body: { userID: userId }, schema: successAnswerSchema });
}

/** The row goes (or loses its red card) once the list is read again, so what follows is said here. */
export function useSettleFailedPayment(outcome: Outcome<{ message: string }> = {}) {
  const refresh = useRefreshCompanies();
  return useMutation({
    mutationFn: settleFailedPayment,
    onSuccess: (answer) => {
      outcome.onSuccess?.(answer);
      void refresh();
    },
    ...(outcome.onError ? { onError: outcome.onError } : {}),
  });
}
