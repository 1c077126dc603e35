import { db } from '../db/service.js';
import { epochSeconds, systemClock, type Clock } from '../platform/clock.js';
import { isThrottled, slidingCount, windowIndex, type ThrottlePolicy } from './throttle-rule.js';

export interface ThrottleKey {
  rootId: string;
  scope: string;
  subject: string;
}

async function counts(key: ThrottleKey, policy: ThrottlePolicy, nowMs: number) {
  const w = windowIndex(nowMs, policy.windowMs);
  const res = await db()
    .entities.throttle.get([
      { ...key, window: w - 1 },
      { ...key, window: w },
    ])
    .go();
  const byWindow = new Map(res.data.map((i) => [i.window, i.count ?? 0]));
  return { previous: byWindow.get(w - 1) ?? 0, current: byWindow.get(w) ?? 0 };
}

/** How many failures the sliding window holds for this key now. */
export async function failureCount(key: ThrottleKey, policy: ThrottlePolicy, clock: Clock = systemClock): Promise<number> {
  const now = clock.now().getTime();
  const c = await counts(key, policy, now);
  return slidingCount(c.previous, c.current, now, policy.windowMs);
}

export async function throttled(key: ThrottleKey, policy: ThrottlePolicy, clock: Clock = systemClock): Promise<boolean> {
  const now = clock.now().getTime();
  const c = await counts(key, policy, now);
  return isThrottled(c.previous, c.current, now, policy);
}

export async function recordFailure(key: ThrottleKey, policy: ThrottlePolicy, clock: Clock = systemClock): Promise<void> {
  const now = clock.now().getTime();
  const w = windowIndex(now, policy.windowMs);
  await db()
    .entities.throttle.update({ ...key, window: w })
    .add({ count: 1 })
    .set({ ttl: epochSeconds(new Date((w + 2) * policy.windowMs)) + 60 })
    .go();
}

/** Forgets a key's failures (after a successful sign-in from that address). */
export async function clearFailures(key: ThrottleKey, policy: ThrottlePolicy, clock: Clock = systemClock): Promise<void> {
  const w = windowIndex(clock.now().getTime(), policy.windowMs);
  await db()
    .entities.throttle.delete([
      { ...key, window: w - 1 },
      { ...key, window: w },
    ])
    .go();
}
