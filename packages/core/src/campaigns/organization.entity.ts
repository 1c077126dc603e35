import { Entity, type EntityItem } from 'electrodb';
import { lazyEntity } from '../db/lazy-entity.js';

/**
 * A company's organization record (docs/product.md, Campaigns and the four modules: OrganizationName,
 * ParentID, CustomID), the id a data or ad vendor files the company's campaigns under (the company's
 * external_organizationid). One per company.
 */
export const organizationEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'organization', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      companyId: { type: 'string', required: true, readOnly: true },
      organizationId: { type: 'string', required: true, readOnly: true },
      name: { type: 'string', required: true },
      parentId: { type: 'string' },
      customId: { type: 'string' },
      createdAt: { type: 'string', required: true, readOnly: true },
    },
    indexes: {
      byCompany: {
        pk: { field: 'pk', composite: ['rootId', 'companyId'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  }),
);

export type Organization = EntityItem<typeof organizationEntity>;
