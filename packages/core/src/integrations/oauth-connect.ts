import type { Actor } from '../access/actor.js';
import { getUser } from '../identity/users.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { newId } from '../platform/ids.js';
import type { IntegrationType, OAuthTokens } from '../platform/integration-provider.js';
import { badRequest } from '../shared/errors.js';
import { getCompanyWithAncestors } from '../tenancy/companies.js';
import { publicUrl } from '../tenancy/public-url.js';
import { signInHostFor } from '../tenancy/sign-in-host.js';
import { integrationScope } from './access.js';
import { adapterOf } from './adapters.js';
import { getIntegration, sealCredentials } from './connections.js';
import { INTEGRATION_LABELS } from './integrations.contract.js';
import { MENU_RETURN_ADDED, MENU_RETURN_ERROR } from './gohighlevel-menu.contract.js';
import { completeMenuConsent } from './gohighlevel-menu.js';
import { consumeOAuthState, issueOAuthState, oauthRedirectUri, STATE_EXPIRED } from './oauth-state.js';
import { claimedIntegrationId, createIntegration, integrationAuditRow, updateIntegration } from './store.js';

export { OAUTH_STATE_TTL_MS, OAUTH_CALLBACK_PATH, STATE_EXPIRED, oauthRedirectUri } from './oauth-state.js';

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
  const state = await issueOAuthState(actor, companyId, type, clock);
  return { result: 'success' as const, url: oauth.authorizeUrl({ state, redirectUri: oauthRedirectUri() }) };
}

/** Where the callback sends the browser: the company's own domain, its integration page. */
export type OAuthCallbackResult = { location: string } | { error: string };

/**
 * GET /api/integrations/oauth/callback (public: the provider's redirect carries no session). Takes
 * the state once, exchanges the code, stores the tokens sealed, and sends the browser to
 * `/integrations/{id}?connected=1` on the company's domain (or `?error=` with the provider's words).
 */
export async function oauthCallback(query: { state: string; code?: string | undefined; error?: string | undefined }, ctx: { ip?: string | undefined } = {}, clock: Clock = systemClock): Promise<OAuthCallbackResult> {
  const state = await consumeOAuthState(query.state, clock);
  if (!state) return { error: STATE_EXPIRED };
  const chain = await getCompanyWithAncestors(state.rootId, state.companyId);
  const me = await getUser(state.rootId, state.userId);
  if (!chain || !me) return { error: STATE_EXPIRED };
  const host = signInHostFor(chain.company, chain.parent);
  const page = (id: string | undefined, q: string) => ({ location: publicUrl(host, `/integrations${id ? `/${id}` : ''}?${q}`) });
  const existingId = await claimedIntegrationId(state.rootId, state.companyId, state.type);
  const existing = existingId ? await getIntegration(state.rootId, existingId) : undefined;
  if (state.purpose === 'gohighlevel-menu') {
    // The agency's menu link: back to its GoHighLevel page, connected for leads or not.
    const back = (q: string) => (existing ? page(existing.integrationId, q) : { location: publicUrl(host, `/integrations/new?type=gohighlevel&${q}`) });
    const failure = query.error || !query.code ? (query.error ?? 'The provider sent no authorization code.') : await completeMenuConsent(state, query.code, { me, company: chain.company, parent: chain.parent, ip: ctx.ip }, clock);
    return back(failure ? `${MENU_RETURN_ERROR}=${encodeURIComponent(failure)}` : MENU_RETURN_ADDED);
  }
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
