import { queryOptions, useQuery } from '@tanstack/react-query';
import { domainInfoSchema, type DomainInfo } from '@platform/core/contracts';
import { apiRequest } from '../api/client';

/** GET /api/domain-info: whose platform this host is, and its brand. Public. */
export function fetchDomainInfo(host: string, signal?: AbortSignal): Promise<DomainInfo> {
  return apiRequest('/domain-info', {
    query: { domainorsub: host },
    schema: domainInfoSchema,
    auth: false,
    ...(signal ? { signal } : {}),
  });
}

export const domainInfoQueryOptions = (host: string) =>
  queryOptions({
    queryKey: ['domain-info', host] as const,
    queryFn: ({ signal }) => fetchDomainInfo(host, signal),
    staleTime: Infinity,
  });

export function useDomainInfo() {
  return useQuery(domainInfoQueryOptions(window.location.hostname));
}
