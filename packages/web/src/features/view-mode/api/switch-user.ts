import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { afterSwitchPath, PATHS, verifyLoginResponseSchema, type TokenResponse, type UserData } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { isApiError } from '../../../lib/api/errors';
import { readUser } from '../../../lib/auth/get-current-user';
import { logout } from '../../../lib/auth/logout';
import { getAccessToken, getStoredUser, storeSessionForNextPage } from '../../../lib/auth/session';
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
 * Puts a new identity in place for the next page: its user data is read with its own token, then
 * tokens and user data are stored without this page hearing of it, and the app starts afresh on the
 * new identity's page with a full load. Swapping identities under the mounted pages raced: the
 * previous user's page re-rendered, refetched and redirected as the new one while the new page
 * loaded. Requests the old page still has in flight find the new token stored and retry with it
 * (renewAccessToken), so none of them can end the new session.
 */
async function becomeUser(tokens: Pick<TokenResponse, 'access_token' | 'refresh_token'>): Promise<UserData> {
  const user = await readUser({ token: tokens.access_token });
  storeSessionForNextPage(tokens, user);
  return user;
}

const openAfresh = (path: string) => window.location.replace(path);

const failed = (title: string) => (error: unknown) =>
  notifications.show({
    color: 'red',
    title,
    message: isApiError(error) ? error.message : 'Something went wrong. Please try again later.',
  });

/**
 * "Switch user" (view mode, docs/product.md, View mode): a root system user becomes the chosen user. Once the
 * new session is stored, the original user data is saved under userDataOri and the original session is ended
 * on the server, because switching back starts a fresh one. Goes where core says after a switch.
 */
export function useSwitchUser() {
  return useMutation({
    mutationFn: async (usrID: string) => {
      const original = getStoredUser();
      const originalToken = getAccessToken();
      const tokens = await switchUser(usrID);
      const user = await becomeUser(tokens);
      if (original) saveOriginalUser(original);
      // Ended only once the new session is stored, so nothing on this page renews the ended one.
      if (originalToken) await logout(originalToken).catch(() => undefined);
      return user;
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
