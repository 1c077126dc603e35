import { Entity } from 'electrodb';
import { lazyEntity } from '../db/lazy-entity.js';

/**
 * Claims a campaign's public codes: its leadspeek_api_id and its Site ID pixel codes. Keyed by the
 * code alone (like the domain claim), because a pixel hit or a vendor's lead names only the code;
 * the claim answers the platform and campaign, and makes each code unique across the deployment
 * (written with the campaign in one transaction, attribute_not_exists). A `name` claim keeps a
 * client's campaign names unique per module (nameClaim), so a double submit adds one campaign.
 */
export const campaignCodeEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'campaignCode', version: '1', service: 'platform' },
    attributes: {
      code: { type: 'string', required: true, readOnly: true },
      kind: { type: ['api', 'pixel', 'thankyou', 'name'] as const, required: true, readOnly: true },
      rootId: { type: 'string', required: true, readOnly: true },
      campaignId: { type: 'string', required: true, readOnly: true },
    },
    indexes: {
      byCode: {
        pk: { field: 'pk', composite: ['code'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  }),
);

/** The claim that keeps a campaign name unique among a client's campaigns of one module (ignoring case). */
export const nameClaim = (c: { rootId: string; companyId: string; leadspeekType: string }, name: string) => `name#${c.rootId}#${c.companyId}#${c.leadspeekType}#${name.trim().toLowerCase()}`;
