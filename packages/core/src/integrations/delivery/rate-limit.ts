import { isConditionFailure } from '../../db/conditions.js';
import { epochSeconds } from '../../platform/clock.js';
import { deliveryRateEntity } from './integration-delivery.entity.js';

/**
 * Takes one call's slot in the connection's current fixed window (the adapter's published limit).
 * One conditioned update: it succeeds while the window's count is under the limit. Answers the
 * seconds until the window ends when it is full (the caller puts the message back for that long;
 * docs/decisions.md, "Leads out: integrations and delivery", Delivery).
 */
export async function takeRateSlot(
  rootId: string,
  integrationId: string,
  limit: { requests: number; perSeconds: number },
  now: Date,
): Promise<{ ok: true } | { ok: false; waitSeconds: number }> {
  const windowMs = limit.perSeconds * 1000;
  const window = Math.floor(now.getTime() / windowMs);
  try {
    await deliveryRateEntity.update({ rootId, integrationId, window })
      .add({ count: 1 })
      .set({ ttl: epochSeconds(now) + limit.perSeconds + 3600 })
      .where((a, op) => `${op.notExists(a.count)} OR ${op.lt(a.count, limit.requests)}`)
      .go({ response: 'none' });
    return { ok: true };
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
    const endsAt = (window + 1) * windowMs;
    return { ok: false, waitSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)) };
  }
}
