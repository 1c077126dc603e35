import { z } from 'zod';
import { checkCard, isCardFailure, MAGIC_PAYMENT_METHODS, setupFailure, type CardBehaviour } from './cards.js';
import { retrieveRoute } from './retrieve.js';
import type { ApiRoute, Ctx } from './engine.js';
import { cardError, invalidRequest, resourceMissing } from './errors.js';
import { expand, mergeMetadata, nowSeconds, parseParams, zExpand, zInt, zMetadata } from './params.js';
import { requireCustomer } from './customers.js';
import { createdMatches, listPage, zListParams } from './lists.js';
import { newId, type StripeObject } from './store.js';

export const zPaymentMethodData = z.object({
  type: z.literal('card', { error: 'Only card payment methods are supported' }),
  card: z.object({
    number: z.string().min(1),
    exp_month: zInt,
    exp_year: zInt,
    cvc: z.string().optional(),
  }),
  billing_details: z
    .object({
      name: z.string().optional(),
      email: z.string().optional(),
      phone: z.string().optional(),
      address: z.record(z.string(), z.string()).optional(),
    })
    .optional(),
  metadata: zMetadata.optional(),
});
export type PaymentMethodData = z.infer<typeof zPaymentMethodData>;

interface PmInternal extends Record<string, unknown> {
  behaviour: CardBehaviour;
  /** Stripe refuses to reuse a payment method once it was detached from its customer. */
  detached: boolean;
}

export const cardBehaviour = (ctx: Ctx, pmId: string): CardBehaviour =>
  ctx.engine.store.internal<PmInternal>(pmId).behaviour ?? 'ok';

/** Makes a payment method from card data; a card Stripe would refuse throws its 402 card_error. */
export function createPaymentMethod(ctx: Ctx, data: PaymentMethodData): StripeObject {
  const checked = checkCard(
    { number: data.card.number, expMonth: data.card.exp_month, expYear: data.card.exp_year, cvc: data.card.cvc },
    ctx.engine.now(),
    ctx.engine.store.fingerprintKey,
  );
  if (isCardFailure(checked)) throw cardError(checked);
  const address = data.billing_details?.address ?? {};
  const pm = ctx.engine.store.put<StripeObject>({
    id: newId('pm'),
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: {
      address: {
        city: address.city ?? null,
        country: address.country ?? null,
        line1: address.line1 ?? null,
        line2: address.line2 ?? null,
        postal_code: address.postal_code ?? null,
        state: address.state ?? null,
      },
      email: data.billing_details?.email ?? null,
      name: data.billing_details?.name ?? null,
      phone: data.billing_details?.phone ?? null,
      tax_id: null,
    },
    card: {
      brand: checked.brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: checked.cvcProvided ? 'pass' : null },
      country: checked.country,
      display_brand: checked.brand,
      exp_month: checked.expMonth,
      exp_year: checked.expYear,
      fingerprint: checked.fingerprint,
      funding: checked.funding,
      generated_from: null,
      last4: checked.last4,
      networks: { available: [checked.brand], preferred: null },
      regulated_status: null,
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: nowSeconds(ctx.engine.now()),
    customer: null,
    customer_account: null,
    livemode: false,
    metadata: data.metadata ?? {},
    type: 'card',
  });
  ctx.engine.store.setInternal(pm.id, { behaviour: checked.behaviour, detached: false } satisfies PmInternal);
  return pm;
}

/** A stored payment method, or a new one from Stripe's test ids (`pm_card_visa`, ...). */
export function findPaymentMethod(ctx: Ctx, id: string, param = 'payment_method'): StripeObject {
  const magic = MAGIC_PAYMENT_METHODS[id];
  if (magic) {
    return createPaymentMethod(ctx, { type: 'card', card: { number: magic, exp_month: 12, exp_year: new Date(ctx.engine.now()).getUTCFullYear() + 3, cvc: '123' } });
  }
  const pm = ctx.engine.store.find(id, 'payment_method');
  if (!pm) throw resourceMissing('PaymentMethod', id, param);
  return pm;
}

/** A payment method may be used for this customer: it is theirs, or it is fresh and unattached. */
export function checkUsableBy(ctx: Ctx, pm: StripeObject, customerId: string | null, param = 'payment_method'): void {
  if (ctx.engine.store.internal<PmInternal>(pm.id).detached) {
    throw invalidRequest(
      'The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, shared with a connected account without Customer attachment, or was detached from a Customer. It may not be used again. To use a PaymentMethod multiple times, you must attach it to a Customer first.',
      { param },
    );
  }
  if (pm.customer && pm.customer !== customerId) {
    throw invalidRequest(`The provided PaymentMethod ${pm.id} belongs to a different Customer.`, { param });
  }
}

