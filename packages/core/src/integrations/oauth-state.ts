import type { Actor } from '../access/actor.js';
import { isConditionFailure } from '../db/conditions.js';
import type { Clock } from '../platform/clock.js';
import { getConfig } from '../platform/config.js';
import { newSecret } from '../platform/ids.js';
import type { IntegrationType } from '../platform/integration-provider.js';
import { publicUrl } from '../tenancy/public-url.js';
import type { OAuthPurpose } from './oauth-state.entity.js';
import { oauthStateEntity } from './oauth-state.entity.js';

/** How long a consent may take, from the authurl answer to the callback. */
export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;
export const OAUTH_CALLBACK_PATH = '/api/integrations/oauth/callback';
export const STATE_EXPIRED = 'This connection link has expired or was already used. Please start again from Integrations.';

/** The one redirect URI registered with each provider: the platform's own host (agencies' domains vary). */
export const oauthRedirectUri = () => publicUrl(getConfig().BASE_DOMAIN, OAUTH_CALLBACK_PATH);

/**
 * A consent's state: `<rootId>.<random 256 bits>`, whose record names company, provider, person
 * and purpose (docs/decisions.md, "Leads out: integrations and delivery").
 */
export async function issueOAuthState(actor: Actor, companyId: string, type: IntegrationType, clock: Clock, purpose?: OAuthPurpose): Promise<string> {
  const stateId = newSecret();
  const expires = clock.now().getTime() + OAUTH_STATE_TTL_MS;
  await oauthStateEntity.create({
      rootId: actor.rootId,
      stateId,
      companyId,
      type,
      userId: actor.userId,
      ...(actor.viewModeOriginUserId ? { viewModeOriginUserId: actor.viewModeOriginUserId } : {}),
      ...(purpose ? { purpose } : {}),
      expiresAt: new Date(expires).toISOString(),
      ttl: Math.ceil(expires / 1000),
    })
    .go();
  return `${actor.rootId}.${stateId}`;
}

/** Takes the state's record once: a second callback with the same state, or one after expiry, finds nothing. */
export async function consumeOAuthState(state: string, clock: Clock) {
  const dot = state.indexOf('.');
  const key = { rootId: state.slice(0, dot), stateId: state.slice(dot + 1) };
  // Ours are a 36-character id and 43 URL-safe characters; anything else was never issued.
  if (dot <= 0 || !/^[A-Za-z0-9-]{1,64}$/.test(key.rootId) || !/^[A-Za-z0-9_-]{43}$/.test(key.stateId)) return undefined;
  try {
    const { data } = await oauthStateEntity.delete(key).where((a, op) => op.exists(a.stateId)).go({ response: 'all_old' });
    if (!data || Date.parse(data.expiresAt) <= clock.now().getTime()) return undefined;
    return data;
  } catch (e) {
    if (isConditionFailure(e)) return undefined;
    throw e;
  }
}

export type ConsumedOAuthState = NonNullable<Awaited<ReturnType<typeof consumeOAuthState>>>;
