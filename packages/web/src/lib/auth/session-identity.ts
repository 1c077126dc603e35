import type { QueryClient } from '@tanstack/react-query';
import { SESSION_SCOPE } from '../query/keys';
import { getAccessToken, subscribeSession } from './session';

/**
 * Who the stored access token speaks for: its subject and session id, read (not verified; the
 * server does that) from the JWT payload. A refresh keeps both; a switch into another user or a
 * new sign-in changes them.
 */
export function tokenIdentity(token: string | null): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    if (typeof claims !== 'object' || claims === null) return null;
    const { sub, sid } = claims as { sub?: unknown; sid?: unknown };
    return typeof sub === 'string' ? `${sub}:${typeof sid === 'string' ? sid : ''}` : null;
  } catch {
    return null;
  }
}

/**
 * Drops the previous identity's cached user data and setup check when the session comes to speak
 * for someone else (sign-in over another session, a switch into a user and back, in this tab or
 * another), so no guard or menu ever reads another user's answers.
 */
export function watchSessionIdentity(queryClient: QueryClient): () => void {
  let last = tokenIdentity(getAccessToken());
  return subscribeSession(() => {
    const next = tokenIdentity(getAccessToken());
    if (next && last && next !== last) queryClient.removeQueries({ queryKey: [SESSION_SCOPE] });
    if (next) last = next;
  });
}
