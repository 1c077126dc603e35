import { Entity, type EntityItem } from 'electrodb';
import { lazyEntity } from '../db/lazy-entity.js';
import { INTEGRATION_TYPES } from '../platform/integration-provider.js';

export const INTEGRATION_STATUSES = ['connected', 'disconnected', 'disabled'] as const;
export type IntegrationStatus = (typeof INTEGRATION_STATUSES)[number];

/**
 * One connection of a company to a provider (docs/decisions.md, "Leads out: integrations and
 * delivery"). Credentials (API keys, OAuth tokens, a webhook's signing secrets) are held only as
 * the secret box's ciphertext, sealed with the company and integration ids as context. `version`
 * grows by one on every write, and every write after creation is conditioned on the version it
 * read, so two workers refreshing the same token cannot both win.
 *
 * Read by id (the delivery worker and the detail page) and listed per company (the card list, and
 * a campaign's integrations: a company holds a handful, filtered in memory).
 */
export const integrationEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'integration', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      integrationId: { type: 'string', required: true, readOnly: true },
      companyId: { type: 'string', required: true, readOnly: true },
      type: { type: INTEGRATION_TYPES, required: true, readOnly: true },
      status: { type: INTEGRATION_STATUSES, required: true },
      /** Why it is disconnected or disabled (a refused refresh, a webhook's 410, days of failures). */
      statusReason: { type: 'string' },
      /** The campaigns whose leads it delivers. */
      campaignIds: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
      /** Connection-wide settings (a webhook's url and description, a subaccount); each campaign's own override them. */
      settings: { type: 'any', required: true, default: () => ({}) },
      /** Per campaign: lists, tags, groups, custom fields, sheet. */
      campaignSettings: { type: 'any', required: true, default: () => ({}) },
      /** The secret box's ciphertext of the credentials; absent when disconnected. */
      credentials: { type: 'string' },
      /** For OAuth connections: when the access token expires (plain, so refresh can be planned without decrypting). */
      tokenExpiresAt: { type: 'string' },
      /** For webhooks after a rotation: when the previous secret stops signing (shown, never the secret). */
      previousSecretExpiresAt: { type: 'string' },
      createdAt: { type: 'string', required: true, readOnly: true },
      createdBy: { type: 'string' },
      updatedAt: { type: 'string', required: true },
      updatedBy: { type: 'string' },
      version: { type: 'number', required: true, default: 1 },
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['rootId', 'integrationId'] },
        sk: { field: 'sk', composite: [] },
      },
      byCompany: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['rootId', 'companyId'] },
        sk: { field: 'gsi1sk', composite: ['type', 'integrationId'] },
      },
    },
  }),
);

export type Integration = EntityItem<typeof integrationEntity>;

/**
 * The one connection a company may hold per provider (webhooks excepted): created in the same
 * transaction as the integration, conditioned on not existing, so two saves cannot make two.
 */
export const integrationClaimEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'integrationClaim', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      companyId: { type: 'string', required: true, readOnly: true },
      type: { type: INTEGRATION_TYPES, required: true, readOnly: true },
      integrationId: { type: 'string', required: true, readOnly: true },
    },
    indexes: {
      byCompanyType: {
        pk: { field: 'pk', composite: ['rootId', 'companyId', 'type'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  }),
);
