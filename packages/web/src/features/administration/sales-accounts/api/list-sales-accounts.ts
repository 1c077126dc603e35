import { queryOptions, useQuery } from '@tanstack/react-query';
import { salesAccountListSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../../lib/api/client';
import { adminKeys } from '../../query-keys';

/** GET /api/configuration/sales-accounts/{companyId}: the root company's sales staff (system users only). */
export function listSalesAccounts(companyId: string, signal?: AbortSignal) {
  return apiRequest(`/configuration/sales-accounts/${encodeURIComponent(companyId)}`, { schema: salesAccountListSchema, ...(signal ? { signal } : {}) });
}

export const salesAccountsQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: adminKeys.salesAccounts(companyId),
    queryFn: ({ signal }) => listSalesAccounts(companyId, signal),
    select: (answer) => answer.data,
  });

export const useSalesAccounts = (companyId: string) => useQuery(salesAccountsQueryOptions(companyId));
