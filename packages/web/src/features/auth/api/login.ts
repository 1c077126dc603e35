import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tokenResponseSchema, type LoginRequest, type TokenResponse, type UserData } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { currentUserQueryOptions } from '../../../lib/auth/get-current-user';
import { clearSession, saveTokens } from '../../../lib/auth/session';

/** POST /api/login. A wrong password is a plain answer here, not an expired session. */
export function login(request: LoginRequest): Promise<TokenResponse> {
  return apiRequest('/login', { method: 'POST', body: request, schema: tokenResponseSchema, auth: false });
}

/** Signs in on this host and loads the user, so the caller can send them to their landing page. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: LoginRequest): Promise<UserData> => {
      saveTokens(await login(request));
      try {
        return await queryClient.fetchQuery(currentUserQueryOptions());
      } catch (error) {
        // Half a session (tokens but no user) would strand the user between pages.
        clearSession();
        throw error;
      }
    },
  });
}
