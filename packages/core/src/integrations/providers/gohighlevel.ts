import { z } from 'zod';
import type { IntegrationAdapter, OAuthTokens, OptionKind, ProviderAnswer, ProviderOption } from '../../platform/integration-provider.js';
import { answerFromStatus, callProvider, clip, providerBaseUrl, retryAfterSeconds, unreachableAnswer, type HttpAnswer } from './http.js';
import { mappedFields, present, zCustomFieldMap } from './lead-fields.js';
import { oauthClient, tokenRequest, tokensFrom, zOAuthTokens } from './oauth-tokens.js';

/**
 * GoHighLevel API v2, matched against its OpenAPI documents in
 * https://github.com/GoHighLevel/highlevel-api-docs (apps/oauth.json, contacts.json,
 * locations.json, marketplace.json) and https://marketplace.gohighlevel.com/docs/:
 * - OAuth 2: consent at `{auth}/oauth/chooselocation` (the person picks a sub-account), the code
 *   and refresh exchanged form-encoded at `{api}/oauth/token` with `user_type=Location`, answering
 *   `locationId` and `companyId`; a refresh token is single-use (the answer carries the next one);
 * - `POST /contacts/upsert` `{ locationId, ... }` finds the contact by the location's duplicate
 *   rule (e-mail, then phone) and answers `{ new, contact }`, so a repeated delivery updates;
 * - `GET /locations/{id}/tags`, `/locations/{id}/customFields`, `/locations/search`, `/locations/{id}`;
 * - `DELETE /marketplace/app/{appId}/installations` `{ locationId }` uninstalls (disconnect);
 * - every call `Authorization: Bearer` and `Version: 2021-07-28`; errors `{ statusCode, message }`
 *   (message a string or a list); 100 requests per 10 s per location, a 429 carrying
 *   `X-RateLimit-Interval-Milliseconds`.
 */

export const GOHIGHLEVEL_SCOPES = ['contacts.write', 'locations.readonly', 'locations/tags.readonly', 'locations/customFields.readonly', 'oauth.write'];
const VERSION = '2021-07-28';

export const zGohighlevelCredentials = zOAuthTokens;
export type GohighlevelCredentials = z.infer<typeof zGohighlevelCredentials>;

export const zGohighlevelSettings = z.object({
  /** The sub-account contacts go to; the one chosen at consent when not set. */
  locationId: z.string().min(1).max(64).optional(),
  /** Tag names put on each contact (GoHighLevel makes a tag it does not have yet). */
  tags: z.array(z.string().trim().min(1).max(100)).max(50).default([]),
  /** GoHighLevel custom field id → the lead field that fills it. */
  customFields: zCustomFieldMap.default({}),
});
export type GohighlevelSettings = z.infer<typeof zGohighlevelSettings>;

export const apiUrl = () => providerBaseUrl('GOHIGHLEVEL_API_URL', 'https://services.leadconnectorhq.com');
export const authUrl = () => providerBaseUrl('GOHIGHLEVEL_AUTH_URL', 'https://marketplace.gohighlevel.com');
/** One marketplace app for both token kinds: Location tokens for leads, a Company token for the agency's menu link. */
export const client = () => oauthClient('GOHIGHLEVEL_CLIENT_ID', 'GOHIGHLEVEL_CLIENT_SECRET', 'GoHighLevel');
/** A marketplace client id is `<appId>-<suffix>`. */
const appId = () => client().id.split('-')[0] as string;

const locationOf = (c: GohighlevelCredentials, s?: { locationId?: string | undefined }) => s?.locationId ?? c.extra?.locationId ?? '';

