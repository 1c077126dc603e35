import { Entity, type EntityItem } from 'electrodb';
import { lazyEntity } from '../db/lazy-entity.js';

export const DOMAIN_KINDS = ['platform', 'subdomain', 'custom'] as const;
export type DomainKind = (typeof DOMAIN_KINDS)[number];

/**
 * A claim on a host name: which tenant's brand a host shows. This is the one key that does not start
 * with a tenant id, because it is how a request finds its tenant; the claim also makes subdomains
 * and custom domains unique across the whole deployment (written with attribute_not_exists).
 */
export const domainEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'domain', version: '1', service: 'platform' },
    attributes: {
      kind: { type: DOMAIN_KINDS, required: true, readOnly: true },
      name: { type: 'string', required: true, readOnly: true },
      rootId: { type: 'string', required: true },
      companyId: { type: 'string', required: true },
    },
    indexes: {
      byName: {
        pk: { field: 'pk', composite: ['kind', 'name'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  }),
);

export type DomainClaim = EntityItem<typeof domainEntity>;
