import { queryOptions, useQuery } from '@tanstack/react-query';
import { docAuthAnswerSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { SESSION_SCOPE } from '../../../lib/query/keys';

/** POST /api/docauth: the document at this address, if the signed-in user may read it. */
export const openDocumentQueryOptions = (pkdoc: string) =>
  queryOptions({
    queryKey: [SESSION_SCOPE, 'docauth', pkdoc] as const,
    queryFn: ({ signal }) => apiRequest('/docauth', { method: 'POST', body: { pkdoc }, schema: docAuthAnswerSchema, signal }),
    // A refusal is an answer, not a hiccup: Try Again asks once more, on purpose.
    retry: false,
    staleTime: 60_000,
  });

export const useOpenDocument = (pkdoc: string) => useQuery(openDocumentQueryOptions(pkdoc));
