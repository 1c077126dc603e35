import { Entity, type EntityItem } from 'electrodb';
import { lazyEntity } from '../db/lazy-entity.js';

/**
 * The first answer to a public-API POST sent with an Idempotency-Key, per API key, kept 24 h (TTL):
 * `pending` while the first request runs (until `lockedUntil`), then `done` with its status and body.
 */
export const idempotencyRecordEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'idempotencyRecord', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      keyId: { type: 'string', required: true, readOnly: true },
      idempotencyKey: { type: 'string', required: true, readOnly: true },
      /** SHA-256 of method, path and body: the same key with another request is refused. */
      requestHash: { type: 'string', required: true, readOnly: true },
      state: { type: ['pending', 'done'] as const, required: true },
      lockedUntil: { type: 'number', required: true },
      status: { type: 'number' },
      body: { type: 'string' },
      createdAt: { type: 'string', required: true, readOnly: true },
      ttl: { type: 'number', required: true },
    },
    indexes: {
      byKey: {
        pk: { field: 'pk', composite: ['rootId', 'keyId', 'idempotencyKey'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  }),
);

export type IdempotencyRecord = EntityItem<typeof idempotencyRecordEntity>;
