import { logoutRequestSchema } from '@platform/core/identity/auth.contract';
import { authenticate, endSession, endSessionByRefreshToken } from '@platform/core/identity/sessions';
import { httpRoute } from '../../lib/http.js';

/**
 * Public on purpose: a user whose access token has expired can still end their session with the
 * refresh token. The answer is the same whatever was presented.
 */
export const handler = httpRoute({ auth: 'public', body: logoutRequestSchema }, async ({ body, event }) => {
  const header = event.headers.authorization;
  const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  const actor = bearer ? await authenticate(bearer).catch(() => undefined) : undefined;
  if (actor) await endSession(actor);
  else if (body.refresh_token) await endSessionByRefreshToken(body.refresh_token);
  return { result: 'success', message: 'You have been logged out.' };
});
