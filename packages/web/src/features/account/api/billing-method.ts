import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setBillingMethodAnswerSchema, type BillingMethod, type CardState } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { cardQueryOptions } from './card';

/** PUT /api/payment/set-billing-method. */
export const setBillingMethod = (billing_method: BillingMethod) =>
  apiRequest('/payment/set-billing-method', { method: 'PUT', body: { billing_method }, schema: setBillingMethodAnswerSchema });

export function useSetBillingMethod() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setBillingMethod, onSuccess: (answer) => queryClient.setQueryData<CardState>(cardQueryOptions().queryKey, answer) });
}
