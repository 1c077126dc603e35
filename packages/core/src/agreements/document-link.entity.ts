import { Entity } from 'electrodb';
import { lazyEntity } from '../db/lazy-entity.js';
import { DOCUMENT_TYPES } from './agreement-templates.js';

/**
 * A document's address (the `pkdoc` of /download-auth/{pkdoc}): an unguessable id naming which
 * company's which agreement. It grants nothing by itself: whoever opens it must still reach the company.
 */
export const documentLinkEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'documentLink', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      docId: { type: 'string', required: true, readOnly: true },
      companyId: { type: 'string', required: true, readOnly: true },
      documentType: { type: DOCUMENT_TYPES, required: true, readOnly: true },
      createdBy: { type: 'string', required: true, readOnly: true },
      createdAt: { type: 'string', required: true, readOnly: true },
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['rootId', 'docId'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  }),
);
