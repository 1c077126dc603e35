import { Entity } from 'electrodb';
import { lazyEntity } from '../db/lazy-entity.js';

export const BILLING_EVENT_TYPES = ['manual_bill_on', 'manual_bill_off_settle', 'manual_settlement', 'developer_fee', 'onboarding_fee_set', 'campaign_setup_fee'] as const;
export type BillingEventType = (typeof BILLING_EVENT_TYPES)[number];

/**
 * Something that moves money and that the payments capability settles through the payment
 * gateway: recorded here by the switches so no charge is lost before payments land.
 */
export const billingEventEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'billingEvent', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      companyId: { type: 'string', required: true, readOnly: true },
      eventId: { type: 'string', required: true, readOnly: true },
      createdAt: { type: 'string', required: true, readOnly: true },
      type: { type: BILLING_EVENT_TYPES, required: true, readOnly: true },
      amountCents: { type: 'number', readOnly: true },
      status: { type: ['pending', 'settled', 'failed'] as const, default: 'pending' },
      byUserId: { type: 'string', required: true, readOnly: true },
    },
    indexes: {
      byCompany: {
        pk: { field: 'pk', composite: ['rootId', 'companyId'] },
        sk: { field: 'sk', composite: ['createdAt', 'eventId'] },
      },
    },
  }),
);
