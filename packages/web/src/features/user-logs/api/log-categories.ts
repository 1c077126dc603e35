import { queryOptions, useQuery } from '@tanstack/react-query';
import { logCategoriesSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { SESSION_SCOPE } from '../../../lib/query/keys';

/** GET /api/configuration/log-category: the actions the logs record, with their names (the action filter). */
export function getLogCategories(signal?: AbortSignal) {
  return apiRequest('/configuration/log-category', { schema: logCategoriesSchema, ...(signal ? { signal } : {}) });
}

export const logCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: [SESSION_SCOPE, 'log-categories'] as const,
    queryFn: ({ signal }) => getLogCategories(signal),
    staleTime: Infinity,
  });

export const useLogCategories = () => useQuery(logCategoriesQueryOptions());
