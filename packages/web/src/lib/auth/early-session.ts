import { getAccessToken } from './session';

/** One read index.html started, and the access token it was sent with. */
export interface EarlyRead {
  token: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    /**
     * The signed-in reads index.html starts for a stored session before the app's scripts load
     * (see index.html): the user, then their setup check once the user's id is known.
     */
    __session?: { user?: EarlyRead | undefined; setup?: Promise<(EarlyRead & { userId: string }) | null> | undefined } | undefined;
  }
}

/**
 * A signed-in visit's first screen waits on the user and their setup check (the guards read both),
 * and those used to start only once the guards' code had arrived: index.html now starts them, and
 * the first read of each takes that answer, once (docs/decisions.md, Performance budgets). An answer
 * sent with a token that is no longer the session's, an error (a 401 renews the session as any read
 * does) or a network failure is not used: the caller asks again.
 */
async function usable(read: EarlyRead | null | undefined): Promise<Response | undefined> {
  if (!read || read.token !== getAccessToken()) return undefined;
  const response = await read.response.catch(() => undefined);
  return response?.ok ? response : undefined;
}

/** index.html's GET /api/user answer, taken once. */
export function takeEarlyUser(): Promise<Response | undefined> {
  const read = window.__session?.user;
  if (window.__session) window.__session.user = undefined;
  return usable(read);
}

/** index.html's setup check of `userId`, taken once. */
export async function takeEarlySetupCheck(userId: string): Promise<Response | undefined> {
  const pending = window.__session?.setup;
  if (window.__session) window.__session.setup = undefined;
  const read = await pending?.catch(() => null);
  return read?.userId === userId ? usable(read) : undefined;
}
