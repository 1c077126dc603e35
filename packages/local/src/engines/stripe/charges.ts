import type { ApiRoute, Ctx } from './engine.js';
import type { CardFailure } from './errors.js';
import { listRoute } from './lists.js';
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
    application: null,
    application_fee: null,
    application_fee_amount: pi.application_fee_amount ?? null,
    balance_transaction: ok ? newId('txn') : null,
    billing_details: pm.billing_details,
    // What the card statement would show: the intent's descriptor, else the (local) account's.
    calculated_statement_descriptor: (pi.statement_descriptor as string | null) ?? 'LOCAL GATEWAY',
    captured: ok,
    created: nowSeconds(ctx.engine.now()),
    currency: pi.currency,
    customer: pi.customer ?? null,
    description: pi.description ?? null,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: failure?.code ?? null,
    failure_message: failure?.message ?? null,
    fraud_details: {},
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
    on_behalf_of: null,
    paid: ok,
    payment_intent: pi.id,
    payment_method: pm.id,
    payment_method_details: {
      card: { brand: card.brand, country: card.country, exp_month: card.exp_month, exp_year: card.exp_year, funding: card.funding, last4: card.last4 },
      type: 'card',
    },
    receipt_email: pi.receipt_email ?? null,
    receipt_number: null,
    // The gateway serves no receipts.
    receipt_url: null,
    refunded: false,
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: pi.statement_descriptor ?? null,
    statement_descriptor_suffix: pi.statement_descriptor_suffix ?? null,
    status: ok ? 'succeeded' : 'failed',
    transfer: null,
    transfer_data: pi.transfer_data ?? null,
    transfer_group: pi.transfer_group ?? null,
  });
}

export const chargeRoutes: ApiRoute[] = [
  listRoute('/v1/charges', 'charge', ['customer', 'payment_intent', 'transfer_group']),
  retrieveRoute('/v1/charges/{id}', 'charge', 'charge'),
];
