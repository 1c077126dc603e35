import { z } from 'zod';
import { retrieveRoute } from './retrieve.js';
import type { ApiRoute, RequestInfo } from './engine.js';
import { invalidRequest, resourceMissing } from './errors.js';
import { nowSeconds, parseParams, zInt } from './params.js';
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
      const p = parseParams(
        z.object({
          limit: zInt.optional(),
          starting_after: z.string().optional(),
          ending_before: z.string().optional(),
          type: z.string().optional(),
          types: z.array(z.string()).optional(),
        }),
        ctx.params,
      );
      const limit = p.limit ?? 10;
      if (limit < 1 || limit > 100) throw invalidRequest('This value must be between 1 and 100.', { param: 'limit' });
      // `type` takes one wildcard, as Stripe's does: `payment_intent.*`.
      const typeMatch = (t: string) =>
        (!p.type || (p.type.endsWith('.*') ? t.startsWith(p.type.slice(0, -1)) : t === p.type)) && (!p.types || p.types.includes(t));
      let events = ctx.engine.store.eventsNewestFirst().filter((e) => typeMatch(e.type as string));
      if (p.starting_after) {
        const i = events.findIndex((e) => e.id === p.starting_after);
        if (i < 0) throw resourceMissing('event', p.starting_after, 'starting_after');
        events = events.slice(i + 1);
      } else if (p.ending_before) {
        const i = events.findIndex((e) => e.id === p.ending_before);
        if (i < 0) throw resourceMissing('event', p.ending_before, 'ending_before');
        events = events.slice(Math.max(0, i - limit), i);
        return { object: 'list', data: events, has_more: i - limit > 0, url: '/v1/events' };
      }
      return { object: 'list', data: events.slice(0, limit), has_more: events.length > limit, url: '/v1/events' };
    },
  },
  retrieveRoute('/v1/events/{id}', 'event', 'event'),
];
