import { Entity } from 'electrodb';
import { lazyEntity } from '../db/lazy-entity.js';

/**
 * One gateway event id, claimed in the same transaction as the change it makes, so an event
 * delivered again finds its claim and changes nothing. Keyed by the gateway's event id alone: the
 * event arrives before we know its tenant (like a domain claim). Kept 30 days (Stripe retries for 3).
 */
export const gatewayEventEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'gatewayEvent', version: '1', service: 'platform' },
    attributes: {
      eventId: { type: 'string', required: true, readOnly: true },
      type: { type: 'string', required: true, readOnly: true },
      outcome: { type: ['applied', 'stale', 'ignored'] as const, required: true, readOnly: true },
      receivedAt: { type: 'string', required: true, readOnly: true },
      ttl: { type: 'number', required: true, readOnly: true },
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['eventId'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  }),
);
