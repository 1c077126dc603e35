import type { ApiClient } from '../developer/scopes.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { verifyApiClientToken } from './client-token.js';
import { invalidToken } from './errors.js';
import { rateHeaders, refusedAnonymously, takeRequest, withRate } from './rate-limit.js';
import { apiKeyEntity } from '../developer/api-key.entity.js';

/**
 * A public-API request's bearer token: verified, counted in its key's window, and checked against
 * the key's current id (one eventually consistent get, in parallel with the count), so a token of
 * a key rotated by Generate stops working within the read's staleness (docs/decisions.md, "Public API").
 */
export async function authenticateBearer(token: string | undefined, address: string | undefined, clock: Clock = systemClock): Promise<{ client: ApiClient; headers: Record<string, string> }> {
  let client: ApiClient;
  try {
    client = await verifyApiClientToken(token, clock.now());
  } catch (e) {
    throw await refusedAnonymously(e, address, clock);
  }
  const [rate, key] = await Promise.all([takeRequest(client, clock), apiKeyEntity.get({ clientId: client.clientId }).go()]);
  if (!key.data || key.data.keyId !== client.keyId || key.data.companyId !== client.companyId) throw withRate(invalidToken(), rate);
  return { client, headers: rateHeaders(rate) };
}
