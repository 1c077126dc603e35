import { queryOptions, useQuery } from '@tanstack/react-query';
import { platformDocumentSchema, type PlatformDocumentName } from '@platform/core/contracts';
import { apiRequest } from '../api/client';

/** GET /api/document/{name}: the platform's document under this host's brand. Public. */
export const platformDocumentQueryOptions = (name: PlatformDocumentName, host: string) =>
  queryOptions({
    queryKey: ['platform-document', name, host] as const,
    queryFn: ({ signal }) => apiRequest(`/document/${name}`, { query: { domainorsub: host }, schema: platformDocumentSchema, auth: false, signal }),
    staleTime: 5 * 60_000,
    retry: 1,
  });

export const usePlatformDocument = (name: PlatformDocumentName) => useQuery(platformDocumentQueryOptions(name, window.location.hostname));
