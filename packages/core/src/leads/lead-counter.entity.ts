import { Entity } from 'electrodb';
import { lazyEntity } from '../db/lazy-entity.js';

/**
 * How many leads a campaign delivered in one limit period (`d2026-11-25`, `w2026-11-23` (the
 * Monday), `m2026-11`) and over its life (`all`). The pipeline raises it in the lead's own
 * transaction, conditioned on staying at or under the limit, so concurrent leads stop exactly at it.
 */
export const leadCounterEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'leadCounter', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      campaignId: { type: 'string', required: true, readOnly: true },
      period: { type: 'string', required: true, readOnly: true },
      delivered: { type: 'number', default: 0 },
      /** Period `all`: the highest leadsAmountNotification multiple whose admin notice was claimed. */
      notifiedUpTo: { type: 'number' },
      /** Period `test`: when the campaign's last "Send test lead" went (one a minute). */
      lastTestAt: { type: 'string' },
    },
    indexes: {
      byCampaign: {
        pk: { field: 'pk', composite: ['rootId', 'campaignId'] },
        sk: { field: 'sk', composite: ['period'] },
      },
    },
  }),
);
