import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { afterSwitchPath, PATHS, verifyLoginResponseSchema, type TokenResponse, type UserData } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { isApiError } from '../../../lib/api/errors';
import { currentUserQueryOptions } from '../../../lib/auth/get-current-user';
import { logout } from '../../../lib/auth/logout';
import { getStoredUser, saveTokens } from '../../../lib/auth/session';
import { SESSION_SCOPE } from '../../../lib/query/keys';
import { clearOriginalUser, saveOriginalUser } from '../original-user';

/** POST /api/auth/switch-user: tokens for a session as another user, remembering who switched. */
export function switchUser(usrID: string) {
  return apiRequest('/auth/switch-user', { method: 'POST', body: { usrID }, schema: verifyLoginResponseSchema });
}

/** POST /api/auth/switch-back (with the view token): a fresh session for the original user. */
export function switchBack() {
  return apiRequest('/auth/switch-back', { method: 'POST', schema: verifyLoginResponseSchema });
}

/**
 * Puts a new identity in place: its tokens are kept, its user data loaded fresh, and what the cache
 * held for the previous identity (lists, settings) is dropped once the new user is in.
 */
async function becomeUser(queryClient: QueryClient, tokens: Pick<TokenResponse, 'access_token' | 'refresh_token'>): Promise<UserData> {
  saveTokens(tokens);
  const user = await queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 });
  queryClient.removeQueries({ queryKey: [SESSION_SCOPE], predicate: (q) => q.queryKey[1] !== 'user' });
  return user;
}

const failed = (title: string) => (error: unknown) =>
  notifications.show({
    color: 'red',
    title,
    message: isApiError(error) ? error.message : 'Something went wrong. Please try again later.',
  });

/**
 * "Switch user" (view mode, seed 000 §4): a root system user becomes the chosen user. The original
 * user data is saved under userDataOri first; the original session is then ended on the server,
 * because switching back starts a fresh one. Goes where core says after a switch.
 */
export function useSwitchUser() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (usrID: string) => {
      const original = getStoredUser();
      const tokens = await switchUser(usrID);
      if (original) saveOriginalUser(original);
      await logout().catch(() => undefined);
      return becomeUser(queryClient, tokens);
    },
    onSuccess: (user) => navigate(afterSwitchPath({ user }), { replace: true }),
    onError: failed('Unable to switch user'),
  });
}

/** The eye avatar's action: back to the original user, on the Agency List. */
export function useSwitchBack() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      const tokens = await switchBack();
      const user = await becomeUser(queryClient, tokens);
      clearOriginalUser();
      return user;
    },
    onSuccess: () => navigate(PATHS.agencyList, { replace: true }),
    onError: failed('Unable to switch back'),
  });
}
