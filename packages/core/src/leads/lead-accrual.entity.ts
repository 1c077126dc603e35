import { Entity, type EntityItem } from 'electrodb';
import { lazyEntity } from '../db/lazy-entity.js';

/**
 * A delivered lead's charge waiting for its billing run (Weekly or Monthly clients; the agency's
 * wholesale under manual bill). Written in the lead's transaction, keyed by the payer's open period
 * and the lead, so a redelivered lead cannot accrue twice; the run sums one period's rows.
 */
export const leadAccrualEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'leadAccrual', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      /** Who pays: the client (its agency's price) or, under manual bill, the agency (wholesale). */
      payerId: { type: 'string', required: true, readOnly: true },
      /** The billing period, e.g. `W2026-11-23` (week starting that Monday) or `M2026-11`; `to-date:<event>` once billed to date. */
      period: { type: 'string', required: true, readOnly: true },
      leadId: { type: 'string', required: true, readOnly: true },
      campaignId: { type: 'string', required: true, readOnly: true },
      amountCents: { type: 'number', required: true, readOnly: true },
      retailCents: { type: 'number', required: true, readOnly: true },
      wholesaleCents: { type: 'number', required: true, readOnly: true },
      createdAt: { type: 'string', required: true, readOnly: true },
      /** Set on a row billing to date moved out of an open period (its `period` is then `to-date:<event>`). */
      movedFrom: { type: 'string', readOnly: true },
    },
    indexes: {
      byPeriod: {
        pk: { field: 'pk', composite: ['rootId', 'payerId', 'period'] },
        sk: { field: 'sk', composite: ['leadId'] },
      },
    },
  }),
);

export type LeadAccrual = EntityItem<typeof leadAccrualEntity>;
