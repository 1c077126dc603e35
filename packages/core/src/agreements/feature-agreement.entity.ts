import { Entity } from 'electrodb';
import { lazyEntity } from '../db/lazy-entity.js';

/** A user's recorded agreement to a feature's service terms (the b2b Service Agreement dialog). */
export const featureAgreementEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'featureAgreement', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      userId: { type: 'string', required: true, readOnly: true },
      featureId: { type: 'string', required: true, readOnly: true },
      featureName: { type: 'string', required: true, readOnly: true },
      companyId: { type: 'string', required: true, readOnly: true },
      companyName: { type: 'string', required: true, readOnly: true },
      locationMenu: { type: 'string', readOnly: true },
      agreedAt: { type: 'string', required: true, readOnly: true },
      ip: { type: 'string', readOnly: true },
    },
    indexes: {
      byUser: {
        pk: { field: 'pk', composite: ['rootId', 'userId'] },
        sk: { field: 'sk', composite: ['featureId'] },
      },
    },
  }),
);
