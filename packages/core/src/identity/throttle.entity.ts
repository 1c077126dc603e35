import { Entity } from 'electrodb';
import { lazyEntity } from '../db/lazy-entity.js';

/** Failure counters for brute-force defence, one item per subject and fixed window; expire by TTL. */
export const throttleEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'throttle', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      scope: { type: 'string', required: true, readOnly: true },
      subject: { type: 'string', required: true, readOnly: true },
      window: { type: 'number', required: true, readOnly: true },
      count: { type: 'number', default: 0 },
      ttl: { type: 'number' },
    },
    indexes: {
      bySubject: {
        pk: { field: 'pk', composite: ['rootId', 'scope', 'subject'] },
        sk: { field: 'sk', composite: ['window'] },
      },
    },
  }),
);
