import { Entity, type EntityItem } from 'electrodb';
import { lazyEntity } from '../db/lazy-entity.js';

/**
 * A campaign's claim on one person (docs/decisions.md, "Lead engine": re-identification). Written
 * in the transaction of the lead that is charged (or waits pending) for that person, conditioned on
 * no claim, or on the last one being older than the campaign's re-identification window, so of two
 * sightings at once (two workers, one batch, a lagging index) exactly one is charged and delivered.
 */
export const personClaimEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'personClaim', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      campaignId: { type: 'string', required: true, readOnly: true },
      /** The lead's personKey: the lower-cased e-mail, else the provider's person id. */
      personKey: { type: 'string', required: true, readOnly: true },
      /** The lead that holds the claim (delivered, or pending for the wallet). */
      leadId: { type: 'string', required: true },
      /** That lead's received_at: the window is counted from it. */
      lastSeenAt: { type: 'string', required: true },
    },
    indexes: {
      byPerson: {
        pk: { field: 'pk', composite: ['rootId', 'campaignId', 'personKey'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  }),
);

export type PersonClaim = EntityItem<typeof personClaimEntity>;
