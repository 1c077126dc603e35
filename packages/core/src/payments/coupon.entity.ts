import { Entity, type EntityItem } from 'electrodb';
import { lazyEntity } from '../db/lazy-entity.js';

/** A platform's coupon for the agency onboarding fee (percent or amount off). */
export const couponEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'coupon', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      code: { type: 'string', required: true, readOnly: true },
      percentOff: { type: 'number' },
      amountOffCents: { type: 'number' },
      active: { type: 'boolean', default: true },
      /** The first instant it no longer applies: the day after its last day starts (the root's time zone). */
      expiresAt: { type: 'string' },
      /** Its last day as the root entered it (yyyy-MM-dd), for the list. */
      expiresOn: { type: 'string' },
      updatedAt: { type: 'string' },
      /**
       * Invoices it was applied to, added in the transaction that creates the invoice (absent: none),
       * so a repeated charge, whose invoice already exists, never counts twice.
       */
      redemptions: { type: 'number' },
    },
    indexes: {
      byCode: {
        pk: { field: 'pk', composite: ['rootId', 'code'] },
        sk: { field: 'sk', composite: [] },
      },
      /** The root's coupon list, by code. */
      byRoot: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['rootId'] },
        sk: { field: 'gsi1sk', composite: ['code'] },
      },
    },
  }),
);

export type CouponItem = EntityItem<typeof couponEntity>;
