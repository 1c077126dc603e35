import { z } from 'zod';
import { setupFailure } from './cards.js';
import { requireCustomer } from './customers.js';
import type { ApiRoute, Ctx } from './engine.js';
import { cardErrorBody, invalidRequest, StripeError, type CardFailure } from './errors.js';
import { clientSecretFor, forBrowser, intentRoutes, requireAuthentication, unexpectedState, zClientSecret } from './intents.js';
import { expand, nowSeconds, parseParams, zBool, zExpand, zMetadata, zUrl } from './params.js';
import { attach, cardBehaviour, checkUsableBy, createPaymentMethod, findPaymentMethod, zPaymentMethodData } from './payment-methods.js';
import { newId, type StripeObject } from './store.js';

const zConfirm = zClientSecret.extend({
  payment_method: z.string().optional(),
  payment_method_data: zPaymentMethodData.optional(),
  return_url: zUrl.optional(),
  expand: zExpand,
});

const zCreate = z.object({
  customer: z.string().optional(),
  usage: z.enum(['off_session', 'on_session']).optional(),
  description: z.string().optional(),
  metadata: zMetadata.optional(),
  payment_method: z.string().optional(),
  payment_method_types: z.array(z.string()).optional(),
  confirm: zBool.optional(),
  return_url: zUrl.optional(),
  expand: zExpand,
});

function succeed(ctx: Ctx, si: StripeObject, pm: StripeObject): void {
  if (si.customer) attach(ctx, pm, si.customer as string);
  Object.assign(si, { status: 'succeeded', payment_method: pm.id, last_setup_error: null, next_action: null });
  ctx.emit('setup_intent.succeeded', si);
}

/** A failed attempt: the intent asks for another card and remembers why (last_setup_error). */
function fail(ctx: Ctx, si: StripeObject, error: Record<string, unknown>, pm: StripeObject | null): void {
  Object.assign(si, {
    status: 'requires_payment_method',
    payment_method: null,
    next_action: null,
    last_setup_error: { ...error, ...(pm ? { payment_method: structuredClone(pm) } : {}) },
  });
  ctx.emit('setup_intent.setup_failed', si);
}

function declined(ctx: Ctx, si: StripeObject, failure: CardFailure, pm: StripeObject | null): StripeError {
  fail(ctx, si, { ...cardErrorBody(failure) }, pm);
  return new StripeError(402, { ...cardErrorBody(failure), setup_intent: structuredClone(forBrowser(ctx, si)) });
}

export function confirmSetupIntent(ctx: Ctx, si: StripeObject, p: z.infer<typeof zConfirm>): void {
  if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(si.status as string)) {
    throw unexpectedState(si, 'confirm');
  }
  let pm: StripeObject;
  try {
    if (p.payment_method_data) pm = createPaymentMethod(ctx, p.payment_method_data);
    else if (p.payment_method) pm = findPaymentMethod(ctx, p.payment_method);
    else if (si.payment_method) pm = findPaymentMethod(ctx, si.payment_method as string);
    else {
      throw invalidRequest(
        "You cannot confirm this SetupIntent because it's missing a payment method. Update the SetupIntent with a payment method and then confirm it again.",
        { code: 'setup_intent_unexpected_state' },
      );
    }
  } catch (e) {
    if (e instanceof StripeError && e.status === 402) {
      throw declined(ctx, si, { code: e.body.code!, declineCode: e.body.decline_code, message: e.body.message, param: e.body.param }, null);
    }
    throw e;
  }
  checkUsableBy(ctx, pm, (si.customer as string | null) ?? null);
  const behaviour = cardBehaviour(ctx, pm.id);
  const failure = setupFailure(behaviour);
  if (failure) throw declined(ctx, si, failure, pm);
  if (behaviour === 'authentication_required') {
    si.payment_method = pm.id;
    si.last_setup_error = null;
    requireAuthentication(ctx, si, p.return_url ?? null);
    ctx.emit('setup_intent.requires_action', si);
    return;
  }
  succeed(ctx, si, pm);
}

/** The cardholder answered the authentication page. */
export function finishSetupAuthentication(ctx: Ctx, si: StripeObject, completed: boolean): void {
  if (si.status !== 'requires_action') throw unexpectedState(si, 'authenticate');
  const pm = findPaymentMethod(ctx, si.payment_method as string);
  if (completed) {
    succeed(ctx, si, pm);
    return;
  }
  fail(
    ctx,
    si,
    {
      type: 'invalid_request_error',
      code: 'setup_intent_authentication_failure',
      doc_url: 'https://stripe.com/docs/error-codes/setup-intent-authentication-failure',
      message: 'The latest attempt to set up the payment method has failed because authentication failed. Provide a new payment method to attempt to set up again.',
    },
    pm,
  );
}

export const setupIntentRoutes: ApiRoute[] = [
  {
    method: 'POST',
    path: '/v1/setup_intents',
    handle(ctx) {
      const p = parseParams(zCreate, ctx.params);
      if (p.customer) requireCustomer(ctx, p.customer);
      // A payment method that cannot be used is refused before anything is made, as Stripe does.
      const pm = p.payment_method ? findPaymentMethod(ctx, p.payment_method) : undefined;
      if (pm) checkUsableBy(ctx, pm, p.customer ?? null);
      const id = newId('seti');
      const si = ctx.engine.store.put<StripeObject>({
        id,
        object: 'setup_intent',
        allowed_payment_method_types: null,
        application: null,
        automatic_payment_methods: null,
        cancellation_reason: null,
        client_secret: clientSecretFor(id),
        created: nowSeconds(ctx.engine.now()),
        customer: p.customer ?? null,
        description: p.description ?? null,
        excluded_payment_method_types: null,
        flow_directions: null,
        last_setup_error: null,
        latest_attempt: null,
        livemode: false,
        mandate: null,
        metadata: p.metadata ?? {},
        next_action: null,
        on_behalf_of: null,
        payment_method: null,
        payment_method_configuration_details: null,
        payment_method_options: { card: { mandate_options: null, network: null, request_three_d_secure: 'automatic' } },
        payment_method_types: p.payment_method_types ?? ['card'],
        single_use_mandate: null,
        status: 'requires_payment_method',
        usage: p.usage ?? 'off_session',
      });
      if (pm) {
        si.payment_method = pm.id;
        si.status = 'requires_confirmation';
      }
      ctx.emit('setup_intent.created', si);
      if (p.confirm) confirmSetupIntent(ctx, si, { return_url: p.return_url, expand: undefined });
      return expand(ctx.engine.store, si, p.expand);
    },
  },
  ...intentRoutes('setup_intent', zConfirm, confirmSetupIntent),
];
