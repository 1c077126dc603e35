import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { logoutResponseSchema } from '@platform/core/contracts';
import { apiRequest } from '../api/client';
import { useT } from '../i18n/i18n-context';
import { SESSION_SCOPE } from '../query/keys';
import { clearSession } from './session';

/**
 * POST /api/logout. A dead token needs no renewal just to be ended, hence no refresh on 401.
 * `token` ends that session instead of the stored one (view mode ends the switcher's own).
 */
export function logout(token?: string): Promise<{ result: 'success'; message: string }> {
  return apiRequest('/logout', { method: 'POST', schema: logoutResponseSchema, renewOnUnauthorized: false, ...(token ? { token } : {}) });
}

/** Signs out; the local session is cleared even when the server call fails (docs/product.md, Sign-in and sessions). */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const t = useT();
  return useMutation({
    mutationFn: () => logout(),
    onError: () => {
      notifications.show({
        color: 'yellow',
        title: t('shell.signedOutOffline'),
        message: t('shell.signedOutOfflineDetail'),
      });
    },
    onSettled: async () => {
      clearSession();
      await navigate('/login', { replace: true });
      queryClient.removeQueries({ queryKey: [SESSION_SCOPE] });
    },
  });
}
