import { Entity, type EntityItem } from 'electrodb';
import { lazyEntity } from '../db/lazy-entity.js';
import { API_SCOPES } from './scopes.js';

/**
 * A company's public-API key, keyed by its public client id so the token endpoint reads it with
 * one strongly consistent get (a rotated secret stops working at once). Only a keyed hash of the
 * secret is stored (docs/decisions.md, "Developer API keys and agreement").
 */
export const apiKeyEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'apiKey', version: '1', service: 'platform' },
    attributes: {
      clientId: { type: 'string', required: true, readOnly: true },
      rootId: { type: 'string', required: true, readOnly: true },
      companyId: { type: 'string', required: true, readOnly: true },
      /** Changes on every Generate: bearer tokens carry it, so a token of a rotated secret can be told apart. */
      keyId: { type: 'string', required: true },
      /** HMAC-SHA256 of the secret under `salt`, hex. */
      secretHash: { type: 'string', required: true },
      salt: { type: 'string', required: true },
      /** The secret's last four characters, for the masked form shown after the first answer. */
      secretLast4: { type: 'string', required: true },
      scopes: { type: 'set', items: API_SCOPES, required: true },
      createdAt: { type: 'string', required: true, readOnly: true },
      createdBy: { type: 'string', required: true, readOnly: true },
      rotatedAt: { type: 'string', required: true },
      rotatedBy: { type: 'string', required: true },
      rotatedByName: { type: 'string', required: true },
    },
    indexes: {
      byClientId: {
        pk: { field: 'pk', composite: ['clientId'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  }),
);

export type ApiKey = EntityItem<typeof apiKeyEntity>;

/**
 * The one key a company holds: created with the key in one transaction, conditioned on not
 * existing, so two first Generates cannot leave a company with two keys.
 */
export const companyApiKeyEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'companyApiKey', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      companyId: { type: 'string', required: true, readOnly: true },
      clientId: { type: 'string', required: true, readOnly: true },
    },
    indexes: {
      byCompany: {
        pk: { field: 'pk', composite: ['rootId', 'companyId'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  }),
);
