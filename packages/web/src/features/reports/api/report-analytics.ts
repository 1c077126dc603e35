import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { reportAnalyticsSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { reportKeys } from './keys';

/** GET /api/configuration/report-analytics/{start}/{end}: per agency clients, running campaigns, leads, retail, wholesale, margin; totals. */
export function getReportAnalytics(start: string, end: string, signal?: AbortSignal) {
  return apiRequest(`/configuration/report-analytics/${start}/${end}`, { schema: reportAnalyticsSchema, ...(signal ? { signal } : {}) });
}

export const reportAnalyticsQueryOptions = (start: string, end: string) =>
  queryOptions({ queryKey: reportKeys.analytics(start, end), queryFn: ({ signal }) => getReportAnalytics(start, end, signal), placeholderData: keepPreviousData });

export const useReportAnalytics = (start: string, end: string) => useQuery(reportAnalyticsQueryOptions(start, end));
