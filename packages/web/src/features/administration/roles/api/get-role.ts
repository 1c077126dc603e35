import { queryOptions, useQuery } from '@tanstack/react-query';
import { roleSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../../lib/api/client';
import { adminKeys } from '../../query-keys';

/** GET /api/configuration/role-module/get/{companyId}/{roleId}: one role, for the editor. */
export function getRole(companyId: string, roleId: string, signal?: AbortSignal) {
  return apiRequest(`/configuration/role-module/get/${encodeURIComponent(companyId)}/${encodeURIComponent(roleId)}`, {
    schema: roleSchema,
    ...(signal ? { signal } : {}),
  });
}

export const roleQueryOptions = (companyId: string, roleId: string) =>
  queryOptions({
    queryKey: adminKeys.role(companyId, roleId),
    queryFn: ({ signal }) => getRole(companyId, roleId, signal),
    // The editor starts from what is stored now, not from a copy another tab may have changed.
    staleTime: 0,
  });

export const useRole = (companyId: string, roleId: string) => useQuery(roleQueryOptions(companyId, roleId));
