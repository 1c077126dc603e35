import type { Actor } from '../access/actor.js';
import { db } from '../db/service.js';
import { isConditionFailure } from '../db/conditions.js';
import { getUser } from '../identity/users.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { getConfig } from '../platform/config.js';
import { newId, newSecret } from '../platform/ids.js';
import type { IntegrationType, OAuthTokens } from '../platform/integration-provider.js';
import { badRequest } from '../shared/errors.js';
import { getCompanyWithAncestors } from '../tenancy/companies.js';
import { publicUrl } from '../tenancy/public-url.js';
import { signInHostFor } from '../tenancy/sign-in-host.js';
import { integrationScope } from './access.js';
import { adapterOf } from './adapters.js';
import { getIntegration, sealCredentials } from './connections.js';
import { INTEGRATION_LABELS } from './integrations.contract.js';
import { claimedIntegrationId, createIntegration, integrationAuditRow, updateIntegration } from './store.js';

/** How long a consent may take, from the authurl answer to the callback. */
export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;
export const OAUTH_CALLBACK_PATH = '/api/integrations/oauth/callback';
export const STATE_EXPIRED = 'This connection link has expired or was already used. Please start again from Integrations.';

/** The one redirect URI registered with each provider: the platform's own host (agencies' domains vary). */
export const oauthRedirectUri = () => publicUrl(getConfig().BASE_DOMAIN, OAUTH_CALLBACK_PATH);

function oauthOf(type: IntegrationType) {
  const oauth = adapterOf(type).oauth;
  if (!oauth) throw badRequest(`${INTEGRATION_LABELS[type]} does not connect through a sign-in page.`);
  return oauth;
}

/**
 * GET /api/integrations/{companyId}/oauth/{type}/authurl: where to send the person to consent. The
 * state is `<rootId>.<random 256 bits>`, whose record names company, provider and person
 * (docs/decisions.md, "Leads out: integrations and delivery").
 */
export async function oauthAuthUrl(actor: Actor, companyId: string, type: IntegrationType, clock: Clock = systemClock) {
  await integrationScope(actor, companyId, 'manage');
  const oauth = oauthOf(type);
  const stateId = newSecret();
  const expires = clock.now().getTime() + OAUTH_STATE_TTL_MS;
  await db()
    .entities.oauthState.create({
      rootId: actor.rootId,
      stateId,
      companyId,
      type,
      userId: actor.userId,
      ...(actor.viewModeOriginUserId ? { viewModeOriginUserId: actor.viewModeOriginUserId } : {}),
      expiresAt: new Date(expires).toISOString(),
      ttl: Math.ceil(expires / 1000),
    })
    .go();
  return { result: 'success' as const, url: oauth.authorizeUrl({ state: `${actor.rootId}.${stateId}`, redirectUri: oauthRedirectUri() }) };
}

/** Takes the state's record once: a second callback with the same state, or one after expiry, finds nothing. */
async function consumeState(state: string, clock: Clock) {
  const dot = state.indexOf('.');
  const key = { rootId: state.slice(0, dot), stateId: state.slice(dot + 1) };
  // Ours are a 36-character id and 43 URL-safe characters; anything else was never issued.
  if (dot <= 0 || !/^[A-Za-z0-9-]{1,64}$/.test(key.rootId) || !/^[A-Za-z0-9_-]{43}$/.test(key.stateId)) return undefined;
  try {
    const { data } = await db().entities.oauthState.delete(key).where((a, op) => op.exists(a.stateId)).go({ response: 'all_old' });
    if (!data || Date.parse(data.expiresAt) <= clock.now().getTime()) return undefined;
    return data;
  } catch (e) {
    if (isConditionFailure(e)) return undefined;
    throw e;
  }
}

/** Where the callback sends the browser: the company's own domain, its integration page. */
export type OAuthCallbackResult = { location: string } | { error: string };

/**
 * GET /api/integrations/oauth/callback (public: the provider's redirect carries no session). Takes
 * the state once, exchanges the code, stores the tokens sealed, and sends the browser to
 * `/integrations/{id}?connected=1` on the company's domain (or `?error=` with the provider's words).
 */
export async function oauthCallback(query: { state: string; code?: string | undefined; error?: string | undefined }, ctx: { ip?: string | undefined } = {}, clock: Clock = systemClock): Promise<OAuthCallbackResult> {
  const state = await consumeState(query.state, clock);
  if (!state) return { error: STATE_EXPIRED };
  const chain = await getCompanyWithAncestors(state.rootId, state.companyId);
  const me = await getUser(state.rootId, state.userId);
  if (!chain || !me) return { error: STATE_EXPIRED };
  const host = signInHostFor(chain.company, chain.parent);
  const page = (id: string | undefined, q: string) => ({ location: publicUrl(host, `/integrations${id ? `/${id}` : ''}?${q}`) });
  const existingId = await claimedIntegrationId(state.rootId, state.companyId, state.type);
  const existing = existingId ? await getIntegration(state.rootId, existingId) : undefined;
  if (query.error || !query.code) return page(existing?.integrationId, `error=${encodeURIComponent(query.error ?? 'The provider sent no authorization code.')}`);

  let tokens: OAuthTokens;
  try {
    tokens = await oauthOf(state.type).exchangeCode({ code: query.code, redirectUri: oauthRedirectUri() });
  } catch (e) {
    return page(existing?.integrationId, `error=${encodeURIComponent(`The provider refused the connection: ${(e as Error).message}`)}`);
  }
  const label = INTEGRATION_LABELS[state.type];
  const actor = state.viewModeOriginUserId ? { viewModeOriginUserId: state.viewModeOriginUserId } : {};
  const now = clock.now().toISOString();
  const description = `Connected ${label} for ${chain.company.name}`;
  if (existing) {
    const audit = await integrationAuditRow(actor, me, existing, 'integration_connected', description, ctx.ip, clock);
    const saved = await updateIntegration(
      existing,
      { status: 'connected', credentials: await sealCredentials(existing, tokens), tokenExpiresAt: tokens.expiresAt, updatedAt: now, updatedBy: me.userId },
      existing.statusReason ? ['statusReason'] : [],
      audit,
    ).catch(() => undefined);
    return saved ? page(saved.integrationId, 'connected=1') : page(existing.integrationId, `error=${encodeURIComponent('The integration changed meanwhile. Please try again.')}`);
  }
  const key = { rootId: state.rootId, companyId: state.companyId, integrationId: newId() };
  const item = { ...key, type: state.type, status: 'connected' as const, campaignIds: [], settings: {}, campaignSettings: {}, credentials: await sealCredentials(key, tokens), tokenExpiresAt: tokens.expiresAt, createdAt: now, createdBy: me.userId, updatedAt: now, updatedBy: me.userId, version: 1 };
  const audit = await integrationAuditRow(actor, me, item, 'integration_connected', description, ctx.ip, clock);
  if (!(await createIntegration(item, audit))) return page(undefined, `error=${encodeURIComponent(`${label} was connected meanwhile. Please try again.`)}`);
  return page(key.integrationId, 'connected=1');
}
