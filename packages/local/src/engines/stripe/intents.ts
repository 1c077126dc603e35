import { z } from 'zod';
import type { Ctx } from './engine.js';
import type { StripeError } from './errors.js';
import { authenticationError, invalidRequest, resourceMissing } from './errors.js';
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
