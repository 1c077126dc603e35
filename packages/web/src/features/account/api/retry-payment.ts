import { useMutation, useQueryClient } from '@tanstack/react-query';
import { retryPaymentAnswerSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { SESSION_SCOPE } from '../../../lib/query/keys';

/** POST /api/payment/retry: "Retry payment" charges what failed to the current card. */
export const retryPayment = () => apiRequest('/payment/retry', { method: 'POST', body: {}, schema: retryPaymentAnswerSchema });

/** A settled failure lifts the forced Card Setting: the setup check and the card are read again. */
export function useRetryPayment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: retryPayment, onSettled: () => queryClient.invalidateQueries({ queryKey: [SESSION_SCOPE] }) });
}
