import { Entity, type EntityItem } from 'electrodb';
import { lazyEntity } from '../db/lazy-entity.js';
import { CONNECTED_ACCOUNT_STATUSES, CONNECTION_TYPES } from './connected-account-values.js';

/**
 * A Stripe Connect Express account and what the gateway last said about it: an agency's (ownerId is
 * its company id; the company carries a copy of status and flags for the guards) or a sales person's
 * (ownerId is their user id). `eventAt` is the newest account.updated applied, so an older event
 * arriving late does not undo a newer state.
 */
export const connectedAccountEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'connectedAccount', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      ownerType: { type: CONNECTION_TYPES, required: true, readOnly: true },
      ownerId: { type: 'string', required: true, readOnly: true },
      accountId: { type: 'string' },
      status: { type: CONNECTED_ACCOUNT_STATUSES, required: true },
      chargesEnabled: { type: 'boolean', default: false },
      payoutsEnabled: { type: 'boolean', default: false },
      requirements: { type: 'list', items: { type: 'string' } },
      eventAt: { type: 'number', default: 0 },
      /** Each reset starts a new generation, so a new account gets a new creation idempotency key. */
      generation: { type: 'number', default: 1 },
      updatedAt: { type: 'string', required: true },
    },
    indexes: {
      byOwner: {
        pk: { field: 'pk', composite: ['rootId', 'ownerType', 'ownerId'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  }),
);

export type ConnectedAccountItem = EntityItem<typeof connectedAccountEntity>;
