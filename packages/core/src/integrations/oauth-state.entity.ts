import { Entity } from 'electrodb';
import { lazyEntity } from '../db/lazy-entity.js';
import { INTEGRATION_TYPES } from '../platform/integration-provider.js';

/** What a consent is for, besides connecting the provider: the agency's GoHighLevel menu link (Company tokens). */
export const OAUTH_PURPOSES = ['gohighlevel-menu'] as const;
export type OAuthPurpose = (typeof OAUTH_PURPOSES)[number];

/**
 * One OAuth consent in flight: the `state` the provider hands back names the platform and this
 * record, which names the company, provider and person who started it. Used once (removed by a
 * conditioned delete when the callback comes) and short-lived (DynamoDB's TTL sweeps the rest).
 */
export const oauthStateEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'integrationOAuthState', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      stateId: { type: 'string', required: true, readOnly: true },
      companyId: { type: 'string', required: true, readOnly: true },
      type: { type: INTEGRATION_TYPES, required: true, readOnly: true },
      userId: { type: 'string', required: true, readOnly: true },
      viewModeOriginUserId: { type: 'string', readOnly: true },
      /** Absent: the consent connects the provider for leads. */
      purpose: { type: OAUTH_PURPOSES, readOnly: true },
      expiresAt: { type: 'string', required: true, readOnly: true },
      ttl: { type: 'number', required: true, readOnly: true },
    },
    indexes: {
      byState: {
        pk: { field: 'pk', composite: ['rootId', 'stateId'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  }),
);
