import { queryOptions, useQuery } from '@tanstack/react-query';
import { domainInfoSchema, type DomainInfo } from '@platform/core/contracts';
import { apiRequest, read } from '../api/client';

declare global {
  interface Window {
    /** The domain-info request index.html starts before the app's scripts load (see index.html). */
    __domainInfo?: { host: string; response: Promise<Response> } | undefined;
  }
}

/** index.html's early request for this host, taken once: a later fetch (a retry) asks again. */
function takeEarlyRequest(host: string): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__domainInfo;
  if (!early || early.host !== host) return undefined;
  window.__domainInfo = undefined;
  return early.response;
}

/**
 * GET /api/domain-info: whose platform this host is, and its brand. Public. Nothing shows before the
 * brand is known, so index.html starts this request while the entry's scripts are still arriving,
 * and the first fetch reads that answer; if it failed on the network, the request is made again.
 */
export async function fetchDomainInfo(host: string, signal?: AbortSignal): Promise<DomainInfo> {
  const early = await takeEarlyRequest(host)?.catch(() => undefined);
  if (early) return read(early, domainInfoSchema);
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
