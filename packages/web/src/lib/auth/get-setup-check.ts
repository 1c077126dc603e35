import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { setupCheckSchema, type SetupCheck } from '@platform/core/contracts';
import { apiRequest, read } from '../api/client';
import { SESSION_SCOPE } from '../query/keys';
import { takeEarlySetupCheck } from './early-session';

/** GET /api/user/checksetupcomplete/{userId} (index.html's early answer first): setup, payment and beta state the guards read. */
export async function fetchSetupCheck(userId: string, signal?: AbortSignal): Promise<SetupCheck> {
  const early = await takeEarlySetupCheck(userId);
  if (early) return read(early, setupCheckSchema);
  return apiRequest(`/user/checksetupcomplete/${encodeURIComponent(userId)}`, {
    schema: setupCheckSchema,
    ...(signal ? { signal } : {}),
  });
}

/**
 * Keyed by user, so a switch into another user (view mode) never reads the previous user's answer;
 * sign-in and switches also drop it (see watchSessionIdentity).
 */
export const setupCheckQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [SESSION_SCOPE, 'setup-check', userId] as const,
    queryFn: ({ signal }) => fetchSetupCheck(userId, signal),
    staleTime: 60_000,
  });

export function useSetupCheck(userId: string): SetupCheck {
  return useSuspenseQuery(setupCheckQueryOptions(userId)).data;
}
