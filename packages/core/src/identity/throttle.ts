import { batchGet, entityGetter, type Getter } from '../db/batch-get.js';
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

const previousGetter = (key: ThrottleKey, w: number): Getter<{ count?: number | undefined }> => entityGetter(throttleEntity, { ...key, window: w - 1 });

/** The previous window's counts of several counters, in one BatchGetItem (each counter's bound needs its own). */
async function previousCounts(keys: ThrottleKey[], w: number[]): Promise<number[]> {
  const found = await batchGet(keys.map((key, i) => previousGetter(key, w[i]!)));
  return found.map((item) => item?.count ?? 0);
}

/** One conditional increment, bounded by the room the sliding window leaves. Answers false when refused. */
async function increment(key: ThrottleKey, w: number, room: number, policy: ThrottlePolicy): Promise<boolean> {
  if (room <= 0) return false;
  try {
    await throttleEntity.update({ ...key, window: w })
      .add({ count: 1 })
      .set({ ttl: ttlFor(w, policy) })
      .where((a, op) => `(${op.notExists(a.count)} OR ${op.lt(a.count, room)})`)
      .go();
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
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
  const [previous] = await previousCounts([key], [w]);
  return (await increment(key, w, roomLeft(previous!, now, policy), policy)) ? { key, window: w } : null;
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
  return (await take(counters, undefined, message, clock)).taken;
}

/**
 * {@link takeAttempts}, and with it one attempt that is never refused ({@link countIn}), in two
 * round trips: one BatchGetItem of every counter's previous window, then the increments side by
 * side. When a counter refuses, the counted attempt is given back with the taken ones, so a
 * refused request counts nowhere, as when the count came only after the take.
 */
export async function takeAndCountAttempts(
  counters: { key: ThrottleKey; policy: ThrottlePolicy }[],
  counted: { key: ThrottleKey; policy: ThrottlePolicy },
  message: string,
  clock: Clock = systemClock,
): Promise<{ taken: Attempt[]; counted: { attempt: Attempt; before: number } }> {
  const res = await take(counters, counted, message, clock);
  return { taken: res.taken, counted: res.counted! };
}

async function take(
  counters: { key: ThrottleKey; policy: ThrottlePolicy }[],
  counted: { key: ThrottleKey; policy: ThrottlePolicy } | undefined,
  message: string,
  clock: Clock,
): Promise<{ taken: Attempt[]; counted: { attempt: Attempt; before: number } | undefined }> {
  const now = clock.now().getTime();
  const all = counted ? [...counters, counted] : counters;
  const windows = all.map((c) => windowIndex(now, c.policy.windowMs));
  const previous = await previousCounts(all.map((c) => c.key), windows);
  const [taken, count] = await Promise.all([
    Promise.all(counters.map(async (c, i) => ((await increment(c.key, windows[i]!, roomLeft(previous[i]!, now, c.policy), c.policy)) ? { key: c.key, window: windows[i]! } : null))),
    counted ? countIn(counted.key, counted.policy, windows.at(-1)!, previous.at(-1)!, now) : undefined,
  ]);
  const ok = taken.filter((t): t is Attempt => t !== null);
  if (ok.length < counters.length) {
    await giveBack(count ? [...ok, count.attempt] : ok);
    throw rateLimited(message);
  }
  return { taken: ok, counted: count };
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
 * not locked) and answers how many attempts the sliding window held before this one (the
 * increment's own answer, so attempts at once each see their own number).
 */
async function countIn(key: ThrottleKey, policy: ThrottlePolicy, w: number, previous: number, now: number): Promise<{ attempt: Attempt; before: number }> {
  const res = await throttleEntity.update({ ...key, window: w }).add({ count: 1 }).set({ ttl: ttlFor(w, policy) }).go({ response: 'updated_new' });
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
