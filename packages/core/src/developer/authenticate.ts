import { secretMatches } from './api-key-secret.js';
import { API_SCOPES, type ApiClient, type ApiScope } from './scopes.js';
import { apiKeyEntity, companyApiKeyEntity } from './api-key.entity.js';

const CLIENT_ID = /^ck_[0-9a-f]{32}$/;

/** A stored set comes back in any order; answers list scopes in the order the modal shows them. */
const inScopeOrder = (stored: Iterable<string>): ApiScope[] => {
  const held = new Set(stored);
  return API_SCOPES.filter((s) => held.has(s));
};

/**
 * The public API's client-credentials check: the client id and secret of a company's current key,
 * or null. A strongly consistent read by client id, so a secret replaced by Generate is refused
 * from the moment the rotation commits.
 */
export async function authenticateApiClient(clientId: string, secret: string): Promise<ApiClient | null> {
  if (!CLIENT_ID.test(clientId) || !secret.startsWith('sk_') || secret.length > 200) return null;
  const key = (await apiKeyEntity.get({ clientId }).go({ consistent: true })).data;
  if (!key || !secretMatches(secret, key.salt, key.secretHash)) return null;
  return { rootId: key.rootId, companyId: key.companyId, keyId: key.keyId, clientId: key.clientId, scopes: inScopeOrder(key.scopes) };
}

/** The public part of a company's key (no secret, no hash), or null when it has none. */
export async function apiKeyOf(rootId: string, companyId: string) {
  const owner = (await companyApiKeyEntity.get({ rootId, companyId }).go({ consistent: true })).data;
  if (!owner) return null;
  const key = (await apiKeyEntity.get({ clientId: owner.clientId }).go({ consistent: true })).data;
  if (!key) return null;
  return { clientId: key.clientId, keyId: key.keyId, scopes: inScopeOrder(key.scopes), secretLast4: key.secretLast4, createdAt: key.createdAt, rotatedAt: key.rotatedAt, rotatedBy: key.rotatedBy, rotatedByName: key.rotatedByName };
}
