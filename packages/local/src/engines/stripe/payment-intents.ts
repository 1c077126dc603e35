import { z } from 'zod';
import { requireTransferDestination } from './accounts.js';
import { chargeFailure } from './cards.js';
import { createCharge } from './charges.js';
import { requireCustomer } from './customers.js';
import type { ApiRoute, Ctx } from './engine.js';
import { cardErrorBody, invalidRequest, StripeError, type CardFailure } from './errors.js';
import { clientSecretFor, forBrowser, intentRoutes, requireAuthentication, unexpectedState, zClientSecret } from './intents.js';
import { listRoute } from './lists.js';
import { expand, nowSeconds, parseParams, zBool, zExpand, zInt, zMetadata, zUrl } from './params.js';
import { cardBehaviour, checkUsableBy, createPaymentMethod, findPaymentMethod, zPaymentMethodData } from './payment-methods.js';
import { searchRoute } from './search.js';
import { newId, type StripeObject } from './store.js';
import { createTransfer } from './transfers.js';

const zOffSession = z.union([zBool, z.enum(['one_off', 'recurring']).transform(() => true)]);

const zConfirm = zClientSecret.extend({
  payment_method: z.string().optional(),
  payment_method_data: zPaymentMethodData.optional(),
  off_session: zOffSession.optional(),
  return_url: zUrl.optional(),
  expand: zExpand,
});
type ConfirmParams = z.infer<typeof zConfirm>;

const zCreate = z.object({
  amount: zInt,
  currency: z.string().min(3),
  customer: z.string().optional(),
  payment_method: z.string().optional(),
  payment_method_data: zPaymentMethodData.optional(),
  payment_method_types: z.array(z.string()).optional(),
  off_session: zOffSession.optional(),
  confirm: zBool.optional(),
  description: z.string().optional(),
  metadata: zMetadata.optional(),
  receipt_email: z.string().optional(),
  statement_descriptor: z.string().optional(),
  statement_descriptor_suffix: z.string().optional(),
  return_url: zUrl.optional(),
  capture_method: z.enum(['automatic', 'automatic_async']).optional(),
  application_fee_amount: zInt.optional(),
  transfer_data: z.object({ destination: z.string().min(1), amount: zInt.optional() }).optional(),
  transfer_group: z.string().optional(),
  expand: zExpand,
});

function succeed(ctx: Ctx, pi: StripeObject, pm: StripeObject): void {
  const charge = createCharge(ctx, pi, pm, null);
  const transferData = pi.transfer_data as { destination: string; amount?: number } | null;
  if (transferData) {
    // A destination charge: the connected account gets the amount less the platform's fee.
    const transfer = createTransfer(ctx, {
      amount: transferData.amount ?? (pi.amount as number) - ((pi.application_fee_amount as number | null) ?? 0),
      currency: pi.currency as string,
      destination: transferData.destination,
      sourceTransaction: charge.id,
      transferGroup: (pi.transfer_group as string | null) ?? `group_${pi.id}`,
    });
    charge.transfer = transfer.id;
    charge.transfer_group = transfer.transfer_group;
  }
  Object.assign(pi, {
    status: 'succeeded',
    payment_method: pm.id,
    amount_received: pi.amount,
    latest_charge: charge.id,
    last_payment_error: null,
    next_action: null,
  });
  ctx.emit('charge.succeeded', charge);
  ctx.emit('payment_intent.succeeded', pi);
}

function declined(ctx: Ctx, pi: StripeObject, pm: StripeObject, failure: CardFailure): StripeError {
  // Stripe makes no charge when the bank was never asked (authentication was required first).
  const charge = failure.code === 'authentication_required' ? null : createCharge(ctx, pi, pm, failure);
  const error = { ...cardErrorBody(failure), ...(charge ? { charge: charge.id } : {}) };
  Object.assign(pi, {
    status: 'requires_payment_method',
    payment_method: null,
    next_action: null,
    latest_charge: charge?.id ?? pi.latest_charge ?? null,
    last_payment_error: { ...error, payment_method: structuredClone(pm) },
  });
  if (charge) ctx.emit('charge.failed', charge);
  ctx.emit('payment_intent.payment_failed', pi);
  return new StripeError(402, { ...error, payment_intent: structuredClone(forBrowser(ctx, pi)), payment_method: structuredClone(pm) });
}

