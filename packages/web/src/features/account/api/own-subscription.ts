import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelSubscription } from '../../companies/api/subscription';
import { cardQueryOptions } from './card';

/** The agency owner cancels its own subscription; Card Setting (which shows it) is read again after. */
export function useCancelOwnSubscription() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelSubscription, onSettled: () => queryClient.invalidateQueries({ queryKey: cardQueryOptions().queryKey }) });
}
