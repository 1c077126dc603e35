import { Entity } from 'electrodb';
import { lazyEntity } from '../db/lazy-entity.js';

/** An agency's price for one client and module; money in cents. */
export const clientCostEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'clientCost', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      companyId: { type: 'string', required: true, readOnly: true },
      module: { type: ['local', 'locator', 'enhance', 'b2b'] as const, required: true, readOnly: true },
      /** Validated by the client-cost contract before it is written. */
      values: { type: 'any', required: true },
      updatedAt: { type: 'string', required: true },
    },
    indexes: {
      byClient: {
        pk: { field: 'pk', composite: ['rootId', 'companyId'] },
        sk: { field: 'sk', composite: ['module'] },
      },
    },
  }),
);
