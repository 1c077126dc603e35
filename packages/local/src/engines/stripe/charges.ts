import type { ApiRoute, Ctx } from './engine.js';
import type { CardFailure } from './errors.js';
import { nowSeconds } from './params.js';
import { retrieveRoute } from './retrieve.js';
import { newId, type StripeObject } from './store.js';

/** The charge a PaymentIntent's attempt makes: succeeded, or failed with the card's reason. */
export function createCharge(ctx: Ctx, pi: StripeObject, pm: StripeObject, failure: CardFailure | null): StripeObject {
  const card = pm.card as Record<string, unknown>;
  const ok = failure === null;
  return ctx.engine.store.put<StripeObject>({
    id: newId('ch'),
    object: 'charge',
    amount: pi.amount,
    amount_captured: ok ? pi.amount : 0,
    amount_refunded: 0,
    application_fee_amount: pi.application_fee_amount ?? null,
    balance_transaction: ok ? newId('txn') : null,
    billing_details: pm.billing_details,
    captured: ok,
    created: nowSeconds(ctx.engine.now()),
    currency: pi.currency,
    customer: pi.customer ?? null,
    description: pi.description ?? null,
    disputed: false,
    failure_code: failure?.code ?? null,
    failure_message: failure?.message ?? null,
    livemode: false,
    metadata: structuredClone(pi.metadata ?? {}),
    outcome: ok
      ? { network_status: 'approved_by_network', reason: null, risk_level: 'normal', seller_message: 'Payment complete.', type: 'authorized' }
      : {
          network_status: 'declined_by_network',
          reason: failure.declineCode ?? null,
          risk_level: 'normal',
          seller_message: 'The bank did not return any further details with this decline.',
          type: 'issuer_declined',
        },
    paid: ok,
    payment_intent: pi.id,
    payment_method: pm.id,
    payment_method_details: {
      card: { brand: card.brand, country: card.country, exp_month: card.exp_month, exp_year: card.exp_year, funding: card.funding, last4: card.last4 },
      type: 'card',
    },
    refunded: false,
    status: ok ? 'succeeded' : 'failed',
    transfer: null,
    transfer_data: pi.transfer_data ?? null,
  });
}

export const chargeRoutes: ApiRoute[] = [
  retrieveRoute('/v1/charges/{id}', 'charge', 'charge'),
];
