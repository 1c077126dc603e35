import type { QueryClient } from '@tanstack/react-query';
import type { TokenResponse, UserData } from '@platform/core/contracts';
import { currentUserQueryOptions } from '../../../lib/auth/get-current-user';
import { clearSession, saveTokens } from '../../../lib/auth/session';
import { SESSION_SCOPE } from '../../../lib/query/keys';

/**
 * Keeps the tokens a sign-in step gave and loads the user they belong to, dropping whatever an
 * earlier user left in the cache. Half a session (tokens but no user) would strand the user
 * between pages, so a failed load clears it again.
 */
export async function startSession(queryClient: QueryClient, tokens: Pick<TokenResponse, 'access_token' | 'refresh_token'>): Promise<UserData> {
  queryClient.removeQueries({ queryKey: [SESSION_SCOPE] });
  saveTokens(tokens);
  try {
    return await queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 });
  } catch (error) {
    clearSession();
    throw error;
  }
}
