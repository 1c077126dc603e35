import { queryOptions, useQuery } from '@tanstack/react-query';
import { administratorListSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../../lib/api/client';
import { adminKeys } from '../../query-keys';

/** GET /api/configuration/administrators/{companyId}: the user's own company's administrators, by name. */
export function listAdministrators(companyId: string, signal?: AbortSignal) {
  return apiRequest(`/configuration/administrators/${encodeURIComponent(companyId)}`, { schema: administratorListSchema, ...(signal ? { signal } : {}) });
}

export const administratorsQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: adminKeys.administrators(companyId),
    queryFn: ({ signal }) => listAdministrators(companyId, signal),
    select: (answer) => answer.data,
  });

export const useAdministrators = (companyId: string) => useQuery(administratorsQueryOptions(companyId));
