import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WALLET_KEY } from './keys';

/** A wallet change: whatever it was, balance, settings and history are read again. */
export function useWalletChange<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => queryClient.invalidateQueries({ queryKey: WALLET_KEY }) });
}