export function attach(ctx: Ctx, pm: StripeObject, customerId: string): void {
  if (pm.customer === customerId) return;
  checkUsableBy(ctx, pm, customerId);
  pm.customer = customerId;
  ctx.emit('payment_method.attached', pm);
}

const zList = zListParams.extend({ type: z.string().optional() });

/** A customer's cards, newest first (Stripe's list shape). */
function listCards(ctx: Ctx, customerId: string, p: z.infer<typeof zList>, url: string) {
  requireCustomer(ctx, customerId, 'customer');
  const cards = ctx.engine.store
    .list('payment_method')
    .filter((pm) => pm.customer === customerId && (!p.type || pm.type === p.type) && createdMatches(pm.created as number, p.created))
    .reverse();
  return listPage(ctx.engine.store, cards, p, url, 'payment_method');
}

export const paymentMethodRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/v1/payment_methods',
    handle(ctx) {
      const p = parseParams(zList.extend({ customer: z.string().min(1) }), ctx.params);
      return listCards(ctx, p.customer, p, '/v1/payment_methods');
    },
  },
  {
    method: 'GET',
    path: '/v1/customers/{id}/payment_methods',
    handle(ctx) {
      const p = parseParams(zList, ctx.params);
      return listCards(ctx, ctx.path.id!, p, `/v1/customers/${ctx.path.id}/payment_methods`);
    },
  },
  {
    method: 'POST',
    path: '/v1/payment_methods',
    publishable: true,
    handle(ctx) {
      const p = parseParams(zPaymentMethodData.extend({ expand: zExpand }), ctx.params);
      return expand(ctx.engine.store, createPaymentMethod(ctx, p), p.expand);
    },
  },
  retrieveRoute('/v1/payment_methods/{id}', 'payment_method', 'PaymentMethod'),
  {
    method: 'POST',
    path: '/v1/payment_methods/{id}',
    handle(ctx) {
      const p = parseParams(z.object({ metadata: zMetadata.optional(), expand: zExpand }), ctx.params);
      const pm = ctx.engine.store.find(ctx.path.id!, 'payment_method');
      if (!pm) throw resourceMissing('PaymentMethod', ctx.path.id!);
      if (p.metadata) pm.metadata = mergeMetadata(pm.metadata, p.metadata);
      ctx.emit('payment_method.updated', pm);
      return expand(ctx.engine.store, pm, p.expand);
    },
  },
  {
    method: 'POST',
    path: '/v1/payment_methods/{id}/attach',
    handle(ctx) {
      const p = parseParams(z.object({ customer: z.string().min(1), expand: zExpand }), ctx.params);
      const pm = findPaymentMethod(ctx, ctx.path.id!, 'id');
      requireCustomer(ctx, p.customer);
      if (pm.customer && pm.customer !== p.customer) {
        throw invalidRequest('The payment method you provided has already been attached to a customer.', { code: 'payment_method_unexpected_state' });
      }
      // Attaching runs the card's set-up check: a card that declines cannot be saved.
      const failure = setupFailure(cardBehaviour(ctx, pm.id));
      if (failure) throw cardError(failure);
      attach(ctx, pm, p.customer);
      return expand(ctx.engine.store, pm, p.expand);
    },
  },
  {
    method: 'POST',
    path: '/v1/payment_methods/{id}/detach',
    handle(ctx) {
      const pm = ctx.engine.store.find(ctx.path.id!, 'payment_method');
      if (!pm) throw resourceMissing('PaymentMethod', ctx.path.id!);
      if (!pm.customer) {
        throw invalidRequest('The payment method you provided is not attached to a customer so detachment is impossible.', {
          code: 'payment_method_unexpected_state',
        });
      }
      const customer = ctx.engine.store.find(pm.customer as string, 'customer');
      const previous = { customer: pm.customer };
      pm.customer = null;
      ctx.engine.store.setInternal(pm.id, { detached: true });
      ctx.emit('payment_method.detached', pm, previous);
      const settings = customer?.invoice_settings as { default_payment_method: string | null } | undefined;
      if (customer && settings?.default_payment_method === pm.id) {
        const prev = { invoice_settings: { ...settings } };
        customer.invoice_settings = { ...settings, default_payment_method: null };
        ctx.emit('customer.updated', customer, prev);
      }
      return pm;
    },
  },
];
