import { z } from 'zod';
import type { ApiRoute, Ctx } from './engine.js';
import type { StripeError } from './errors.js';
import { authenticationError, invalidRequest, resourceMissing } from './errors.js';
import { expand, mergeMetadata, nowSeconds, parseParams, zExpand, zMetadata } from './params.js';
import { randomToken, type StripeObject } from './store.js';

/** Shared by SetupIntents and PaymentIntents: client secrets, the publishable-key rule, 3-D Secure. */
export const zClientSecret = z.object({ client_secret: z.string().optional() });

export const clientSecretFor = (id: string) => `${id}_secret_${randomToken(24)}`;

export interface IntentInternal extends Record<string, unknown> {
  authToken: string;
  returnUrl: string | null;
}

/** With the publishable key (the browser), an intent is reached only with its client secret. */
export function findIntent(ctx: Ctx, kind: 'setup_intent' | 'payment_intent', clientSecret: string | undefined): StripeObject {
  const id = ctx.path.id!;
  const intent = ctx.engine.store.find(id, kind);
  const label = kind === 'setup_intent' ? 'setupintent' : 'payment_intent';
  if (!intent) throw resourceMissing(label, id);
  if (ctx.keyKind === 'publishable') {
    if (!clientSecret) throw authenticationError('A client_secret is required when this object is retrieved or confirmed with a publishable key.');
    if (clientSecret !== intent.client_secret) {
      throw invalidRequest(`The client_secret provided does not match the client_secret associated with the ${kind === 'setup_intent' ? 'SetupIntent' : 'PaymentIntent'}.`, {
        param: 'client_secret',
      });
    }
  }
  return intent;
}

/** What the browser may see of an intent reached with the publishable key. */
export function forBrowser(ctx: Ctx, intent: StripeObject): StripeObject {
  if (ctx.keyKind === 'secret') return intent;
  const { metadata: _metadata, ...rest } = intent;
  return rest as StripeObject;
}

/** Sends the intent to the gateway's authentication page (Stripe's redirect_to_url next action). */
export function requireAuthentication(ctx: Ctx, intent: StripeObject, returnUrl: string | null): void {
  const authToken = randomToken(24);
  ctx.engine.store.setInternal(intent.id, { authToken, returnUrl } satisfies IntentInternal);
  intent.status = 'requires_action';
  intent.next_action = {
    type: 'redirect_to_url',
    redirect_to_url: { url: `${ctx.engine.publicUrl}/_auth/${intent.object}/${intent.id}?token=${authToken}`, return_url: returnUrl },
  };
}

export function unexpectedState(intent: StripeObject, action: string): StripeError {
  const noun = intent.object === 'setup_intent' ? 'SetupIntent' : 'PaymentIntent';
  const code = intent.object === 'setup_intent' ? 'setup_intent_unexpected_state' : 'payment_intent_unexpected_state';
  const why = intent.status === 'succeeded' ? 'it has already succeeded' : `it has a status of ${String(intent.status)}`;
  return invalidRequest(`You cannot ${action} this ${noun} because ${why}.`, { code });
}

/**
 * Retrieve, update, confirm and cancel, the same for SetupIntents and PaymentIntents; `confirm`
 * is each kind's own rule, its parameters checked by `zConfirm`.
 */
export function intentRoutes<P extends { client_secret?: string; expand?: string[] }>(
  kind: 'setup_intent' | 'payment_intent',
  zConfirm: z.ZodType<P>,
  confirm: (ctx: Ctx, intent: StripeObject, params: P) => void,
): ApiRoute[] {
  const base = `/v1/${kind}s/{id}`;
  return [
    {
      method: 'GET',
      path: base,
      publishable: true,
      handle(ctx) {
        const p = parseParams(zClientSecret.extend({ expand: zExpand }), ctx.params);
        return expand(ctx.engine.store, forBrowser(ctx, findIntent(ctx, kind, p.client_secret)), p.expand);
      },
    },
    {
      method: 'POST',
      path: base,
      handle(ctx) {
        const p = parseParams(z.object({ metadata: zMetadata.optional(), description: z.string().optional(), expand: zExpand }), ctx.params);
        const intent = findIntent(ctx, kind, undefined);
        if (p.metadata) intent.metadata = mergeMetadata(intent.metadata, p.metadata);
        if (p.description !== undefined) intent.description = p.description || null;
        return expand(ctx.engine.store, intent, p.expand);
      },
    },
    {
      method: 'POST',
      path: `${base}/confirm`,
      publishable: true,
      handle(ctx) {
        const p = parseParams(zConfirm, ctx.params);
        const intent = findIntent(ctx, kind, p.client_secret);
        confirm(ctx, intent, p);
        return expand(ctx.engine.store, forBrowser(ctx, intent), p.expand);
      },
    },
    {
      method: 'POST',
      path: `${base}/cancel`,
      handle(ctx) {
        const p = parseParams(z.object({ cancellation_reason: z.string().optional(), expand: zExpand }), ctx.params);
        const intent = findIntent(ctx, kind, undefined);
        if (intent.status === 'succeeded' || intent.status === 'canceled') throw unexpectedState(intent, 'cancel');
        Object.assign(intent, {
          status: 'canceled',
          cancellation_reason: p.cancellation_reason ?? null,
          next_action: null,
          ...(kind === 'payment_intent' ? { canceled_at: nowSeconds(ctx.engine.now()) } : {}),
        });
        ctx.emit(`${kind}.canceled`, intent);
        return expand(ctx.engine.store, intent, p.expand);
      },
    },
  ];
}
