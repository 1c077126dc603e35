import { isConditionFailure } from '../db/conditions.js';
import { epochSeconds, systemClock, type Clock } from '../platform/clock.js';
import { rateLimited } from '../shared/errors.js';
import { roomLeft, slidingCount, windowIndex, type ThrottlePolicy } from './throttle-rule.js';
import { throttleEntity } from './throttle.entity.js';

export interface ThrottleKey {
  rootId: string;
  scope: string;
  subject: string;
}

/** One counted attempt: which counter it went into, so it can be given back. */
export interface Attempt {
  key: ThrottleKey;
  window: number;
}

const ttlFor = (w: number, policy: ThrottlePolicy) => epochSeconds(new Date((w + 2) * policy.windowMs)) + 60;

async function previousCount(key: ThrottleKey, w: number): Promise<number> {
  const res = await throttleEntity.get({ ...key, window: w - 1 }).go();
  return res.data?.count ?? 0;
}

/**
 * Counts one attempt if the sliding window still has room for it, in one conditional increment:
 * however many requests arrive at once, at most `limit` are counted and the rest are refused.
 * Counting comes BEFORE the password or code is checked; a success may give the attempt back.
 * Answers null when refused.
 */
export async function takeAttempt(key: ThrottleKey, policy: ThrottlePolicy, clock: Clock = systemClock): Promise<Attempt | null> {
  const now = clock.now().getTime();
  const w = windowIndex(now, policy.windowMs);
  const room = roomLeft(await previousCount(key, w), now, policy);
  if (room <= 0) return null;
  try {
    await throttleEntity.update({ ...key, window: w })
      .add({ count: 1 })
      .set({ ttl: ttlFor(w, policy) })
      .where((a, op) => `(${op.notExists(a.count)} OR ${op.lt(a.count, room)})`)
      .go();
    return { key, window: w };
  } catch (e) {
    if (isConditionFailure(e)) return null;
    throw e;
  }
}

/**
 * Takes one attempt from each counter, all or none: when one refuses, those already taken are given
 * back and the request is refused with `message` (429).
 */
export async function takeAttempts(
  counters: { key: ThrottleKey; policy: ThrottlePolicy }[],
  message: string,
  clock: Clock = systemClock,
): Promise<Attempt[]> {
  const taken = await Promise.all(counters.map((c) => takeAttempt(c.key, c.policy, clock)));
  const ok = taken.filter((t): t is Attempt => t !== null);
  if (ok.length < counters.length) {
    await giveBack(ok);
    throw rateLimited(message);
  }
  return ok;
}

/** Gives attempts back (a right password is not a failure). Never below zero. */
export async function giveBack(attempts: Attempt[]): Promise<void> {
  await Promise.all(
    attempts.map((t) =>
      throttleEntity.update({ ...t.key, window: t.window })
        .add({ count: -1 })
        .where((a, op) => op.gt(a.count, 0))
        .go()
        .catch((e: unknown) => {
          if (!isConditionFailure(e)) throw e;
        }),
    ),
  );
}

/**
 * Counts one attempt that is never refused (an account attacked from many addresses is slowed,
 * not locked) and answers how many attempts the sliding window held before this one.
 */
export async function countAttempt(key: ThrottleKey, policy: ThrottlePolicy, clock: Clock = systemClock): Promise<{ attempt: Attempt; before: number }> {
  const now = clock.now().getTime();
  const w = windowIndex(now, policy.windowMs);
  const [previous, res] = await Promise.all([
    previousCount(key, w),
    throttleEntity.update({ ...key, window: w }).add({ count: 1 }).set({ ttl: ttlFor(w, policy) }).go({ response: 'updated_new' }),
  ]);
  const current = (res.data as { count?: number }).count ?? 1;
  return { attempt: { key, window: w }, before: slidingCount(previous, current - 1, now, policy.windowMs) };
}

/** Forgets a key's attempts (after a successful sign-in from that address). */
export async function clearFailures(key: ThrottleKey, policy: ThrottlePolicy, clock: Clock = systemClock): Promise<void> {
  const w = windowIndex(clock.now().getTime(), policy.windowMs);
  await throttleEntity.delete([
      { ...key, window: w - 1 },
      { ...key, window: w },
    ])
    .go();
}
