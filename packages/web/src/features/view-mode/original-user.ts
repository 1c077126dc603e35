import { userDataSchema, type UserData } from '@platform/core/contracts';

/**
 * The user a root system user was before switching into someone else's view (docs/product.md, View mode;
 * localStorage key userDataOri). Kept while in view mode; cleared on the way back.
 */
const KEY = 'userDataOri';

export function saveOriginalUser(user: UserData): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(user));
  } catch {
    /* storage unavailable: the way back still works, it just cannot name the original user */
  }
}

export function getOriginalUser(): UserData | null {
  try {
    const raw = window.localStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = userDataSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearOriginalUser(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    /* see saveOriginalUser */
  }
}
