import { Entity } from 'electrodb';
import { lazyEntity } from '../db/lazy-entity.js';

/** A password-reset link: random, stored hashed, single use, one hour. */
export const passwordResetEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'passwordReset', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      resetId: { type: 'string', required: true, readOnly: true },
      userId: { type: 'string', required: true, readOnly: true },
      secretHash: { type: 'string', required: true, readOnly: true },
      expiresAt: { type: 'string', required: true, readOnly: true },
      usedAt: { type: 'string' },
      ttl: { type: 'number', required: true, readOnly: true },
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['rootId', 'resetId'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  }),
);
