import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;
export const RESEND_INTERVAL_MS = 30 * 1000;
export const MAX_SENDS = 5;

/** Six random digits. */
export const newEmailCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Codes are stored hashed, bound to their challenge. */
export const hashCode = (code: string, challengeId: string) =>
  createHash('sha256').update(`${challengeId}:${code}`).digest('base64url');

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export interface ChallengeState {
  expiresAt: string;
  attempts: number;
  usedAt?: string | undefined;
}

export type ChallengeDecision = 'open' | 'expired' | 'locked' | 'used';

/** Whether a second-factor challenge may still take a code: unused, unexpired, under 5 wrong tries. */
export function challengeState(c: ChallengeState, now: Date): ChallengeDecision {
  if (c.usedAt) return 'used';
  if (c.attempts >= MAX_CODE_ATTEMPTS) return 'locked';
  if (new Date(c.expiresAt).getTime() <= now.getTime()) return 'expired';
  return 'open';
}

/** Whether another e-mail may be sent for a challenge now. */
export function maySendAgain(lastSentAt: string, sends: number, now: Date): boolean {
  return sends < MAX_SENDS && now.getTime() - new Date(lastSentAt).getTime() >= RESEND_INTERVAL_MS;
}
