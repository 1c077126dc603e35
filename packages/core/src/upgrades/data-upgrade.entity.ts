import { Entity, type EntityItem } from 'electrodb';
import { lazyEntity } from '../db/lazy-entity.js';

/**
 * How far one data upgrade has got on this table: the scan cursor of its next page, what it has
 * changed so far, and when it finished. A finished upgrade is not run again, so the hourly run costs
 * one read once everything is done (docs/decisions.md, "Data upgrades").
 */
export const dataUpgradeEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'dataUpgrade', version: '1', service: 'platform' },
    attributes: {
      name: { type: 'string', required: true, readOnly: true },
      status: { type: ['running', 'done'] as const, required: true },
      /** The next page's scan cursor; absent before the first page and once done. */
      cursor: { type: 'string' },
      /** Items the upgrade changed so far (what it found already right is not counted). */
      changed: { type: 'number', default: 0 },
      startedAt: { type: 'string', required: true, readOnly: true },
      finishedAt: { type: 'string' },
    },
    indexes: {
      byName: {
        pk: { field: 'pk', composite: ['name'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  }),
);

export type DataUpgradeRecord = EntityItem<typeof dataUpgradeEntity>;
