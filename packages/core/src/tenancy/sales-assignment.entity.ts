import { Entity } from 'electrodb';
import { lazyEntity } from '../db/lazy-entity.js';

export const SALES_ROLES = ['salesrep', 'accountexecutive', 'accountref'] as const;
export type SalesRole = (typeof SALES_ROLES)[number];

/** Which agencies a sales user is assigned to, and as what: the sales user's downline list. */
export const salesAssignmentEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'salesAssignment', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      salesUserId: { type: 'string', required: true, readOnly: true },
      agencyId: { type: 'string', required: true, readOnly: true },
      role: { type: SALES_ROLES, required: true, readOnly: true },
    },
    indexes: {
      bySales: {
        pk: { field: 'pk', composite: ['rootId', 'salesUserId'] },
        sk: { field: 'sk', composite: ['agencyId', 'role'] },
      },
    },
  }),
);
