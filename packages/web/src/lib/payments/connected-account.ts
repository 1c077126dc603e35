import { queryOptions, useQuery } from '@tanstack/react-query';
import { connectedAccountAnswerSchema } from '@platform/core/contracts';
import { apiRequest } from '../api/client';
import { SESSION_SCOPE } from '../query/keys';

/** GET /api/general/check-connected-account/{id}: an agency's or client's company id, or a sales user's own id. */
export const connectedAccountQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [SESSION_SCOPE, 'connected-account', id] as const,
    queryFn: ({ signal }) => apiRequest(`/general/check-connected-account/${encodeURIComponent(id)}`, { schema: connectedAccountAnswerSchema, signal }),
  });

export const useConnectedAccount = (id: string) => useQuery(connectedAccountQueryOptions(id));
