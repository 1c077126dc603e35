import { z } from 'zod';
import { listRoute } from './lists.js';
import { retrieveRoute } from './retrieve.js';
import type { ApiRoute } from './engine.js';
import { invalidRequest, resourceMissing } from './errors.js';
import { expand, nowSeconds, parseParams, zBool, zExpand, zInt, zMetadata } from './params.js';
import { newId, type StripeObject } from './store.js';
import { reverseTransfer } from './transfers.js';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export const refundRoutes: ApiRoute[] = [
  {
    method: 'POST',
    path: '/v1/refunds',
    handle(ctx) {
      const p = parseParams(
        z.object({
          payment_intent: z.string().optional(),
          charge: z.string().optional(),
          amount: zInt.optional(),
          reason: z.enum(['duplicate', 'fraudulent', 'requested_by_customer']).optional(),
          metadata: zMetadata.optional(),
          reverse_transfer: zBool.optional(),
          refund_application_fee: zBool.optional(),
          expand: zExpand,
        }),
        ctx.params,
      );
      const { store } = ctx.engine;
      let charge: StripeObject | undefined;
      if (p.payment_intent) {
        const pi = store.find(p.payment_intent, 'payment_intent');
        if (!pi) throw resourceMissing('payment_intent', p.payment_intent, 'payment_intent');
        if (pi.status !== 'succeeded' || !pi.latest_charge) {
          throw invalidRequest(`This PaymentIntent (${pi.id}) does not have a successful charge to refund.`, { code: 'charge_not_refundable', param: 'payment_intent' });
        }
        charge = store.find(pi.latest_charge as string, 'charge');
      } else if (p.charge) {
        charge = store.find(p.charge, 'charge');
        if (!charge) throw resourceMissing('charge', p.charge, 'charge');
      } else {
        throw invalidRequest('One of the following params should be provided for this request: payment_intent or charge.', { code: 'parameter_missing' });
      }
      if (!charge || charge.status !== 'succeeded') throw invalidRequest('This charge cannot be refunded because it did not succeed.', { code: 'charge_not_refundable' });
      const remaining = (charge.amount_captured as number) - (charge.amount_refunded as number);
      if (remaining <= 0) throw invalidRequest(`Charge ${charge.id} has already been refunded.`, { code: 'charge_already_refunded' });
      const amount = p.amount ?? remaining;
      if (amount < 1) throw invalidRequest('This value must be greater than or equal to 1.', { code: 'parameter_invalid_integer', param: 'amount' });
      if (amount > remaining) {
        throw invalidRequest(`Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(remaining)})`, {
          code: 'amount_too_large',
          param: 'amount',
        });
      }
      const refund = store.put<StripeObject>({
        id: newId('re'),
        object: 'refund',
        amount,
        balance_transaction: newId('txn'),
        charge: charge.id,
        created: nowSeconds(ctx.engine.now()),
        currency: charge.currency,
        customer: charge.customer ?? null,
        customer_account: null,
        destination_details: { card: { reference_status: 'pending', reference_type: 'acquirer_reference_number', type: 'refund' }, type: 'card' },
        metadata: p.metadata ?? {},
        payment_intent: charge.payment_intent ?? null,
        payment_method: charge.payment_method ?? null,
        reason: p.reason ?? null,
        receipt_number: null,
        source_transfer_reversal: null,
        status: 'succeeded',
        transfer_reversal: null,
      });
      const transfer = p.reverse_transfer && charge.transfer ? store.find(charge.transfer as string, 'transfer') : undefined;
      if (transfer) {
        // The connected account gives back its share in proportion to the refund.
        const left = (transfer.amount as number) - (transfer.amount_reversed as number);
        const share = Math.min(left, Math.round(((transfer.amount as number) * amount) / (charge.amount as number)));
        if (share > 0) refund.transfer_reversal = reverseTransfer(ctx, transfer, { amount: share, sourceRefund: refund.id }).id;
      }
      const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
      charge.amount_refunded = (charge.amount_refunded as number) + amount;
      charge.refunded = charge.amount_refunded === charge.amount_captured;
      ctx.emit('refund.created', refund);
      ctx.emit('charge.refunded', charge, previous);
      return expand(store, refund, p.expand);
    },
  },
  listRoute('/v1/refunds', 'refund', ['charge', 'payment_intent']),
  retrieveRoute('/v1/refunds/{id}', 'refund', 'refund'),
];
