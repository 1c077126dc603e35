import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cardStateSchema, saveCardAnswerSchema, type CardState } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { SESSION_SCOPE } from '../../../lib/query/keys';

/** GET /api/payment/card: the current card, billing method and failed-payment state. */
export const cardQueryOptions = () =>
  queryOptions({
    queryKey: [SESSION_SCOPE, 'payment-card'] as const,
    queryFn: ({ signal }) => apiRequest('/payment/card', { schema: cardStateSchema, signal }),
  });
export const useCard = () => useQuery(cardQueryOptions());

/** PUT /api/payment/card: the confirmed SetupIntent's card becomes the default (the API checks it with the gateway). */
export const saveCard = (setupIntentId: string, couponCode?: string) =>
  apiRequest('/payment/card', { method: 'PUT', body: { setup_intent_id: setupIntentId, ...(couponCode ? { coupon_code: couponCode } : {}) }, schema: saveCardAnswerSchema });

/** After a card change the user data (customer_card_id), the setup check and the card are read again. */
export function useSaveCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ setupIntentId, couponCode }: { setupIntentId: string; couponCode?: string }) => saveCard(setupIntentId, couponCode),
    onSuccess: async (answer) => {
      queryClient.setQueryData<CardState>(cardQueryOptions().queryKey, answer);
      await queryClient.invalidateQueries({ queryKey: [SESSION_SCOPE] });
    },
  });
}
