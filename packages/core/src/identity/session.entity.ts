import { Entity, type EntityItem } from 'electrodb';
import { lazyEntity } from '../db/lazy-entity.js';

/**
 * A session family: everything descended from one sign-in. Revoking it ends every access and
 * refresh token of that sign-in at once (logout, refresh-token reuse, password change).
 */
export const sessionEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'session', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      sessionId: { type: 'string', required: true, readOnly: true },
      userId: { type: 'string', required: true, readOnly: true },
      /** Set when a root system user is viewing as another user: the original user's id. */
      viewModeOriginUserId: { type: 'string', readOnly: true },
      ip: { type: 'string' },
      /** The user's company's parent when the session began (a company never moves): a read hint for its tokens. */
      companyParentId: { type: 'string', readOnly: true },
      createdAt: { type: 'string', required: true, readOnly: true },
      expiresAt: { type: 'string', required: true, readOnly: true },
      revokedAt: { type: 'string' },
      revokedReason: { type: ['logout', 'reuse', 'password', 'admin'] as const },
      ttl: { type: 'number', required: true, readOnly: true },
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['rootId', 'sessionId'] },
        sk: { field: 'sk', composite: [] },
      },
      byUser: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['rootId', 'userId'] },
        sk: { field: 'gsi1sk', composite: ['createdAt', 'sessionId'] },
      },
    },
  }),
);

export type Session = EntityItem<typeof sessionEntity>;

/**
 * One refresh token of a session family, stored by its SHA-256 hash only. A token is `current`
 * until used once; presenting a `used` token again means it was stolen, so the family is revoked.
 */
export const refreshTokenEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'refreshToken', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      sessionId: { type: 'string', required: true, readOnly: true },
      tokenHash: { type: 'string', required: true, readOnly: true },
      status: { type: ['current', 'used'] as const, required: true },
      usedAt: { type: 'string' },
      ttl: { type: 'number', required: true, readOnly: true },
    },
    indexes: {
      byHash: {
        pk: { field: 'pk', composite: ['rootId', 'sessionId'] },
        sk: { field: 'sk', composite: ['tokenHash'] },
      },
    },
  }),
);
