import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { userLogsSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { SESSION_SCOPE } from '../../../lib/query/keys';
import { logsQuery, type LogFilters } from '../log-filters';

/** GET /api/configuration/user-logs/{companyId}: a page of the agency's and its clients' log rows, newest first. */
export function listUserLogs(companyId: string, filters: LogFilters, page: number, signal?: AbortSignal) {
  return apiRequest(`/configuration/user-logs/${encodeURIComponent(companyId)}`, {
    query: logsQuery(filters, page),
    schema: userLogsSchema,
    ...(signal ? { signal } : {}),
  });
}

export const userLogsQueryOptions = (companyId: string, filters: LogFilters, page: number) =>
  queryOptions({
    queryKey: [SESSION_SCOPE, 'user-logs', companyId, logsQuery(filters, page)] as const,
    queryFn: ({ signal }) => listUserLogs(companyId, filters, page, signal),
  });

/** Fresh on every opening (logs grow all the time); the previous page stays while the next loads. */
export const useUserLogs = (companyId: string, filters: LogFilters, page: number) =>
  useQuery({ ...userLogsQueryOptions(companyId, filters, page), staleTime: 0, placeholderData: keepPreviousData });
