import { Entity, type EntityItem } from 'electrodb';
import { lazyEntity } from '../db/lazy-entity.js';
import { COUNT_MODULES, COUNT_STATUSES, COUNT_TARGET_LOCATIONS } from './count-values.js';

/**
 * One approximate lead count (the spec's approximate lead row), belonging to a client company and
 * a module. Its id is derived from the company, module, query and UTC day (docs/decisions.md,
 * "Approximate lead counts"), so asking the same count again the same day finds this row.
 */
export const approximateCountEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'approximateCount', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      countId: { type: 'string', required: true, readOnly: true },
      companyId: { type: 'string', required: true, readOnly: true },
      agencyId: { type: 'string', required: true, readOnly: true },
      module: { type: COUNT_MODULES, required: true, readOnly: true },
      targetLocation: { type: COUNT_TARGET_LOCATIONS, required: true, readOnly: true },
      states: { type: 'string', required: true, readOnly: true },
      cities: { type: 'string', required: true, readOnly: true },
      zipCode: { type: 'string', required: true, readOnly: true },
      keyword: { type: 'string', required: true, readOnly: true },
      status: { type: COUNT_STATUSES, required: true },
      count: { type: 'number' },
      countWithoutGeo: { type: 'number' },
      apiVersion: { type: 'number', required: true },
      /** Who asked (the completion e-mail goes to them). */
      requestedBy: { type: 'string', required: true },
      /** How many times it was queued (a retry after an error queues it again). */
      attempts: { type: 'number', required: true },
      createdAt: { type: 'string', required: true, readOnly: true },
      updatedAt: { type: 'string', required: true },
      completedAt: { type: 'string' },
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['rootId', 'countId'] },
        sk: { field: 'sk', composite: [] },
      },
      /** The table of one client and module, newest first. */
      byCompany: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['rootId', 'companyId', 'module'] },
        sk: { field: 'gsi1sk', composite: ['createdAt', 'countId'] },
      },
    },
  }),
);

export type ApproximateCount = EntityItem<typeof approximateCountEntity>;
