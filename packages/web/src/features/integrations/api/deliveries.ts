import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Parser } from '../../../lib/api/client';
import { integrationKeys, integrationPath } from './keys';

export type DeliveryStatusFilter = 'all' | 'pending' | 'delivered' | 'failed';

/** One line of the delivery log as the page shows it. */
export interface DeliveryRow {
  id: string;
  status: 'pending' | 'sending' | 'delivered' | 'failed';
  /** When it was last tried (or made, before any attempt). */
  at: string;
  /** The lead's e-mail or id. */
  lead: string;
  test: boolean;
  attempts: number;
  latencyMs?: number | undefined;
  httpStatus?: number | undefined;
  detail?: string | undefined;
}

// TEMP until the delivery contract lands.
const anyParser = { parse: (d: unknown) => d } as Parser<never>;

/** GET .../deliveries?status=&cursor=: a page of the log, newest first, and the cursor of the next. */
export const useDeliveries = (company: string, id: string, status: DeliveryStatusFilter, cursor: string | undefined) =>
  useQuery<{ rows: DeliveryRow[]; next: string | null }>({
    queryKey: [...integrationKeys.deliveries(company, id), status, cursor ?? ''],
    queryFn: ({ signal }) =>
      apiRequest(`${integrationPath(company, id)}/deliveries`, { query: { ...(status === 'all' ? {} : { status }), ...(cursor ? { cursor } : {}) }, schema: anyParser, signal }),
    placeholderData: keepPreviousData,
  });

function useDeliveryChange<I, O>(company: string, id: string, fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => queryClient.invalidateQueries({ queryKey: integrationKeys.deliveries(company, id) }) });
}

/** POST .../test: a sample lead sent now; answers its log row. */
export const useSendTest = (company: string, id: string) =>
  useDeliveryChange(company, id, (): Promise<DeliveryRow> => apiRequest(`${integrationPath(company, id)}/test`, { method: 'POST', body: {}, schema: anyParser }));

/** POST .../deliveries/{deliveryId}/replay: a failed delivery tried again now. */
export const useReplayDelivery = (company: string, id: string) =>
  useDeliveryChange(company, id, (deliveryId: string): Promise<{ message: string }> =>
    apiRequest(`${integrationPath(company, id)}/deliveries/${encodeURIComponent(deliveryId)}/replay`, { method: 'POST', body: {}, schema: anyParser }),
  );
