import { authenticateApiClient } from '../developer/authenticate.js';
import type { ApiClient, ApiScope } from '../developer/scopes.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { API_CLIENT_TOKEN_TTL_SECONDS, signApiClientToken } from './client-token.js';
import { invalidClient, invalidScope, invalidTokenRequest, unsupportedGrant } from './errors.js';
import type { tokenAnswerSchema, tokenRequestSchema } from './public-api.contract.js';
import { rateHeaders, refusedAnonymously, takeRequest, withRate } from './rate-limit.js';
import type { z } from 'zod';

/** HTTP Basic client authentication (RFC 6749, section 2.3.1: id and secret form-encoded, then base64). */
function basicCredentials(authorization: string | undefined): { id: string; secret: string } | undefined {
  if (!authorization || !/^basic /i.test(authorization)) return undefined;
  const raw = Buffer.from(authorization.slice(6).trim(), 'base64').toString('utf8');
  const at = raw.indexOf(':');
  if (at < 0) throw invalidClient(true);
  try {
    return { id: decodeURIComponent(raw.slice(0, at).replace(/\+/g, ' ')), secret: decodeURIComponent(raw.slice(at + 1).replace(/\+/g, ' ')) };
  } catch {
    throw invalidClient(true);
  }
}

/** The key the request's client credentials name, or the refusal. */
async function knownClient(body: z.infer<typeof tokenRequestSchema>, authorization: string | undefined): Promise<ApiClient> {
  const basic = basicCredentials(authorization);
  if (basic && (body.client_id !== undefined || body.client_secret !== undefined)) throw invalidTokenRequest('Send the client credentials either with HTTP Basic or in the body, not both.');
  if (!body.grant_type) throw invalidTokenRequest('grant_type is required.');
  if (body.grant_type !== 'client_credentials') throw unsupportedGrant();
  const id = basic?.id ?? body.client_id;
  const secret = basic?.secret ?? body.client_secret;
  if (!id || !secret) throw invalidClient(false);
  const client = await authenticateApiClient(id, secret);
  if (!client) throw invalidClient(basic !== undefined);
  return client;
}

/**
 * POST /api/v1/oauth/token, the client credentials grant (RFC 6749, section 4.4): the key's id and secret
 * (in the body or HTTP Basic, not both) for a short-lived bearer token carrying the key's scopes, or
 * the subset asked for. Counted in the key's rate-limit window once the key is known, before that
 * in the caller address's.
 */
export async function grantClientToken(
  body: z.infer<typeof tokenRequestSchema>,
  authorization: string | undefined,
  address: string | undefined,
  clock: Clock = systemClock,
): Promise<{ status: number; body: z.infer<typeof tokenAnswerSchema>; headers: Record<string, string> }> {
  let client: ApiClient;
  try {
    client = await knownClient(body, authorization);
  } catch (e) {
    throw await refusedAnonymously(e, address, clock);
  }
  const rate = await takeRequest(client, clock);
  const asked = body.scope?.split(' ').filter(Boolean);
  if (asked && asked.some((s) => !client.scopes.includes(s as ApiScope))) throw withRate(invalidScope(), rate);
  const scopes = asked ? client.scopes.filter((s) => asked.includes(s)) : client.scopes;
  const token = await signApiClientToken({ ...client, scopes }, clock.now());
  return { status: 200, body: { access_token: token, token_type: 'Bearer', expires_in: API_CLIENT_TOKEN_TTL_SECONDS, scope: scopes.join(' ') }, headers: { ...rateHeaders(rate), pragma: 'no-cache' } };
}
