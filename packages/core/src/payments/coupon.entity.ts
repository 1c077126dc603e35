import { Entity, type EntityItem } from 'electrodb';

/** A platform's coupon for the agency onboarding fee (percent or amount off). */
export const couponEntity = new Entity({
  model: { entity: 'coupon', version: '1', service: 'platform' },
  attributes: {
    rootId: { type: 'string', required: true, readOnly: true },
    code: { type: 'string', required: true, readOnly: true },
    percentOff: { type: 'number' },
    amountOffCents: { type: 'number' },
    active: { type: 'boolean', default: true },
    expiresAt: { type: 'string' },
  },
  indexes: {
    byCode: {
      pk: { field: 'pk', composite: ['rootId', 'code'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});

export type CouponItem = EntityItem<typeof couponEntity>;
