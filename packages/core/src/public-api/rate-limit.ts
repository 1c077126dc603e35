import { isConditionFailure } from '../db/conditions.js';
import { epochSeconds, systemClock, type Clock } from '../platform/clock.js';
import { getConfig } from '../platform/config.js';
import type { ApiClient } from '../developer/scopes.js';
import { ApiClientError, isApiClientError } from './errors.js';
import { throttleEntity } from '../identity/throttle.entity.js';

export const RATE_WINDOW_SECONDS = 60;
const POLICY = 'default';
const SCOPE = 'public-api';
/** Refusals before a key is known are counted per caller address, outside every platform's rows. */
const ANONYMOUS_ROOT = '-';

export interface RateState {
  quota: number;
  remaining: number;
  /** Seconds until the window ends. */
  reset: number;
}

/** The two headers of the IETF httpapi RateLimit draft (draft-ietf-httpapi-ratelimit-headers-11). */
export function rateHeaders(s: RateState): Record<string, string> {
  return {
    'ratelimit-policy': `"${POLICY}";q=${s.quota};w=${RATE_WINDOW_SECONDS}`,
    ratelimit: `"${POLICY}";r=${s.remaining};t=${s.reset}`,
  };
}

/**
 * Counts one request of a key in its fixed one-minute window: one UpdateItem conditioned on the
 * count being under the quota, so however many Lambdas answer at once, at most the quota pass.
 * The item expires by TTL. Over the quota: 429 with Retry-After and the same headers (r=0).
 */
export function takeRequest(client: Pick<ApiClient, 'rootId' | 'keyId'>, clock: Clock = systemClock): Promise<RateState> {
  return take(client.rootId, client.keyId, 'Too many requests: this key may send more once the window resets.', clock);
}

async function take(rootId: string, subject: string, refusal: string, clock: Clock): Promise<RateState> {
  const quota = getConfig().PUBLIC_API_RATE_LIMIT;
  const nowMs = clock.now().getTime();
  const windowMs = RATE_WINDOW_SECONDS * 1000;
  const window = Math.floor(nowMs / windowMs);
  const reset = Math.max(1, Math.ceil(((window + 1) * windowMs - nowMs) / 1000));
  try {
    const res = await throttleEntity.update({ rootId, scope: SCOPE, subject, window })
      .add({ count: 1 })
      .set({ ttl: epochSeconds(new Date((window + 2) * windowMs)) })
      .where((a, op) => `(${op.notExists(a.count)} OR ${op.lt(a.count, quota)})`)
      .go({ response: 'all_new' });
    const count = res.data.count ?? quota;
    return { quota, remaining: Math.max(0, quota - count), reset };
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
    const state = { quota, remaining: 0, reset };
    throw new ApiClientError('rate_limited', refusal, 'rate_limited', {}, { ...rateHeaders(state), 'retry-after': String(reset) });
  }
}

/** The refusal with the rate-limit headers of the window it was counted in (its own headers kept). */
export function withRate(e: ApiClientError, s: RateState): ApiClientError {
  return new ApiClientError(e.kind, e.message, e.code, e.extra, { ...rateHeaders(s), ...e.headers });
}

/**
 * A refusal made before any key is known (no token, a bad one, unknown client credentials) is
 * counted in the caller address's own window and carries its headers, so every answer of the
 * public API has them and guessing tokens or secrets is throttled like any other use
 * (docs/decisions.md, "Public API"). Over the quota the refusal becomes the 429.
 */
export async function refusedAnonymously(e: unknown, address: string | undefined, clock: Clock = systemClock): Promise<unknown> {
  if (!isApiClientError(e)) return e;
  try {
    return withRate(e, await take(ANONYMOUS_ROOT, `addr:${address ?? 'unknown'}`, 'Too many requests from this address: send more once the window resets.', clock));
  } catch (limited) {
    return limited;
  }
}
