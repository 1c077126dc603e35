import { Entity, type EntityItem } from 'electrodb';
import { lazyEntity } from '../db/lazy-entity.js';
import { INVOICE_KINDS, INVOICE_STATUSES } from './invoice-values.js';

/**
 * One charge the platform makes to a company: the ledger row of money moved. Its id is derived from
 * what it pays for (the caller's idempotency key), so the same fee or billing event can only ever
 * have one invoice; `attempt` numbers the gateway charges of it (a retry is attempt + 1, with its
 * own gateway idempotency key), and each status change is conditioned on the status it expects.
 */
export const invoiceEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'invoice', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      invoiceId: { type: 'string', required: true, readOnly: true },
      companyId: { type: 'string', required: true, readOnly: true },
      companyName: { type: 'string', required: true, readOnly: true },
      number: { type: 'string', required: true, readOnly: true },
      kind: { type: INVOICE_KINDS, required: true, readOnly: true },
      description: { type: 'string', required: true, readOnly: true },
      lines: {
        type: 'list',
        readOnly: true,
        items: {
          type: 'map',
          properties: {
            description: { type: 'string', required: true },
            quantity: { type: 'number', required: true },
            unitCents: { type: 'number', required: true },
            amountCents: { type: 'number', required: true },
          },
        },
      },
      subtotalCents: { type: 'number', required: true, readOnly: true },
      /** Of amountCents, what platform-fee lines charge (a billing run's period invoice), for the root's revenue figures. */
      feeCents: { type: 'number', readOnly: true },
      discountCents: { type: 'number', default: 0, readOnly: true },
      couponCode: { type: 'string', readOnly: true },
      amountCents: { type: 'number', required: true, readOnly: true },
      status: { type: INVOICE_STATUSES, required: true },
      attempt: { type: 'number', required: true },
      idempotencyKey: { type: 'string', required: true, readOnly: true },
      /** The billing event this invoice settles, if any. */
      billingEventId: { type: 'string', readOnly: true },
      billingEventAt: { type: 'string', readOnly: true },
      paymentIntentId: { type: 'string' },
      failureCode: { type: 'string' },
      failureMessage: { type: 'string' },
      cardBrand: { type: 'string' },
      cardLast4: { type: 'string' },
      createdAt: { type: 'string', required: true, readOnly: true },
      updatedAt: { type: 'string', required: true },
      paidAt: { type: 'string' },
      refundedAt: { type: 'string' },
      /** The newest gateway event applied (epoch seconds), so an older one cannot undo it. */
      gatewayEventAt: { type: 'number', default: 0 },
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['rootId', 'invoiceId'] },
        sk: { field: 'sk', composite: [] },
      },
      byCompany: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['rootId', 'companyId'] },
        sk: { field: 'gsi1sk', composite: ['createdAt', 'invoiceId'] },
      },
    },
  }),
);

export type InvoiceItem = EntityItem<typeof invoiceEntity>;

/** Per-platform counters (invoice numbers), incremented atomically. */
export const counterEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'counter', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      name: { type: 'string', required: true, readOnly: true },
      value: { type: 'number', default: 0 },
    },
    indexes: {
      byName: {
        pk: { field: 'pk', composite: ['rootId', 'name'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  }),
);
