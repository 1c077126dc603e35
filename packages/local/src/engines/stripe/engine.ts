import type { Store, StripeObject } from './store.js';

/** What every resource handler and page works with: the state, the clock and the event outbox. */
export interface Engine {
  store: Store;
  /** Epoch milliseconds (the platform's clock in the embedded runtime, so tests can move time). */
  now(): number;
  /** Where a browser reaches this gateway (authentication and onboarding pages). */
  publicUrl: string;
  apiVersion: string;
  /** Records a Stripe event about `object` and queues its webhook delivery. */
  emit(type: string, object: StripeObject, previous?: Record<string, unknown>, request?: RequestInfo): StripeObject;
}

export interface RequestInfo {
  /** Null for changes made on the gateway's pages (as Stripe's dashboard-made events have). */
  id: string | null;
  idempotencyKey: string | null;
}

export type KeyKind = 'secret' | 'publishable';

export interface Ctx {
  engine: Engine;
  /** Path parameters (`{id}`). */
  path: Record<string, string>;
  /** Form body (POST) or query (GET, DELETE), nested as qs parses it. */
  params: Record<string, unknown>;
  keyKind: KeyKind;
  request: RequestInfo;
  emit(type: string, object: StripeObject, previous?: Record<string, unknown>): void;
  /** A `processing` fault met this request: a PaymentIntent it confirms stays processing this long, then succeeds. */
  processingForMs?: number;
}

export interface ApiRoute {
  method: 'GET' | 'POST' | 'DELETE';
  /** `/v1/customers/{id}` */
  path: string;
  /** Stripe.js may call it with the publishable key (and the intent's client secret). */
  publishable?: boolean;
  handle(ctx: Ctx): StripeObject | Record<string, unknown>;
}

/** The fields of `obj` that `next` changes, with their old values (an event's previous_attributes). */
export function previousAttributes(obj: Record<string, unknown>, next: Record<string, unknown>): Record<string, unknown> {
  const prev: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(next)) {
    if (JSON.stringify(obj[k]) !== JSON.stringify(v)) prev[k] = obj[k] ?? null;
  }
  return prev;
}

/** Applies `next` to `obj` and, when something changed, emits `<object>.updated` with what it was. */
export function update(ctx: Ctx, obj: StripeObject, next: Record<string, unknown>): void {
  const previous = previousAttributes(obj, next);
  Object.assign(obj, next);
  if (Object.keys(previous).length) ctx.emit(`${obj.object}.updated`, obj, previous);
}
