import { Entity } from 'electrodb';
import { lazyEntity } from '../db/lazy-entity.js';

/**
 * Claims an agency's referral code within its platform (root): the code is what the link
 * /agency-register/{code} carries, so it names one agency. Written in the same transaction as the
 * agency's `ownReferralCode` with attribute_not_exists, so two agencies cannot hold one code.
 */
export const referralCodeEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'referralCode', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      code: { type: 'string', required: true, readOnly: true },
      companyId: { type: 'string', required: true, readOnly: true },
    },
    indexes: {
      byCode: {
        pk: { field: 'pk', composite: ['rootId', 'code'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  }),
);
