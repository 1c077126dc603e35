import { z } from 'zod';
import { retrieveRoute } from './retrieve.js';
import type { ApiRoute, RequestInfo } from './engine.js';
import { createdMatches, listPage, zListParams } from './lists.js';
import { nowSeconds, parseParams } from './params.js';
import { newId, type Store, type StripeObject } from './store.js';

/** Builds and stores the Stripe event about `object` (a snapshot as it is now). */
export function buildEvent(
  store: Store,
  nowMs: number,
  apiVersion: string,
  type: string,
  object: StripeObject,
  previous: Record<string, unknown> | undefined,
  request: RequestInfo | undefined,
): StripeObject {
  const event: StripeObject = {
    id: newId('evt'),
    object: 'event',
    api_version: apiVersion,
    created: nowSeconds(nowMs),
    data: { object: structuredClone(object), ...(previous ? { previous_attributes: structuredClone(previous) } : {}) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: request?.id ?? null, idempotency_key: request?.idempotencyKey ?? null },
    type,
  };
  store.addEvent(event);
  return event;
}

export const eventRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/v1/events',
    handle(ctx) {
      const p = parseParams(zListParams.extend({ type: z.string().optional(), types: z.array(z.string()).optional() }), ctx.params);
      // `type` takes one wildcard, as Stripe's does: `payment_intent.*`.
      const typeMatch = (t: string) =>
        (!p.type || (p.type.endsWith('.*') ? t.startsWith(p.type.slice(0, -1)) : t === p.type)) && (!p.types || p.types.includes(t));
      const events = ctx.engine.store.eventsNewestFirst().filter((e) => typeMatch(e.type as string) && createdMatches(e.created as number, p.created));
      return listPage(ctx.engine.store, events, p, '/v1/events', 'event');
    },
  },
  retrieveRoute('/v1/events/{id}', 'event', 'event'),
];
