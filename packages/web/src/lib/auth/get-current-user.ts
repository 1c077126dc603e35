import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { userDataSchema, type UserData } from '@platform/core/contracts';
import { apiRequest, read } from '../api/client';
import { SESSION_SCOPE } from '../query/keys';
import { takeEarlyUser } from './early-session';
import { saveUserData } from './session';

/** GET /api/user, nothing stored; `token` reads the user a token speaks for (view mode's next identity). */
export function readUser(options: { signal?: AbortSignal; token?: string } = {}): Promise<UserData> {
  return apiRequest('/user', { schema: userDataSchema, ...options });
}

/** GET /api/user (index.html's early answer first). The answer is also stored, as the spec keeps it (userData). */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<UserData> {
  const early = await takeEarlyUser();
  const user = early ? await read(early, userDataSchema) : await readUser(signal ? { signal } : {});
  saveUserData(user);
  return user;
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: [SESSION_SCOPE, 'user'] as const,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    staleTime: 60_000,
  });

/** Inside the signed-in area, whose loader has already fetched the user. */
export function useCurrentUser(): UserData {
  return useSuspenseQuery(currentUserQueryOptions()).data;
}
