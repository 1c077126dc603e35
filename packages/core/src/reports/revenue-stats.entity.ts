import { Entity, type EntityItem } from 'electrodb';
import { lazyEntity } from '../db/lazy-entity.js';

/**
 * The root's business figures per agency, kept where money and leads move: each lead's, paid
 * invoice's, wallet top-up's, refund's and paid payout's own transaction ADDs to its agency's
 * day item and month item (docs/decisions.md, "Reports and revenue aggregates"). Partitioned by
 * root and month with the agency in the sort key, so Report Analytics over 90 days for thousands of
 * agencies is a few partition queries (month items for whole months, day items for the ends), never
 * one query per agency. A platform's total is the sum of its partition: no single hot item that
 * every lead of the platform would write.
 */
export const REVENUE_GRAINS = ['day', 'month'] as const;

export const revenueStatsEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'revenueStats', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      /** yyyy-MM (root's, or for leads the client's, calendar). */
      month: { type: 'string', required: true, readOnly: true },
      grain: { type: REVENUE_GRAINS, required: true, readOnly: true },
      /** yyyy-MM-dd for a day item; the month (yyyy-MM) for a month item. */
      day: { type: 'string', required: true, readOnly: true },
      /** The agency the figures belong to (its own fees and payouts, its clients' leads and charges). */
      agencyId: { type: 'string', required: true, readOnly: true },
      /** Delivered leads, and what they were priced: client to agency (retail), agency to root (wholesale). */
      leads: { type: 'number', default: 0 },
      retailCents: { type: 'number', default: 0 },
      wholesaleCents: { type: 'number', default: 0 },
      /** Paid invoices by what they charged for (cents actually charged, after discounts). */
      leadChargesCents: { type: 'number', default: 0 },
      platformFeeCents: { type: 'number', default: 0 },
      setupFeeCents: { type: 'number', default: 0 },
      onboardingFeeCents: { type: 'number', default: 0 },
      developerFeeCents: { type: 'number', default: 0 },
      minimumSpendCents: { type: 'number', default: 0 },
      otherChargesCents: { type: 'number', default: 0 },
      /** Prepaid wallet top-ups credited, and top-up money refunded. */
      topupCents: { type: 'number', default: 0 },
      refundCents: { type: 'number', default: 0 },
      /** Transfers to the agency marked paid. */
      payoutCents: { type: 'number', default: 0 },
    },
    indexes: {
      byRootMonth: {
        pk: { field: 'pk', composite: ['rootId', 'month'] },
        sk: { field: 'sk', composite: ['grain', 'day', 'agencyId'] },
      },
    },
  }),
);

export type RevenueStats = EntityItem<typeof revenueStatsEntity>;
