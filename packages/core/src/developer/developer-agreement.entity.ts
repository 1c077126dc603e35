import { Entity, type EntityItem } from 'electrodb';
import { lazyEntity } from '../db/lazy-entity.js';

/**
 * A user's agreement to the marketing services agreement for the developer API, for one company:
 * ticked by the person who will use the key (docs/decisions.md, "Developer API keys and agreement").
 */
export const developerAgreementEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'developerAgreement', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      companyId: { type: 'string', required: true, readOnly: true },
      userId: { type: 'string', required: true, readOnly: true },
      userName: { type: 'string', required: true, readOnly: true },
      companyName: { type: 'string', required: true, readOnly: true },
      locationMenu: { type: 'string', readOnly: true },
      documentType: { type: 'string', readOnly: true },
      agreedAt: { type: 'string', required: true, readOnly: true },
      ip: { type: 'string', readOnly: true },
    },
    indexes: {
      byCompany: {
        pk: { field: 'pk', composite: ['rootId', 'companyId'] },
        sk: { field: 'sk', composite: ['userId'] },
      },
    },
  }),
);

export type DeveloperAgreement = EntityItem<typeof developerAgreementEntity>;
