import { useSyncExternalStore } from 'react';
import { clearSession, hasSession } from './session';

/**
 * The end of a session the user did not ask for (refresh refused, no refresh token): storage is
 * cleared, the "Session Ended" notice is raised, and whoever wired navigation takes the user to
 * /login. Kept apart from the router so the API client can call it from anywhere.
 */
let noticeOpen = false;
const noticeListeners = new Set<() => void>();
const endedListeners = new Set<() => void>();

export function endSession(): void {
  // Nothing to end (already cleared by a concurrent request, or never signed in): stay quiet, so
  // one ended session raises one notice and one navigation.
  const hadSession = hasSession();
  clearSession();
  if (!hadSession) return;
  noticeOpen = true;
  noticeListeners.forEach((listener) => listener());
  endedListeners.forEach((listener) => listener());
}

/** Runs after every ended session; the app uses it to navigate and drop the user's cached data. */
export function onSessionEnded(listener: () => void): () => void {
  endedListeners.add(listener);
  return () => endedListeners.delete(listener);
}

export function dismissSessionEndedNotice(): void {
  noticeOpen = false;
  noticeListeners.forEach((listener) => listener());
}

function subscribeNotice(listener: () => void): () => void {
  noticeListeners.add(listener);
  return () => noticeListeners.delete(listener);
}

export function useSessionEndedNotice(): boolean {
  return useSyncExternalStore(subscribeNotice, () => noticeOpen, () => false);
}