export async function api(c: GohighlevelCredentials, method: string, path: string, body?: unknown): Promise<HttpAnswer> {
  return callProvider(`${apiUrl()}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${c.accessToken}`,
      version: VERSION,
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** GoHighLevel's error message: `message` is a string or a list of validation messages. */
export function gohighlevelMessage(res: HttpAnswer): string {
  const b = res.body as { message?: unknown; error?: unknown } | undefined;
  const m = b && typeof b === 'object' ? (Array.isArray(b.message) ? b.message.join('; ') : b.message ?? b.error) : res.body;
  return clip(typeof m === 'string' && m.length > 0 ? m : `HTTP ${res.status}`);
}

export function gohighlevelAnswer(res: HttpAnswer, delivered: string, providerRef?: string): ProviderAnswer {
  const ok = res.status >= 200 && res.status < 300;
  const interval = Number(res.headers.get('x-ratelimit-interval-milliseconds'));
  const wait = retryAfterSeconds(res.headers.get('retry-after')) ?? (res.status === 429 && interval > 0 ? Math.ceil(interval / 1000) : undefined);
  return answerFromStatus({ status: res.status, message: ok ? delivered : gohighlevelMessage(res), retryAfterSeconds: wait, providerRef });
}

async function options(c: GohighlevelCredentials, kind: OptionKind): Promise<ProviderOption[]> {
  const location = encodeURIComponent(locationOf(c));
  const read = async (path: string) => {
    const res = await api(c, 'GET', path);
    if (res.status !== 200) throw new Error(`GoHighLevel answered ${res.status}: ${gohighlevelMessage(res)}`);
    return res.body as Record<string, unknown>;
  };
  if (kind === 'tags') {
    const body = await read(`/locations/${location}/tags`);
    // Upsert takes tag names, so the name is the choice's id.
    return ((body.tags ?? []) as { name: string }[]).map((t) => ({ id: t.name, name: t.name }));
  }
  if (kind === 'customFields') {
    const body = await read(`/locations/${location}/customFields?model=contact`);
    return ((body.customFields ?? []) as { id: string; name: string }[]).map((f) => ({ id: f.id, name: f.name }));
  }
  if (kind === 'subaccounts') {
    const companyId = c.extra?.companyId;
    const body = await read(`/locations/search${companyId ? `?companyId=${encodeURIComponent(companyId)}&limit=100` : '?limit=100'}`);
    return ((body.locations ?? []) as { id: string; name: string }[]).map((l) => ({ id: l.id, name: l.name }));
  }
  return [];
}

/** Upsert replaces a contact's tags with those sent, so none are sent when a campaign chose none. */
function tagsAndFields(settings: GohighlevelSettings, test: boolean, custom: Record<string, string>) {
  const tags = [...settings.tags, ...(test ? ['test lead'] : [])];
  const customFields = Object.entries(custom).map(([id, value]) => ({ id, field_value: value }));
  return { ...(tags.length ? { tags } : {}), ...(customFields.length ? { customFields } : {}) };
}

export const gohighlevelAdapter: IntegrationAdapter<GohighlevelCredentials, GohighlevelSettings> = {
  type: 'gohighlevel',
  label: 'GoHighLevel',
  credentialsSchema: zGohighlevelCredentials,
  settingsSchema: zGohighlevelSettings,
  rateLimit: { requests: 100, perSeconds: 10 },
  oauth: {
    authorizeUrl({ state, redirectUri }) {
      const q = new URLSearchParams({ response_type: 'code', client_id: client().id, redirect_uri: redirectUri, scope: GOHIGHLEVEL_SCOPES.join(' '), state });
      return `${authUrl()}/oauth/chooselocation?${q.toString()}`;
    },
    async exchangeCode({ code, redirectUri }) {
      const { id, secret } = client();
      const body = await tokenRequest(`${apiUrl()}/oauth/token`, {
        client_id: id,
        client_secret: secret,
        grant_type: 'authorization_code',
        code,
        user_type: 'Location',
        redirect_uri: redirectUri,
      });
      const extra = Object.fromEntries(
        (['locationId', 'companyId', 'userType', 'userId'] as const).filter((k) => typeof body[k] === 'string').map((k) => [k, body[k] as string]),
      );
      return tokensFrom(body, new Date(), undefined, extra);
    },
    async refresh(tokens: OAuthTokens) {
      const { id, secret } = client();
      const body = await tokenRequest(`${apiUrl()}/oauth/token`, {
        client_id: id,
        client_secret: secret,
        grant_type: 'refresh_token',
        refresh_token: tokens.refreshToken,
        user_type: 'Location',
      });
      return tokensFrom(body, new Date(), tokens);
    },
    async revoke(tokens: OAuthTokens) {
      const c = zGohighlevelCredentials.parse(tokens);
      const res = await api(c, 'DELETE', `/marketplace/app/${encodeURIComponent(appId())}/installations`, { locationId: locationOf(c) });
      // Already uninstalled (the token no longer works) is what disconnect wants.
      if (res.status >= 400 && res.status !== 401) throw new Error(`GoHighLevel answered ${res.status}: ${gohighlevelMessage(res)}`);
    },
  },
  async check(c) {
    try {
      const res = await api(c, 'GET', `/locations/${encodeURIComponent(locationOf(c))}`);
      return res.status === 200 ? { ok: true } : { ok: false, detail: gohighlevelAnswer(res, '').detail };
    } catch (e) {
      return { ok: false, detail: unreachableAnswer(e).detail };
    }
  },
  options,
  async deliver({ credentials, settings, lead }) {
    const custom = mappedFields(lead, settings.customFields);
    const body = present({
      locationId: locationOf(credentials, settings),
      email: lead.email,
      phone: lead.phone,
      firstName: lead.first_name,
      lastName: lead.last_name,
      address1: lead.address,
      city: lead.city,
      state: lead.state,
      postalCode: lead.zip,
      companyName: lead.company_name,
      source: clip(`${lead.campaignName} (${lead.campaignRef})`, 100),
      ...tagsAndFields(settings, lead.test, custom),
    });
    try {
      const res = await api(credentials, 'POST', '/contacts/upsert', body);
      const r = res.body as { new?: boolean; contact?: { id?: string } } | undefined;
      return gohighlevelAnswer(res, r?.new ? 'Contact created' : 'Contact updated', r?.contact?.id);
    } catch (e) {
      return unreachableAnswer(e);
    }
  },
};
