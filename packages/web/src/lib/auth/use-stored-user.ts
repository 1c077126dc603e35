import { useSyncExternalStore } from 'react';
import type { UserData } from '@platform/core/contracts';
import { getStoredUser, subscribeSession } from './session';

/** The signed-in user as stored, re-rendering on sign-in, refresh of the user data and sign-out. */
export function useStoredUser(): UserData | null {
  return useSyncExternalStore(subscribeSession, getStoredUser, () => null);
}
