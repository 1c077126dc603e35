import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { rootRevenueSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { reportKeys } from './keys';

/** GET /api/configuration/root-revenue/{start}/{end}: the platform's revenue by month. */
export function getRootRevenue(start: string, end: string, signal?: AbortSignal) {
  return apiRequest(`/configuration/root-revenue/${start}/${end}`, { schema: rootRevenueSchema, ...(signal ? { signal } : {}) });
}

export const rootRevenueQueryOptions = (start: string, end: string) =>
  queryOptions({ queryKey: reportKeys.rootRevenue(start, end), queryFn: ({ signal }) => getRootRevenue(start, end, signal), placeholderData: keepPreviousData });

export const useRootRevenue = (start: string, end: string, enabled = true) => useQuery({ ...rootRevenueQueryOptions(start, end), enabled });