export function confirmPaymentIntent(ctx: Ctx, pi: StripeObject, p: ConfirmParams): void {
  if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(pi.status as string)) {
    throw unexpectedState(pi, 'confirm');
  }
  let pm: StripeObject;
  if (p.payment_method_data) pm = createPaymentMethod(ctx, p.payment_method_data);
  else if (p.payment_method) pm = findPaymentMethod(ctx, p.payment_method);
  else if (pi.payment_method) pm = findPaymentMethod(ctx, pi.payment_method as string);
  else {
    throw invalidRequest(
      "You cannot confirm this PaymentIntent because it's missing a payment method. To confirm the PaymentIntent with cus_, provide a payment_method.",
      { code: 'payment_intent_unexpected_state' },
    );
  }
  checkUsableBy(ctx, pm, (pi.customer as string | null) ?? null);
  const offSession = p.off_session ?? false;
  const behaviour = cardBehaviour(ctx, pm.id);
  const failure = chargeFailure(behaviour, offSession);
  if (failure) throw declined(ctx, pi, pm, failure);
  if (behaviour === 'authentication_required') {
    pi.payment_method = pm.id;
    requireAuthentication(ctx, pi, p.return_url ?? null);
    ctx.emit('payment_intent.requires_action', pi);
    return;
  }
  if (ctx.processingForMs !== undefined) {
    // The bank has not decided yet: answered processing, settled later as Stripe's events settle it.
    Object.assign(pi, { status: 'processing', payment_method: pm.id, next_action: null, last_payment_error: null });
    ctx.emit('payment_intent.processing', pi);
    setTimeout(() => {
      if (pi.status === 'processing') succeed(ctx, pi, pm);
    }, ctx.processingForMs).unref();
    return;
  }
  succeed(ctx, pi, pm);
}

/** The cardholder answered the authentication page for an on-session payment. */
export function finishPaymentAuthentication(ctx: Ctx, pi: StripeObject, completed: boolean): void {
  if (pi.status !== 'requires_action') throw unexpectedState(pi, 'authenticate');
  const pm = findPaymentMethod(ctx, pi.payment_method as string);
  if (completed) {
    succeed(ctx, pi, pm);
    return;
  }
  Object.assign(pi, {
    status: 'requires_payment_method',
    payment_method: null,
    next_action: null,
    last_payment_error: {
      type: 'invalid_request_error',
      code: 'payment_intent_authentication_failure',
      doc_url: 'https://stripe.com/docs/error-codes/payment-intent-authentication-failure',
      message: 'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
      payment_method: structuredClone(pm),
    },
  });
  ctx.emit('payment_intent.payment_failed', pi);
}

function checkCreate(ctx: Ctx, p: z.infer<typeof zCreate>): void {
  const currency = p.currency.toLowerCase();
  if (currency === 'usd' && p.amount < 50) {
    throw invalidRequest('Amount must be at least $0.50 usd', { code: 'amount_too_small', param: 'amount' });
  }
  if (p.amount < 1) throw invalidRequest('This value must be greater than or equal to 1.', { code: 'parameter_invalid_integer', param: 'amount' });
  if (p.customer) requireCustomer(ctx, p.customer);
  if (p.off_session !== undefined && !p.confirm) {
    throw invalidRequest('You can only pass in off_session when confirm is set to true.', { param: 'off_session' });
  }
  if (p.application_fee_amount !== undefined) {
    if (!p.transfer_data) {
      throw invalidRequest(
        'Can only apply an application_fee_amount when the PaymentIntent is attempting a direct payment (using an OAuth key or Stripe-Account header) or destination payment (using `transfer_data[destination]`).',
        { param: 'application_fee_amount' },
      );
    }
    if (p.application_fee_amount < 0 || p.application_fee_amount > p.amount) {
      throw invalidRequest('The application fee amount must be between 0 and the amount of the PaymentIntent.', { param: 'application_fee_amount' });
    }
  }
  if (p.transfer_data) {
    requireTransferDestination(ctx, p.transfer_data.destination, 'transfer_data[destination]');
    const share = p.transfer_data.amount;
    if (share !== undefined && (share < 0 || share > p.amount)) {
      throw invalidRequest('The transfer amount must be between 0 and the amount of the PaymentIntent.', { param: 'transfer_data[amount]' });
    }
  }
}

