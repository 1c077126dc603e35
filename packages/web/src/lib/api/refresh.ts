import { tokenResponseSchema } from '@platform/core/contracts';
import { endSession } from '../auth/session-ended';
import { getAccessToken, getRefreshToken, saveTokens } from '../auth/session';
import { SessionEndedError } from './errors';

/**
 * Renewing the access token. A refresh token works once and presenting it twice revokes the whole
 * session, so every 401 that arrives while a renewal is running waits for that same renewal, and
 * tabs take turns through a Web Lock so two tabs never spend the same token.
 */
let inFlight: Promise<string> | null = null;

/** A fresh access token to retry with; `staleToken` is the one the failed request carried. */
export function renewAccessToken(staleToken: string | null): Promise<string> {
  const current = getAccessToken();
  // An earlier request (or another tab) has already renewed since this one was sent.
  if (current && current !== staleToken) return Promise.resolve(current);
  inFlight ??= withRefreshLock(() => renew(staleToken)).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function renew(staleToken: string | null): Promise<string> {
  const current = getAccessToken();
  if (current && current !== staleToken) return current;
  const refreshToken = getRefreshToken();
  if (!refreshToken) return sessionEnded();

  // A network failure is not a refused refresh: it is rethrown and the session is kept.
  const response = await fetch('/api/auth/refresh-token', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  if (!response.ok) return sessionEnded();
  const parsed = tokenResponseSchema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) return sessionEnded();
  saveTokens(parsed.data);
  return parsed.data.access_token;
}

function sessionEnded(): never {
  endSession();
  throw new SessionEndedError();
}

async function withRefreshLock(work: () => Promise<string>): Promise<string> {
  // Web Locks exist only in secure contexts; elsewhere the in-tab single flight still holds.
  if (typeof navigator === 'undefined' || !('locks' in navigator)) return work();
  return await navigator.locks.request('session-refresh', work);
}
