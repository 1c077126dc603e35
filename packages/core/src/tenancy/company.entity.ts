import { Entity, type EntityItem } from 'electrodb';

export const COMPANY_KINDS = ['root', 'agency', 'client'] as const;
export type CompanyKind = (typeof COMPANY_KINDS)[number];

/** The root company has no parent; the tree index needs a value, so it files under this marker. */
export const NO_PARENT = '-';

/**
 * A node of the tenant tree: the platform operator (root), an agency, or an agency's client.
 * rootId (the platform) is the tenant and comes first in every key.
 */
export const companyEntity = new Entity({
  model: { entity: 'company', version: '1', service: 'platform' },
  attributes: {
    rootId: { type: 'string', required: true, readOnly: true },
    companyId: { type: 'string', required: true, readOnly: true },
    parentId: { type: 'string', required: true, readOnly: true },
    kind: { type: COMPANY_KINDS, required: true, readOnly: true },
    name: { type: 'string', required: true },
    legalName: { type: 'string' },
    subdomain: { type: 'string' },
    customDomain: { type: 'string' },
    phone: { type: 'string' },
    address: { type: 'string' },
    city: { type: 'string' },
    zip: { type: 'string' },
    stateCode: { type: 'string' },
    countryCode: { type: 'string' },
    timezone: { type: 'string', default: 'America/Chicago' },
    logoUrl: { type: 'string' },
    boxColor: { type: 'string' },
    textColor: { type: 'string' },
    linkColor: { type: 'string' },
    templateColor: { type: 'string' },
    sidebarColor: { type: 'string' },
    fontTheme: { type: 'string' },
    /** Module names and url slugs the platform offers (kept on the root). */
    modules: {
      type: 'list',
      items: {
        type: 'map',
        properties: {
          key: { type: ['local', 'locator', 'enhance', 'b2b'] as const, required: true },
          name: { type: 'string', required: true },
          url: { type: 'string', required: true },
          enabled: { type: 'boolean', required: true },
        },
      },
    },
    /** Payment account (connected account) state of an agency. */
    accountStatus: { type: ['', 'pending', 'inverification', 'completed', 'failed'] as const, default: '' },
    chargesEnabled: { type: 'boolean', default: false },
    payoutsEnabled: { type: 'boolean', default: false },
    paymentStatus: { type: ['ok', 'failed'] as const, default: 'ok' },
    manualBill: { type: 'boolean', default: false },
    isWhitelabeling: { type: 'boolean', default: false },
    apiMode: { type: 'boolean', default: false },
    salesRepId: { type: 'string' },
    accountExecutiveId: { type: 'string' },
    accountRefId: { type: 'string' },
    /** The referral code an agency signed up with (agency-register/{referralCode}). */
    referralCode: { type: 'string' },
    createdAt: {
      type: 'string',
      required: true,
      readOnly: true,
      default: () => new Date().toISOString(),
    },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['rootId', 'companyId'] },
      sk: { field: 'sk', composite: [] },
    },
    byParent: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['rootId', 'parentId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'companyId'] },
    },
  },
});

export type Company = EntityItem<typeof companyEntity>;