export const paymentIntentRoutes: ApiRoute[] = [
  listRoute('/v1/payment_intents', 'payment_intent', ['customer']),
  // Before `/v1/payment_intents/{id}`, which would take "search" for an id.
  searchRoute('/v1/payment_intents/search', 'payment_intent', { amount: 'number', created: 'number', currency: 'token', customer: 'token', metadata: 'token', status: 'token' }),
  {
    method: 'POST',
    path: '/v1/payment_intents',
    handle(ctx) {
      const p = parseParams(zCreate, ctx.params);
      checkCreate(ctx, p);
      // A payment method that cannot be used is refused before anything is made, as Stripe does.
      const pm = p.payment_method ? findPaymentMethod(ctx, p.payment_method) : undefined;
      if (pm) checkUsableBy(ctx, pm, p.customer ?? null);
      const id = newId('pi');
      const pi = ctx.engine.store.put<StripeObject>({
        id,
        object: 'payment_intent',
        allowed_payment_method_types: null,
        amount: p.amount,
        amount_capturable: 0,
        amount_details: { tip: {} },
        amount_received: 0,
        application: null,
        application_fee_amount: p.application_fee_amount ?? null,
        automatic_payment_methods: null,
        canceled_at: null,
        cancellation_reason: null,
        capture_method: p.capture_method ?? 'automatic',
        client_secret: clientSecretFor(id),
        confirmation_method: 'automatic',
        created: nowSeconds(ctx.engine.now()),
        currency: p.currency.toLowerCase(),
        customer: p.customer ?? null,
        customer_account: null,
        description: p.description ?? null,
        excluded_payment_method_types: null,
        last_payment_error: null,
        latest_charge: null,
        livemode: false,
        managed_payments: null,
        metadata: p.metadata ?? {},
        next_action: null,
        on_behalf_of: null,
        payment_method: null,
        // Null as on Stripe when payment_method_types is given (no payment method configuration applies).
        payment_method_configuration_details: null,
        payment_method_options: { card: { installments: null, mandate_options: null, network: null, request_three_d_secure: 'automatic' } },
        payment_method_types: p.payment_method_types ?? ['card'],
        payment_record: null,
        processing: null,
        receipt_email: p.receipt_email ?? null,
        review: null,
        setup_future_usage: null,
        shipping: null,
        source: null,
        statement_descriptor: p.statement_descriptor ?? null,
        statement_descriptor_suffix: p.statement_descriptor_suffix ?? null,
        status: 'requires_payment_method',
        transfer_data: p.transfer_data ? { destination: p.transfer_data.destination, ...(p.transfer_data.amount !== undefined ? { amount: p.transfer_data.amount } : {}) } : null,
        transfer_group: p.transfer_group ?? null,
      });
      if (pm) {
        pi.payment_method = pm.id;
        pi.status = 'requires_confirmation';
      }
      ctx.emit('payment_intent.created', pi);
      if (p.confirm) {
        confirmPaymentIntent(ctx, pi, { payment_method_data: p.payment_method_data, off_session: p.off_session, return_url: p.return_url, expand: undefined });
      }
      return expand(ctx.engine.store, pi, p.expand);
    },
  },
  ...intentRoutes('payment_intent', zConfirm, confirmPaymentIntent),
];
