import { userDataSchema, type TokenResponse, type UserData } from '@platform/core/contracts';

/**
 * The signed-in session as the spec keeps it (docs/product.md, Sign-in and sessions): three localStorage
 * keys. It is also a tiny external store, so the brand and the guards react when a sign-in, refresh or
 * sign-out (in this tab or another) changes it.
 */
const KEYS = { access: 'access_token', refresh: 'refresh_token', user: 'userData' } as const;

const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || Object.values<string>(KEYS).includes(event.key)) emit();
  });
}

// Storage can be unavailable (privacy modes, quotas); the app then behaves as signed out.
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    /* see read() */
  }
}

export const getAccessToken = () => read(KEYS.access);
export const getRefreshToken = () => read(KEYS.refresh);

export function saveTokens(tokens: Pick<TokenResponse, 'access_token' | 'refresh_token'>): void {
  write(KEYS.access, tokens.access_token);
  write(KEYS.refresh, tokens.refresh_token);
  emit();
}

export function saveUserData(user: UserData): void {
  write(KEYS.user, JSON.stringify(user));
  emit();
}

/**
 * Stores another identity's whole session without telling this tab's listeners, for a switch that
 * replaces the page straight after (view mode). The page being left must not re-render, refetch or
 * redirect as the new identity in the moment before it goes: that raced with the new page. Other
 * tabs still hear of it through the storage event.
 */
export function storeSessionForNextPage(tokens: Pick<TokenResponse, 'access_token' | 'refresh_token'>, user: UserData): void {
  write(KEYS.access, tokens.access_token);
  write(KEYS.refresh, tokens.refresh_token);
  write(KEYS.user, JSON.stringify(user));
}

let cachedRaw: string | null = null;
let cachedUser: UserData | null = null;

/**
 * The stored user data, or null when it is missing or not a valid user (the spec sends such a user
 * to sign in again). The same object is returned while the stored text is unchanged, which
 * useSyncExternalStore needs.
 */
export function getStoredUser(): UserData | null {
  const raw = read(KEYS.user);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = parseUser(raw);
  }
  return cachedUser;
}

function parseUser(raw: string | null): UserData | null {
  if (!raw) return null;
  try {
    const parsed = userDataSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Signed in, as far as this browser knows: the server has the last word on the next call. */
export const hasSession = () => Boolean(getAccessToken() || getRefreshToken());

export function clearSession(): void {
  for (const key of Object.values(KEYS)) write(key, null);
  emit();
}
