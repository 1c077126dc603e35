import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { agenciesReportSchema, type AgenciesReport } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { COMPANIES_KEY } from './companies-key';

/**
 * GET /api/configuration/agencies-report: each agency's last 30 days (leads, margin) for the Agency
 * List's columns. Only the root's operators with Report Analytics may read it; for anyone else it
 * answers 404 and the columns stay away.
 */
export const agencyFiguresQueryOptions = () =>
  queryOptions({
    queryKey: [...COMPANIES_KEY, 'agencies-report'] as const,
    queryFn: ({ signal }) => apiRequest('/configuration/agencies-report', { schema: agenciesReportSchema, ...(signal ? { signal } : {}) }),
    retry: false,
    staleTime: 60_000,
  });

export function useAgencyFigures(enabled: boolean): Map<string, AgenciesReport['data'][number]> | undefined {
  const { data } = useQuery({ ...agencyFiguresQueryOptions(), enabled });
  return useMemo(() => (data ? new Map(data.data.map((r) => [r.agency_id, r])) : undefined), [data]);
}
