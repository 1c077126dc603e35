import { Entity, type EntityItem } from 'electrodb';
import { lazyEntity } from '../db/lazy-entity.js';

/**
 * An agency's link in its GoHighLevel left menu (docs/decisions.md, "Integration providers and
 * their local fakes"): the agency-level (Company) tokens it was added with, sealed by the secret
 * box like every connection's credentials, and the link GoHighLevel made. One per agency.
 *
 * `addingSince` is the claim of an add in flight (the GoHighLevel call and the write recording it
 * are not one step): a second add while it is held is refused, and one older than two minutes is
 * taken for a dead process's, whose link (if GoHighLevel made it) is found by its url and adopted.
 * Every write after creation is conditioned on `version`.
 */
export const gohighlevelMenuEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'gohighlevelMenu', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      companyId: { type: 'string', required: true, readOnly: true },
      /** The secret box's ciphertext of the Company tokens; absent before consent. */
      credentials: { type: 'string' },
      tokenExpiresAt: { type: 'string' },
      /** The GoHighLevel agency (company) id the tokens are for. */
      ghlCompanyId: { type: 'string' },
      consentedAt: { type: 'string' },
      consentedBy: { type: 'string' },
      menuId: { type: 'string' },
      menuTitle: { type: 'string' },
      menuUrl: { type: 'string' },
      addedAt: { type: 'string' },
      addedBy: { type: 'string' },
      addingSince: { type: 'string' },
      createdAt: { type: 'string', required: true, readOnly: true },
      updatedAt: { type: 'string', required: true },
      version: { type: 'number', required: true, default: 1 },
    },
    indexes: {
      byCompany: {
        pk: { field: 'pk', composite: ['rootId', 'companyId'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  }),
);

export type GohighlevelMenu = EntityItem<typeof gohighlevelMenuEntity>;
