import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { logUsersSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { SESSION_SCOPE } from '../../../lib/query/keys';
import type { LogUserType } from '../log-filters';

/** The query string: the user type always, the search only when there is one to send. */
function logUsersQuery(userType: LogUserType, search: string | null): Record<string, string> {
  return search ? { userType, searchUser: search } : { userType };
}

/** GET /api/configuration/user-logs/{companyId}/users: the people who have rows in these logs (the user filter's choices). */
export function listLogUsers(companyId: string, userType: LogUserType, search: string | null, signal?: AbortSignal) {
  return apiRequest(`/configuration/user-logs/${encodeURIComponent(companyId)}/users`, {
    query: logUsersQuery(userType, search),
    schema: logUsersSchema,
    ...(signal ? { signal } : {}),
  });
}

export const logUsersQueryOptions = (companyId: string, userType: LogUserType, search: string | null) =>
  queryOptions({
    queryKey: [SESSION_SCOPE, 'user-logs', companyId, 'users', logUsersQuery(userType, search)] as const,
    queryFn: ({ signal }) => listLogUsers(companyId, userType, search, signal),
    staleTime: 30_000,
  });

/** The choices stay on screen while the next search's answer loads. */
export const useLogUsers = (companyId: string, userType: LogUserType, search: string | null) =>
  useQuery({ ...logUsersQueryOptions(companyId, userType, search), placeholderData: keepPreviousData });
