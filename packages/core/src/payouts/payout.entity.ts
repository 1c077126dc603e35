import { Entity, type EntityItem } from 'electrodb';
import { lazyEntity } from '../db/lazy-entity.js';
import { PAYOUT_LINE_KINDS, PAYOUT_STATUSES } from './payout-values.js';

/**
 * What the platform owes an agency for one closed calendar month, and how it was paid
 * (docs/decisions.md, "Agency payouts"). Created only if absent (`payout:<agencyId>:<yyyy-MM>`), so
 * a run twice or two runs at once fix the amount once; the transfer is keyed by the same id, so it
 * is made once; `paid` is written with the transfer id and its audit entry in one transaction,
 * conditioned on the payout still being pending at that attempt.
 */
export const payoutEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'payout', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      agencyId: { type: 'string', required: true, readOnly: true },
      agencyName: { type: 'string', required: true, readOnly: true },
      /** The calendar month paid for (yyyy-MM). */
      month: { type: 'string', required: true, readOnly: true },
      payoutId: { type: 'string', required: true, readOnly: true },
      status: { type: PAYOUT_STATUSES, required: true },
      /** What is transferred: the month's margin with late and carried lines, never below 0. */
      amountCents: { type: 'number', required: true, readOnly: true },
      /** Below 0 when refunds took more than the month earned: taken from the next month's payout. */
      carryCents: { type: 'number', default: 0, readOnly: true },
      /** What the agency's clients paid for what is counted (retail), and its wholesale part. */
      retailCents: { type: 'number', default: 0, readOnly: true },
      wholesaleCents: { type: 'number', default: 0, readOnly: true },
      lines: {
        type: 'list',
        readOnly: true,
        items: {
          type: 'map',
          properties: {
            kind: { type: PAYOUT_LINE_KINDS, required: true },
            clientId: { type: 'string' },
            clientName: { type: 'string' },
            /** The month the money was earned in (a late prepaid lead's own month; the carry's month). */
            month: { type: 'string', required: true },
            description: { type: 'string', required: true },
            /** Invoices or leads counted. */
            count: { type: 'number', required: true },
            /** The invoice numbers counted (invoice and refund lines). */
            refs: { type: 'list', items: { type: 'string' } },
            retailCents: { type: 'number', required: true },
            wholesaleCents: { type: 'number', required: true },
            amountCents: { type: 'number', required: true },
          },
        },
      },
      /** Numbers the gateway call: attempt 1 is keyed by the payout id, a later one by `<payoutId>:<attempt>`. */
      attempt: { type: 'number', default: 1 },
      /** When a transfer was last asked of the gateway: its idempotency key is kept for 24 hours only. */
      attemptedAt: { type: 'string' },
      accountId: { type: 'string' },
      transferId: { type: 'string' },
      heldReason: { type: 'string' },
      paidAt: { type: 'string' },
      createdAt: { type: 'string', required: true, readOnly: true },
      updatedAt: { type: 'string', required: true },
    },
    indexes: {
      byAgency: {
        pk: { field: 'pk', composite: ['rootId', 'agencyId'] },
        sk: { field: 'sk', composite: ['month'] },
      },
      byRootMonth: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['rootId'] },
        sk: { field: 'gsi1sk', composite: ['month', 'agencyId'] },
      },
    },
  }),
);

export type Payout = EntityItem<typeof payoutEntity>;
export type PayoutLine = NonNullable<Payout['lines']>[number];
