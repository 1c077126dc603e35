import { Entity } from 'electrodb';
import { lazyEntity } from '../../db/lazy-entity.js';

/**
 * A pending second step of a sign-in, created only after the right password. The otp_token the
 * client holds is `<rootId>.<challengeId>.<secret>`; only the secret's hash is stored.
 */
export const challengeEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'otpChallenge', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      challengeId: { type: 'string', required: true, readOnly: true },
      userId: { type: 'string', required: true, readOnly: true },
      secretHash: { type: 'string', required: true, readOnly: true },
      method: { type: ['email', 'google'] as const, required: true, readOnly: true },
      codeHash: { type: 'string' },
      attempts: { type: 'number', default: 0 },
      sends: { type: 'number', default: 0 },
      lastSentAt: { type: 'string' },
      expiresAt: { type: 'string', required: true },
      usedAt: { type: 'string' },
      ip: { type: 'string', readOnly: true },
      ttl: { type: 'number', required: true },
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['rootId', 'challengeId'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  }),
);
