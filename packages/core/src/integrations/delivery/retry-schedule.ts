/**
 * Standard Webhooks' retry schedule, used for every integration (a CRM that is down is a webhook
 * that is down): the first attempt now, then these waits before attempts 2..10. After the tenth
 * failure the delivery is failed (listed and replayable). Total 3 days 4 hours to 3 days 19 hours.
 */
export const RETRY_DELAYS_SECONDS = [5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600, 14 * 3600, 20 * 3600, 24 * 3600] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;

/** The longest a provider's Retry-After can push an attempt (a bigger one is read as this). */
const MAX_RETRY_AFTER_SECONDS = 24 * 3600;

/**
 * Seconds to wait after failed attempt `attempt` (1-based), or undefined when no attempt is left.
 * Jitter of up to +20% keeps endpoints that failed together from being retried together; it only
 * lengthens a wait, so the ten attempts always span the 3 days after which a failing integration
 * is disabled (docs/decisions.md, "Leads out: integrations and delivery", Delivery). Retry-After is honoured when it asks for longer.
 */
export function retryDelaySeconds(attempt: number, retryAfterSeconds?: number, random: () => number = Math.random): number | undefined {
  const base = RETRY_DELAYS_SECONDS[attempt - 1];
  if (base === undefined) return undefined;
  const jittered = Math.max(1, Math.round(base * (1 + 0.2 * random())));
  const asked = retryAfterSeconds !== undefined && retryAfterSeconds > 0 ? Math.min(retryAfterSeconds, MAX_RETRY_AFTER_SECONDS) : 0;
  return Math.max(jittered, Math.ceil(asked));
}

/** SQS holds a message back at most this long; longer waits are the minute sweep's. */
export const SQS_MAX_DELAY_SECONDS = 900;
