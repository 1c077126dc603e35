import { Entity } from 'electrodb';
import { lazyEntity } from '../db/lazy-entity.js';
import { PLATFORM_DOCUMENT_NAMES } from './platform-document-texts.js';

/** A platform's own text for one of its public documents (sanitised when saved), one per root and name. */
export const platformDocumentEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'platformDocument', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      name: { type: PLATFORM_DOCUMENT_NAMES, required: true, readOnly: true },
      html: { type: 'string', required: true },
      updatedAt: { type: 'string', required: true },
      updatedBy: { type: 'string', required: true },
    },
    indexes: {
      byRoot: {
        pk: { field: 'pk', composite: ['rootId'] },
        sk: { field: 'sk', composite: ['name'] },
      },
    },
  }),
);
