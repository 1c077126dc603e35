import { queryOptions, useQuery } from '@tanstack/react-query';
import { salesListSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { SESSION_SCOPE } from '../../../lib/query/keys';

/** GET /api/configuration/sales/list: the platform's active sales people (root operators only). */
export function listSales(signal?: AbortSignal) {
  return apiRequest('/configuration/sales/list', { schema: salesListSchema, ...(signal ? { signal } : {}) });
}

export const salesListQueryOptions = () =>
  queryOptions({
    queryKey: [SESSION_SCOPE, 'sales-list'] as const,
    queryFn: ({ signal }) => listSales(signal),
    staleTime: 60_000,
  });

/** Asked only for viewers the API answers (a root operator who is not sales); others get nothing. */
export const useSalesList = (enabled: boolean) => useQuery({ ...salesListQueryOptions(), enabled });
