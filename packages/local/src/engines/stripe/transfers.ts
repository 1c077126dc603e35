import { z } from 'zod';
import { requireTransferDestination } from './accounts.js';
import { retrieveRoute } from './retrieve.js';
import type { ApiRoute, Ctx } from './engine.js';
import { invalidRequest, resourceMissing } from './errors.js';
import { listPage, listRoute, zListParams } from './lists.js';
import { expand, nowSeconds, parseParams, zBool, zExpand, zInt, zMetadata } from './params.js';
import { newId, type StripeObject } from './store.js';

export interface TransferInput {
  amount: number;
  currency: string;
  destination: string;
  description?: string | null;
  metadata?: Record<string, string>;
  sourceTransaction?: string | null;
  transferGroup?: string | null;
}

/** Money moved from the platform to a connected account (a transfer, or a destination charge's share). */
export function createTransfer(ctx: Ctx, input: TransferInput, param = 'destination'): StripeObject {
  requireTransferDestination(ctx, input.destination, param);
  const transfer = ctx.engine.store.put<StripeObject>({
    id: newId('tr'),
    object: 'transfer',
    amount: input.amount,
    amount_reversed: 0,
    balance_transaction: newId('txn'),
    created: nowSeconds(ctx.engine.now()),
    currency: input.currency,
    description: input.description ?? null,
    destination: input.destination,
    destination_payment: newId('py'),
    livemode: false,
    metadata: input.metadata ?? {},
    reversals: { object: 'list', data: [], has_more: false, url: '' },
    reversed: false,
    source_transaction: input.sourceTransaction ?? null,
    source_type: 'card',
    transfer_group: input.transferGroup ?? null,
  });
  (transfer.reversals as Record<string, unknown>).url = `/v1/transfers/${transfer.id}/reversals`;
  ctx.emit('transfer.created', transfer);
  return transfer;
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * Takes `amount` back from the connected account (Stripe's transfer reversal): a reversal object,
 * the transfer's `amount_reversed`, `reversed` and `reversals` list, and `transfer.reversed`.
 */
export function reverseTransfer(
  ctx: Ctx,
  transfer: StripeObject,
  input: { amount?: number; metadata?: Record<string, string>; sourceRefund?: string | null },
): StripeObject {
  const left = (transfer.amount as number) - (transfer.amount_reversed as number);
  if (left <= 0) throw invalidRequest(`The transfer ${transfer.id} is already fully reversed.`, { param: 'amount' });
  const amount = input.amount ?? left;
  if (amount < 1) throw invalidRequest('This value must be greater than or equal to 1.', { code: 'parameter_invalid_integer', param: 'amount' });
  if (amount > left) {
    throw invalidRequest(`Transfer reversal amount (${dollars(amount)}) is greater than the amount left on transfer ${transfer.id} (${dollars(left)}).`, { param: 'amount' });
  }
  const reversal = ctx.engine.store.put<StripeObject>({
    id: newId('trr'),
    object: 'transfer_reversal',
    amount,
    balance_transaction: newId('txn'),
    created: nowSeconds(ctx.engine.now()),
    currency: transfer.currency,
    destination_payment_refund: newId('pyr'),
    metadata: input.metadata ?? {},
    source_refund: input.sourceRefund ?? null,
    transfer: transfer.id,
  });
  const reversals = transfer.reversals as { data: StripeObject[]; has_more: boolean };
  // The transfer embeds its newest reversals (Stripe shows up to 10; the list endpoint pages on).
  reversals.has_more = reversals.has_more || reversals.data.length >= 10;
  reversals.data = [structuredClone(reversal), ...reversals.data].slice(0, 10);
  transfer.amount_reversed = (transfer.amount_reversed as number) + amount;
  transfer.reversed = transfer.amount_reversed === transfer.amount;
  ctx.emit('transfer.reversed', transfer);
  return reversal;
}

function requireTransfer(ctx: Ctx): StripeObject {
  const transfer = ctx.engine.store.find(ctx.path.id!, 'transfer');
  if (!transfer) throw resourceMissing('transfer', ctx.path.id!);
  return transfer;
}

export const transferRoutes: ApiRoute[] = [
  {
    method: 'POST',
    path: '/v1/transfers',
    handle(ctx) {
      const p = parseParams(
        z.object({
          amount: zInt,
          currency: z.string().min(3),
          destination: z.string().min(1),
          description: z.string().optional(),
          metadata: zMetadata.optional(),
          source_transaction: z.string().optional(),
          transfer_group: z.string().optional(),
          expand: zExpand,
        }),
        ctx.params,
      );
      if (p.amount < 1) throw invalidRequest('This value must be greater than or equal to 1.', { code: 'parameter_invalid_integer', param: 'amount' });
      if (p.source_transaction && !ctx.engine.store.find(p.source_transaction, 'charge')) {
        throw resourceMissing('charge', p.source_transaction, 'source_transaction');
      }
      const transfer = createTransfer(ctx, {
        amount: p.amount,
        currency: p.currency.toLowerCase(),
        destination: p.destination,
        description: p.description,
        metadata: p.metadata,
        sourceTransaction: p.source_transaction,
        transferGroup: p.transfer_group,
      });
      return expand(ctx.engine.store, transfer, p.expand);
    },
  },
  listRoute('/v1/transfers', 'transfer', ['destination', 'transfer_group']),
  retrieveRoute('/v1/transfers/{id}', 'transfer', 'transfer'),
  {
    method: 'POST',
    path: '/v1/transfers/{id}/reversals',
    handle(ctx) {
      const p = parseParams(
        z.object({
          amount: zInt.optional(),
          description: z.string().optional(),
          metadata: zMetadata.optional(),
          refund_application_fee: zBool.optional(),
          expand: zExpand,
        }),
        ctx.params,
      );
      const reversal = reverseTransfer(ctx, requireTransfer(ctx), { amount: p.amount, metadata: p.metadata });
      return expand(ctx.engine.store, reversal, p.expand);
    },
  },
  {
    method: 'GET',
    path: '/v1/transfers/{id}/reversals',
    handle(ctx) {
      const p = parseParams(zListParams, ctx.params);
      const transfer = requireTransfer(ctx);
      const reversals = ctx.engine.store
        .list('transfer_reversal')
        .filter((r) => r.transfer === transfer.id)
        .reverse();
      return listPage(ctx.engine.store, reversals, p, `/v1/transfers/${transfer.id}/reversals`, 'transfer_reversal');
    },
  },
  {
    method: 'GET',
    path: '/v1/transfers/{id}/reversals/{reversal}',
    handle(ctx) {
      const p = parseParams(z.object({ expand: zExpand }), ctx.params);
      const transfer = requireTransfer(ctx);
      const reversal = ctx.engine.store.find(ctx.path.reversal!, 'transfer_reversal');
      if (!reversal || reversal.transfer !== transfer.id) throw resourceMissing('transfer_reversal', ctx.path.reversal!);
      return expand(ctx.engine.store, reversal, p.expand);
    },
  },
];
