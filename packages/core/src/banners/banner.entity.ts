import { Entity, type EntityItem } from 'electrodb';
import { lazyEntity } from '../db/lazy-entity.js';

/**
 * A banner (Ads Design): a client's ad in one size, its design, and the PNG rendered from it.
 * Read by id, and by agency for the Banner List (filtered by client and size in memory: an agency
 * keeps tens of banners, not thousands).
 */
export const bannerEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'banner', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      bannerId: { type: 'string', required: true, readOnly: true },
      agencyId: { type: 'string', required: true, readOnly: true },
      /** The client the banner advertises. */
      companyId: { type: 'string', required: true, readOnly: true },
      name: { type: 'string', required: true },
      size: { type: 'string', required: true },
      template: { type: 'string', required: true },
      headline: { type: 'string', required: true },
      body: { type: 'string', default: '' },
      cta: { type: 'string', required: true },
      targetUrl: { type: 'string', required: true },
      /** Validated against the banner contract before it is written. */
      colors: { type: 'any', required: true },
      /** The picture: a file of the client's banner-uploads folder, or none. */
      imageFile: { type: 'string' },
      /** What the design renders to: the PNG is `{designHash}.png` in the banner's folder. */
      designHash: { type: 'string', required: true },
      status: { type: ['rendering', 'ready', 'failed'] as const, required: true },
      /** The rendered PNG's file, once rendered (the hash it was rendered from). */
      pngFile: { type: 'string' },
      createdByUserId: { type: 'string' },
      createdAt: { type: 'string', required: true, readOnly: true },
      updatedAt: { type: 'string', required: true },
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['rootId', 'bannerId'] },
        sk: { field: 'sk', composite: [] },
      },
      byAgency: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['rootId', 'agencyId'] },
        sk: { field: 'gsi1sk', composite: ['bannerId'] },
      },
    },
  }),
);

export type Banner = EntityItem<typeof bannerEntity>;

/**
 * A banner's name, claimed within its client (lower-cased), written in one transaction with the
 * banner: two banners of a client never share a name, and a double-clicked Save makes one banner.
 */
export const bannerNameClaimEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'bannerNameClaim', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      companyId: { type: 'string', required: true, readOnly: true },
      name: { type: 'string', required: true, readOnly: true },
      bannerId: { type: 'string', required: true, readOnly: true },
    },
    indexes: {
      byName: {
        pk: { field: 'pk', composite: ['rootId', 'companyId'] },
        sk: { field: 'sk', composite: ['name'] },
      },
    },
  }),
);

export const bannerNameKey = (name: string) => name.trim().toLowerCase();
