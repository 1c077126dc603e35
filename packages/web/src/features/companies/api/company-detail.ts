import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyDetailSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { SESSION_SCOPE } from '../../../lib/query/keys';

/** GET /api/configuration/companies/{companyId}: the edit panel's fields for one agency or client. */
export function getCompanyDetail(companyId: string, signal?: AbortSignal) {
  return apiRequest(`/configuration/companies/${encodeURIComponent(companyId)}`, { schema: companyDetailSchema, ...(signal ? { signal } : {}) });
}

// Read afresh each time the panel opens: someone else may have changed the company meanwhile.
export const companyDetailQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: [SESSION_SCOPE, 'company-detail', companyId] as const,
    queryFn: ({ signal }) => getCompanyDetail(companyId, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export const useCompanyDetail = (companyId: string) => useQuery(companyDetailQueryOptions(companyId));
