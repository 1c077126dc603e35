import { queryOptions } from '@tanstack/react-query';
import { domainInfoKey, fetchDomainInfo } from './get-domain-info';

/** GET /api/domain-info in the query client, for the pages and guards that read it there. */
export const domainInfoQueryOptions = (host: string) =>
  queryOptions({
    queryKey: domainInfoKey(host),
    queryFn: ({ signal }) => fetchDomainInfo(host, signal),
    staleTime: Infinity,
  });
