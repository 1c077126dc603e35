import type { TokenResponse, UserData } from '@platform/core/contracts';
import { clearSession, saveTokens } from '../../../lib/auth/session';
import { loadQueryClient } from '../../../lib/query/load-client';
import { SESSION_SCOPE } from '../../../lib/query/keys';

/**
 * Keeps the tokens a sign-in step gave and loads the user they belong to, dropping whatever an
 * earlier user left in the cache. Half a session (tokens but no user) would strand the user
 * between pages, so a failed load clears it again.
 */
export async function startSession(tokens: Pick<TokenResponse, 'access_token' | 'refresh_token'>): Promise<UserData> {
  // The sign-in page paints without TanStack Query; the client is usually loaded by the time a form is sent.
  const [queryClient, { currentUserQueryOptions }] = await Promise.all([loadQueryClient(), import('../../../lib/auth/get-current-user')]);
  queryClient.removeQueries({ queryKey: [SESSION_SCOPE] });
  saveTokens(tokens);
  try {
    return await queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 });
  } catch (error) {
    clearSession();
    throw error;
  }
}
