import { Entity, type EntityItem } from 'electrodb';
import { lazyEntity } from '../db/lazy-entity.js';
import { COUNT_MODULES, COUNT_TARGET_LOCATIONS } from './count-values.js';

/**
 * A saved audience: one client's target (the count query, in its canonical form) with the id of
 * the approximate-count row that sized it. Read by id, and by agency for the audience list
 * (filtered by client and module in memory: an agency keeps tens of audiences, not thousands).
 */
export const audienceEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'audience', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      audienceId: { type: 'string', required: true, readOnly: true },
      agencyId: { type: 'string', required: true, readOnly: true },
      companyId: { type: 'string', required: true, readOnly: true },
      name: { type: 'string', required: true },
      module: { type: COUNT_MODULES, required: true },
      targetLocation: { type: COUNT_TARGET_LOCATIONS, required: true },
      states: { type: 'string', required: true },
      cities: { type: 'string', required: true },
      zipCode: { type: 'string', required: true },
      keyword: { type: 'string', required: true },
      /** The latest count row of this target (refreshing queues a new one). */
      countId: { type: 'string' },
      createdByUserId: { type: 'string' },
      createdAt: { type: 'string', required: true, readOnly: true },
      updatedAt: { type: 'string', required: true },
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['rootId', 'audienceId'] },
        sk: { field: 'sk', composite: [] },
      },
      byAgency: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['rootId', 'agencyId'] },
        sk: { field: 'gsi1sk', composite: ['audienceId'] },
      },
    },
  }),
);
export type AudienceItem = EntityItem<typeof audienceEntity>;

/** An audience's name, claimed within its client (lower-cased) in the audience's own transaction. */
export const audienceNameClaimEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'audienceNameClaim', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      companyId: { type: 'string', required: true, readOnly: true },
      name: { type: 'string', required: true, readOnly: true },
      audienceId: { type: 'string', required: true, readOnly: true },
    },
    indexes: {
      byName: {
        pk: { field: 'pk', composite: ['rootId', 'companyId'] },
        sk: { field: 'sk', composite: ['name'] },
      },
    },
  }),
);

export const audienceNameKey = (name: string) => name.trim().toLowerCase();
