import { queryOptions, useQuery } from '@tanstack/react-query';
import { agenciesReportSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { reportKeys } from './keys';

/** GET /api/configuration/agencies-report: per agency, the last 30 days' figures (the Agency List's columns). */
export function getAgenciesReport(signal?: AbortSignal) {
  return apiRequest('/configuration/agencies-report', { schema: agenciesReportSchema, ...(signal ? { signal } : {}) });
}

export const agenciesReportQueryOptions = () => queryOptions({ queryKey: reportKeys.agencies(), queryFn: ({ signal }) => getAgenciesReport(signal), retry: false });

export const useAgenciesReport = (enabled: boolean) => useQuery({ ...agenciesReportQueryOptions(), enabled });
