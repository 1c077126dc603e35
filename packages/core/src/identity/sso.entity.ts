import { Entity } from 'electrodb';
import { lazyEntity } from '../db/lazy-entity.js';

/** A single sign-on hand-off token: one user, one agency domain, one use, 60 seconds. */
export const ssoTokenEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'ssoToken', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      tokenId: { type: 'string', required: true, readOnly: true },
      secretHash: { type: 'string', required: true, readOnly: true },
      userId: { type: 'string', required: true, readOnly: true },
      agencyId: { type: 'string', required: true, readOnly: true },
      expiresAt: { type: 'string', required: true, readOnly: true },
      usedAt: { type: 'string' },
      ttl: { type: 'number', required: true, readOnly: true },
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['rootId', 'tokenId'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  }),
);
