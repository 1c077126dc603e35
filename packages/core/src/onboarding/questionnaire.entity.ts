import { Entity } from 'electrodb';
import { lazyEntity } from '../db/lazy-entity.js';

/** A company's onboarding questionnaire answers (one per company; answers validated by the contract on read and write). */
export const questionnaireEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'questionnaire', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      companyId: { type: 'string', required: true, readOnly: true },
      answers: { type: 'any', required: true },
      updatedAt: { type: 'string', required: true },
      updatedByUserId: { type: 'string', required: true },
      updatedByName: { type: 'string', required: true },
    },
    indexes: {
      byCompany: {
        pk: { field: 'pk', composite: ['rootId', 'companyId'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  }),
);
