import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { afterSwitchPath, PATHS, verifyLoginResponseSchema, type TokenResponse, type UserData } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { isApiError } from '../../../lib/api/errors';
import { fetchCurrentUser } from '../../../lib/auth/get-current-user';
import { logout } from '../../../lib/auth/logout';
import { getStoredUser, saveTokens } from '../../../lib/auth/session';
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
 * Puts a new identity in place: its tokens and user data are stored, and the app then starts
 * afresh on the new identity's page with a full page load. Swapping identities under the mounted
 * pages raced: the previous user's page re-rendered as the new user and, some of the time, held
 * the screen while the address had already moved on. A fresh load also leaves nothing of the
 * previous identity's answers in memory.
 */
async function becomeUser(tokens: Pick<TokenResponse, 'access_token' | 'refresh_token'>): Promise<UserData> {
  saveTokens(tokens);
  return fetchCurrentUser();
}

const openAfresh = (path: string) => window.location.replace(path);

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
  return useMutation({
    mutationFn: async (usrID: string) => {
      const original = getStoredUser();
      const tokens = await switchUser(usrID);
      if (original) saveOriginalUser(original);
      await logout().catch(() => undefined);
      return becomeUser(tokens);
    },
    onSuccess: (user) => openAfresh(afterSwitchPath({ user })),
    onError: failed('Unable to switch user'),
  });
}

/** The eye avatar's action: back to the original user, on the Agency List. */
export function useSwitchBack() {
  return useMutation({
    mutationFn: async () => {
      const tokens = await switchBack();
      const user = await becomeUser(tokens);
      clearOriginalUser();
      return user;
    },
    onSuccess: () => openAfresh(PATHS.agencyList),
    onError: failed('Unable to switch back'),
  });
}
