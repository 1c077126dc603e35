import { Entity, type EntityItem } from 'electrodb';
import { lazyEntity } from '../db/lazy-entity.js';

/** Open payments are spread over this many index partitions, so no one partition takes every charge's writes. */
export const OPEN_PAYMENT_SHARDS = 8;

export const OPEN_PAYMENT_KINDS = ['invoice', 'wallet_topup', 'wallet_auto_topup', 'wallet_refund'] as const;
export type OpenPaymentKind = (typeof OPEN_PAYMENT_KINDS)[number];

/**
 * A gateway call recorded before it is made (docs/decisions.md, "Money you can trust"). It is
 * written in the transaction that opens what it pays for (an invoice's attempt, a top-up request, a
 * refund's ledger row) and deleted in the transaction that records the gateway's answer, so while
 * it exists the money's fate is unknown to the ledger. It holds everything the call sent, so the
 * reconciliation run can look the call up by its idempotency key, or make the identical call again
 * (the gateway answers a repeated key with the first result), and finish it exactly once.
 */
export const openPaymentEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'openPayment', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      /** The gateway idempotency key of the call. */
      key: { type: 'string', required: true, readOnly: true },
      shard: { type: 'string', required: true, readOnly: true },
      kind: { type: OPEN_PAYMENT_KINDS, required: true, readOnly: true },
      companyId: { type: 'string', required: true, readOnly: true },
      amountCents: { type: 'number', required: true, readOnly: true },
      description: { type: 'string', required: true, readOnly: true },
      /** Charges: the customer and card the call charges (kept, so a repeat sends the same request). */
      customerId: { type: 'string', readOnly: true },
      paymentMethodId: { type: 'string', readOnly: true },
      /** Refunds: the PaymentIntent refunded. */
      paymentIntentId: { type: 'string', readOnly: true },
      invoiceId: { type: 'string', readOnly: true },
      attempt: { type: 'number', readOnly: true },
      /** Wallet top-ups: the request (`<user>:<request_id>`) or threshold crossing paid for. */
      topupId: { type: 'string', readOnly: true },
      crossing: { type: 'string', readOnly: true },
      /** Refunds: the top-up refunded and the ledger row already written for it. */
      refundTxId: { type: 'string', readOnly: true },
      /** Manual top-ups: the settings the same request saves. */
      customAmount: { type: 'boolean', readOnly: true },
      continual: { type: 'boolean', readOnly: true },
      /** Who asked for it, for the audit row written when it is finished. */
      byUserId: { type: 'string', required: true, readOnly: true },
      byName: { type: 'string', required: true, readOnly: true },
      byUserType: { type: 'string', required: true, readOnly: true },
      byCompanyId: { type: 'string', readOnly: true },
      createdAt: { type: 'string', required: true, readOnly: true },
    },
    indexes: {
      byKey: {
        pk: { field: 'pk', composite: ['rootId', 'key'] },
        sk: { field: 'sk', composite: [] },
      },
      byAge: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['shard'] },
        sk: { field: 'gsi1sk', composite: ['createdAt', 'key'] },
      },
    },
  }),
);

export type OpenPayment = EntityItem<typeof openPaymentEntity>;
