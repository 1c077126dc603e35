import { isConditionFailure } from '../../db/conditions.js';
import { epochSeconds } from '../../platform/clock.js';
import { deliveryRateEntity } from './integration-delivery.entity.js';

/**
 * Takes up to `wanted` calls' slots in the connection's current fixed window (the adapter's
 * published limit), for a worker batch's deliveries to one endpoint at once: one conditioned ADD
 * of all of them, which succeeds while the window still holds that many; when it does not, the
 * window's count is read and what is left is asked for (a concurrent worker may take it first,
 * so at most three rounds). Answers how many were taken and the seconds until the window ends
 * (the caller puts back the messages left over for that long; docs/decisions.md, "Leads out:
 * integrations and delivery", Delivery).
 */
export async function takeRateSlots(
  rootId: string,
  integrationId: string,
  limit: { requests: number; perSeconds: number },
  wanted: number,
  now: Date,
): Promise<{ taken: number; waitSeconds: number }> {
  const windowMs = limit.perSeconds * 1000;
  const window = Math.floor(now.getTime() / windowMs);
  const waitSeconds = Math.max(1, Math.ceil(((window + 1) * windowMs - now.getTime()) / 1000));
  let asking = Math.min(wanted, limit.requests);
  for (let round = 0; round < 3 && asking > 0; round++) {
    try {
      await deliveryRateEntity.update({ rootId, integrationId, window })
        .add({ count: asking })
        .set({ ttl: epochSeconds(now) + limit.perSeconds + 3600 })
        .where((a, op) => `${op.notExists(a.count)} OR ${op.lte(a.count, limit.requests - asking)}`)
        .go({ response: 'none' });
      return { taken: asking, waitSeconds };
    } catch (e) {
      if (!isConditionFailure(e)) throw e;
    }
    const used = (await deliveryRateEntity.get({ rootId, integrationId, window }).go({ consistent: true })).data?.count ?? 0;
    asking = Math.min(asking, limit.requests - used);
  }
  return { taken: 0, waitSeconds };
}
