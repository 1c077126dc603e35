/**
 * Sliding-window counting from two fixed windows: the previous window's count weighs in by the
 * share of it still inside the sliding window. Cheap to store (two counters) and it forgets on its
 * own, so nobody can be locked out for longer than one window after the failures stop.
 */
export interface ThrottlePolicy {
  windowMs: number;
  limit: number;
}

export const windowIndex = (nowMs: number, windowMs: number) => Math.floor(nowMs / windowMs);

export function slidingCount(previous: number, current: number, nowMs: number, windowMs: number): number {
  const elapsed = (nowMs % windowMs) / windowMs;
  return previous * (1 - elapsed) + current;
}

/**
 * How many attempts the current window may still hold, given the previous window's count: an
 * attempt is counted while the current count is below this (the conditional increment's bound).
 */
export function roomLeft(previous: number, nowMs: number, policy: ThrottlePolicy): number {
  return policy.limit - slidingCount(previous, 0, nowMs, policy.windowMs);
}

/** True when the attempts counted so far already reach the limit: the next attempt is refused. */
export function isThrottled(previous: number, current: number, nowMs: number, policy: ThrottlePolicy): boolean {
  return current >= roomLeft(previous, nowMs, policy);
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** The limits, in one place. */
export const POLICIES = {
  /** One account from one address: 5 failed sign-ins in 15 minutes, then refused. */
  signInAccountIp: { windowMs: FIFTEEN_MINUTES, limit: 5 },
  /** One address across accounts (credential stuffing): refused after 30. */
  signInIp: { windowMs: FIFTEEN_MINUTES, limit: 30 },
  /**
   * One account from many addresses: after 5, each further attempt is slowed (not refused), so
   * an attacker cannot lock the real user out while guessing stays expensive.
   */
  signInAccount: { windowMs: FIFTEEN_MINUTES, limit: 5 },
  /** Password-reset requests per e-mail and per address. */
  resetEmail: { windowMs: FIFTEEN_MINUTES, limit: 5 },
  resetIp: { windowMs: FIFTEEN_MINUTES, limit: 20 },
  /** Second-factor codes per address across challenges. */
  codeIp: { windowMs: FIFTEEN_MINUTES, limit: 20 },
} as const satisfies Record<string, ThrottlePolicy>;

/** Delay added to a sign-in for an account under a distributed attack: doubles, capped at 5 s. */
export function slowdownMs(failures: number, policy: ThrottlePolicy): number {
  if (failures < policy.limit) return 0;
  return Math.min(5000, 250 * 2 ** Math.min(5, Math.floor(failures - policy.limit)));
}
