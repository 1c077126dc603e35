import { Entity } from 'electrodb';
import { lazyEntity } from '../db/lazy-entity.js';

/**
 * That a lead's delivery (its e-mail, its fan-out to integrations) was done: created before the
 * work with attribute_not_exists, so a redelivered 'lead-delivery' message does nothing twice.
 */
export const leadDeliveryEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'leadDelivery', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      leadId: { type: 'string', required: true, readOnly: true },
      deliveredAt: { type: 'string', required: true, readOnly: true },
      emailedTo: { type: 'list', items: { type: 'string' } },
    },
    indexes: {
      byLead: {
        pk: { field: 'pk', composite: ['rootId', 'leadId'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  }),
);
