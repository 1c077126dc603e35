import { useMutation } from '@tanstack/react-query';
import { looseObject } from 'zod/mini';
import { tokenResponseSchema, type UserData } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { clearSession, getStoredUser } from '../../../lib/auth/session';
import { startSession } from './start-session';

/**
 * The answer of POST /api/v1/developer/sso/validation: tokens plus `status`, `message` and maybe
 * `action`. Core has no schema of its own for it yet, so the token part is checked and the rest
 * is kept as sent.
 */
const ssoAnswerSchema = looseObject(tokenResponseSchema.shape);

/** POST /api/v1/developer/sso/validation: a one-time hand-off token for this host. */
export function validateSso(request: { subdomain: string; token: string; currentUserID?: string }) {
  return apiRequest('/v1/developer/sso/validation', { method: 'POST', body: request, schema: ssoAnswerSchema, auth: false });
}

/**
 * Signs in with an SSO token: on "Access Token Valid" the tokens are kept and the user loaded; when
 * the server says the token is for someone other than the stored user (`replace_user`), the stored
 * user goes first.
 */
export function useSsoSignIn() {
  return useMutation({
    mutationFn: async (token: string): Promise<UserData> => {
      const stored = getStoredUser();
      const answer = await validateSso({
        subdomain: window.location.hostname,
        token,
        ...(stored ? { currentUserID: stored.id } : {}),
      });
      if (answer.message !== 'Access Token Valid') throw new Error('SSO token refused');
      if (answer.action === 'replace_user') clearSession();
      return startSession(answer);
    },
  });
}
