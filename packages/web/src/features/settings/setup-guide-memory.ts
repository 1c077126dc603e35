/**
 * Whether a user has closed the set-up guide in this browser, so it opens by itself only once.
 * Storage may be unavailable (privacy modes): the guide then opens on each visit until finished.
 */
const key = (userId: string) => `setup-guide-closed:${userId}`;

export function guideClosed(userId: string): boolean {
  try {
    return window.localStorage.getItem(key(userId)) === '1';
  } catch {
    return false;
  }
}

export function rememberGuideClosed(userId: string): void {
  try {
    window.localStorage.setItem(key(userId), '1');
  } catch {
    /* see guideClosed */
  }
}
