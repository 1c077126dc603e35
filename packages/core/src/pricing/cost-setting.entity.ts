import { Entity } from 'electrodb';
import { lazyEntity } from '../db/lazy-entity.js';

/**
 * A company's cost structure (setting "costagency"): module → term → fields, in cents. The root's
 * own is the floor ("rootcostagency") its agencies are held to.
 */
export const costSettingEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'costSetting', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      companyId: { type: 'string', required: true, readOnly: true },
      name: { type: ['costagency'] as const, required: true, readOnly: true },
      /** Validated by the cost-structure rules before it is written. */
      costs: { type: 'any', required: true },
      /** The root's only: what one matched row of a data enrichment costs (docs/decisions.md, "Data enrichment and export jobs"). */
      enrichmentCents: { type: 'number' },
      dpay: { type: ['Weekly', 'Monthly', 'OneTime', 'Prepaid'] as const, default: 'Weekly' },
      updatedAt: { type: 'string', required: true },
    },
    indexes: {
      byCompany: {
        pk: { field: 'pk', composite: ['rootId', 'companyId'] },
        sk: { field: 'sk', composite: ['name'] },
      },
    },
  }),
);
