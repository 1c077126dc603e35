import { queryOptions, useQuery } from '@tanstack/react-query';
import { roleListSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../../lib/api/client';
import { adminKeys } from '../../query-keys';

/** GET /api/configuration/role-module/list/{companyId}: a company's roles with how many users hold each. */
export function listRoles(companyId: string, signal?: AbortSignal) {
  return apiRequest(`/configuration/role-module/list/${encodeURIComponent(companyId)}`, { schema: roleListSchema, ...(signal ? { signal } : {}) });
}

export const rolesQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: adminKeys.roles(companyId),
    queryFn: ({ signal }) => listRoles(companyId, signal),
    select: (answer) => answer.params,
  });

export const useRoles = (companyId: string) => useQuery(rolesQueryOptions(companyId));
