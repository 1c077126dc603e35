import { z } from 'zod';
import { requireTransferDestination } from './accounts.js';
import { retrieveRoute } from './retrieve.js';
import type { ApiRoute, Ctx } from './engine.js';
import { invalidRequest, resourceMissing } from './errors.js';
import { expand, nowSeconds, parseParams, zExpand, zInt, zMetadata } from './params.js';
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
    reversals: { object: 'list', data: [], has_more: false, total_count: 0, url: '' },
    reversed: false,
    source_transaction: input.sourceTransaction ?? null,
    source_type: 'card',
    transfer_group: input.transferGroup ?? null,
  });
  (transfer.reversals as Record<string, unknown>).url = `/v1/transfers/${transfer.id}/reversals`;
  ctx.emit('transfer.created', transfer);
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
  retrieveRoute('/v1/transfers/{id}', 'transfer', 'transfer'),
];
