import { Entity } from 'electrodb';
import { lazyEntity } from '../db/lazy-entity.js';

/** An agency's own text for an agreement document (sanitised when saved). */
export const agreementTemplateEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'agreementTemplate', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      companyId: { type: 'string', required: true, readOnly: true },
      documentType: { type: ['default_agency', 'default_client', 'minimum_spend', 'minimum_spend_v2'] as const, required: true, readOnly: true },
      html: { type: 'string', required: true },
      updatedAt: { type: 'string', required: true },
    },
    indexes: {
      byCompany: {
        pk: { field: 'pk', composite: ['rootId', 'companyId'] },
        sk: { field: 'sk', composite: ['documentType'] },
      },
    },
  }),
);
