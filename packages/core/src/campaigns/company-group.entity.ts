import { Entity, type EntityItem } from 'electrodb';
import { lazyEntity } from '../db/lazy-entity.js';

/**
 * A client's company group (docs/product.md, Campaigns and the four modules: companyGroupID,
 * companyGroupName): a folder its campaigns are filed in (campaign.companyGroupID), and the `{group}` of the
 * campaign list's path.
 */
export const companyGroupEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'companyGroup', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      companyId: { type: 'string', required: true, readOnly: true },
      groupId: { type: 'string', required: true, readOnly: true },
      name: { type: 'string', required: true },
      createdAt: { type: 'string', required: true, readOnly: true },
    },
    indexes: {
      byCompany: {
        pk: { field: 'pk', composite: ['rootId', 'companyId'] },
        sk: { field: 'sk', composite: ['groupId'] },
      },
    },
  }),
);

export type CompanyGroup = EntityItem<typeof companyGroupEntity>;
