import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deliveriesAnswerSchema, deliveryRowSchema, replayAnswerSchema, type DeliveryRow } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { integrationKeys, integrationPath } from './keys';

export type { DeliveryRow };
export type DeliveryStatusFilter = 'all' | 'pending' | 'delivered' | 'failed';

/** GET .../deliveries?status=&cursor=: a page of the log, newest first, and the cursor of the next. */
export const useDeliveries = (company: string, id: string, status: DeliveryStatusFilter, cursor: string | undefined) =>
  useQuery({
    queryKey: [...integrationKeys.deliveries(company, id), status, cursor ?? ''],
    queryFn: ({ signal }) =>
      apiRequest(`${integrationPath(company, id)}/deliveries`, { query: { ...(status === 'all' ? {} : { status }), ...(cursor ? { cursor } : {}) }, schema: deliveriesAnswerSchema, signal }),
    placeholderData: keepPreviousData,
  });

/** A send or a replay changes the log: it is read again. */
function useDeliveryChange<I, O>(company: string, id: string, fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => queryClient.invalidateQueries({ queryKey: integrationKeys.deliveries(company, id) }) });
}

/** POST .../test: a sample lead sent now; answers its log row. */
export const useSendTest = (company: string, id: string) =>
  useDeliveryChange(company, id, () => apiRequest(`${integrationPath(company, id)}/test`, { method: 'POST', body: {}, schema: deliveryRowSchema }));

/** POST .../deliveries/{deliveryId}/replay: a failed delivery tried again now. */
export const useReplayDelivery = (company: string, id: string) =>
  useDeliveryChange(company, id, (deliveryId: string) => apiRequest(`${integrationPath(company, id)}/deliveries/${encodeURIComponent(deliveryId)}/replay`, { method: 'POST', body: {}, schema: replayAnswerSchema }));
