import { randomBytes, randomUUID } from 'node:crypto';
import { backTo, bearerOf, escapeHtml, formOf, html, isHttpUrl, jsonBody, redirect, token } from './oauth-fake.js';
import type { FakeProvider, FakeRequest, FakeResponse } from './types.js';

/**
 * GoHighLevel API v2 as the adapter uses it (shapes from GoHighLevel/highlevel-api-docs:
 * apps/oauth.json, contacts.json, locations.json, marketplace.json): the location chooser and
 * `/oauth/token`, `/contacts/upsert` deduplicating by e-mail then phone, a location's tags and
 * custom fields, `/locations/search`, `/locations/{id}`, uninstall, and its limit of 100 requests
 * per 10 s per location answered 429 with its rate-limit headers. The agency itself may be chosen
 * at consent (a Company token, `user_type=Company`), which alone may use the Custom Menu Links
 * (apps/custom-menus.json: `POST/GET /custom-menus/`, `GET/DELETE /custom-menus/{id}`), checked
 * field by field as GoHighLevel's DTO has them.
 */

/** The marketplace app the embedded runtime's adapter is registered as (client id is `<appId>-<suffix>`). */
export const LOCAL_GHL_APP_ID = '66f1a0c0de0000000000c0de';
export const LOCAL_GHL_CLIENT_ID = `${LOCAL_GHL_APP_ID}-localfake`;
export const LOCAL_GHL_CLIENT_SECRET = 'local-gohighlevel-client-secret';

const COMPANY_ID = 'cmpLocalAgency000001';
const LIMIT = 100;
const WINDOW_MS = 10_000;
const DAILY = 200_000;
const TOKEN_SECONDS = 86_399;

interface Location {
  id: string;
  name: string;
  email: string;
  tags: { id: string; name: string }[];
  customFields: { id: string; name: string; fieldKey: string; dataType: string }[];
}

interface Contact {
  id: string;
  locationId: string;
  email?: string;
  phone?: string;
  firstName?: string;
  lastName?: string;
  name?: string;
  address1?: string;
  city?: string;
  state?: string;
  postalCode?: string;
  website?: string;
  companyName?: string;
  source?: string;
  tags: string[];
  customFields: { id: string; value: string }[];
  dateAdded: string;
  dateUpdated: string;
}

interface Grant {
  /** Absent for the agency's own (Company) token. */
  locationId?: string;
  companyId: string;
  userId: string;
  scope: string;
  expiresAt: number;
}

/** A link in the agency's GoHighLevel menu, as CustomMenuSchema has it. */
interface CustomMenu {
  id: string;
  companyId: string;
  title: string;
  url: string;
  icon: { name: string; fontFamily: string };
  order: number;
  showOnCompany: boolean;
  showOnLocation: boolean;
  showToAllLocations: boolean;
  locations: string[];
  openMode: string;
  userRole: string;
  allowCamera: boolean;
  allowMicrophone: boolean;
}

const seedLocations = (): Location[] => [
  {
    id: 'locBobsBakery0000001',
    name: "Bob's Bakery (local sub-account)",
    email: 'bob@bakery.example',
    tags: [
      { id: 'tag0001', name: 'lead' },
      { id: 'tag0002', name: 'website visitor' },
    ],
    customFields: [
      { id: 'cfKeyword000000001', name: 'Keyword', fieldKey: 'contact.keyword', dataType: 'TEXT' },
      { id: 'cfSourceUrl0000001', name: 'Source URL', fieldKey: 'contact.source_url', dataType: 'TEXT' },
      { id: 'cfCampaign00000001', name: 'Campaign', fieldKey: 'contact.campaign', dataType: 'TEXT' },
    ],
  },
  {
    id: 'locDemoSubAccount001',
    name: 'Demo sub-account (local)',
    email: 'demo@subaccount.example',
    tags: [{ id: 'tag0101', name: 'prospect' }],
    customFields: [{ id: 'cfNotes00000000001', name: 'Notes', fieldKey: 'contact.notes', dataType: 'LARGE_TEXT' }],
  },
];

const id20 = () => randomBytes(15).toString('base64url').replace(/[-_]/g, 'x').slice(0, 20);
const err = (status: number, message: string | string[], error?: string): FakeResponse => ({ status, body: { statusCode: status, message, ...(error ? { error } : {}) } });
const oauthErr = (status: number, error: string, description: string): FakeResponse => ({ status, body: { error, error_description: description } });
const isEmail = (s: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s);
const str = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : undefined);

export function createGoHighLevelFake(): FakeProvider {
  let locations = seedLocations();
  let contacts: Contact[] = [];
  let codes = new Map<string, Grant & { redirectUri: string }>();
  let access = new Map<string, Grant>();
  let refreshTokens = new Map<string, Grant>();
  let hits = new Map<string, number[]>();
  let uninstalled: { locationId: string; at: string }[] = [];
  let customMenus: CustomMenu[] = [];

  const rateHeaders = (locationId: string, remaining: number) => ({
    'x-ratelimit-limit-daily': String(DAILY),
    'x-ratelimit-daily-remaining': String(DAILY - 1),
    'x-ratelimit-interval-milliseconds': String(WINDOW_MS),
    'x-ratelimit-max': String(LIMIT),
    'x-ratelimit-remaining': String(Math.max(0, remaining)),
    'x-location-id': locationId,
  });

  /** Counts the call against the location's 10 s window; undefined when within the limit. */
  function limited(locationId: string): { remaining: number; over: boolean } {
    const now = Date.now();
    const list = (hits.get(locationId) ?? []).filter((t) => now - t < WINDOW_MS);
    if (list.length >= LIMIT) {
      hits.set(locationId, list);
      return { remaining: 0, over: true };
    }
    list.push(now);
    hits.set(locationId, list);
    return { remaining: LIMIT - list.length, over: false };
  }

  function grantFor(req: FakeRequest): Grant | FakeResponse {
    const bearer = bearerOf(req.headers.authorization);
    const grant = bearer ? access.get(bearer) : undefined;
    if (!grant || grant.expiresAt < Date.now()) return err(401, 'Invalid JWT', 'Unauthorized');
    if (req.headers.version !== '2021-07-28') return err(400, 'Version header was not found', 'Bad Request');
    return grant;
  }

  const locationOf = (id: string) => locations.find((l) => l.id === id);

  function consentPage(req: FakeRequest): FakeResponse {
    const q = req.query;
    if (q.get('client_id') !== LOCAL_GHL_CLIENT_ID) return html(400, 'Invalid client', '<p>No marketplace app has this client_id.</p>');
    if (q.get('response_type') !== 'code' || !isHttpUrl(q.get('redirect_uri'))) return html(400, 'Invalid request', '<p>response_type=code and a redirect_uri are required.</p>');
    const chosen = q.get('location_id');
    // Tests skip the page: `location_id` picks the location as a click would.
    if (chosen) return choose(q, chosen);
    // Tests skip the page: `company_id` picks the agency itself (a Company token).
    if (q.get('company_id')) return chooseCompany(q, q.get('company_id') as string);
    const agency = new URLSearchParams(q);
    agency.set('company_id', COMPANY_ID);
    const links = [
      `<li><a href="chooselocation?${escapeHtml(agency.toString())}">The agency itself (local agency account)</a></li>`,
      ...locations.map((l) => {
        const u = new URLSearchParams(q);
        u.set('location_id', l.id);
        return `<li><a href="chooselocation?${escapeHtml(u.toString())}">${escapeHtml(l.name)}</a></li>`;
      }),
    ].join('');
    return html(200, 'Choose a sub-account (local GoHighLevel)', `<p>Scopes asked: <code>${escapeHtml(q.get('scope') ?? '')}</code></p><ul>${links}</ul>`);
  }

  function choose(q: URLSearchParams, locationId: string): FakeResponse {
    const redirectUri = q.get('redirect_uri') as string;
    const state = q.get('state') ?? undefined;
    if (!locationOf(locationId)) return redirect(backTo(redirectUri, { error: 'access_denied', state }));
    const code = token('ghlcode_');
    codes.set(code, { locationId, companyId: COMPANY_ID, userId: 'usrLocalAgencyOwner1', scope: q.get('scope') ?? '', expiresAt: Date.now() + 10 * 60_000, redirectUri });
    return redirect(backTo(redirectUri, { code, state }));
  }

  function chooseCompany(q: URLSearchParams, companyId: string): FakeResponse {
    const redirectUri = q.get('redirect_uri') as string;
    const state = q.get('state') ?? undefined;
    if (companyId !== COMPANY_ID) return redirect(backTo(redirectUri, { error: 'access_denied', state }));
    const code = token('ghlcode_');
    codes.set(code, { companyId, userId: 'usrLocalAgencyOwner1', scope: q.get('scope') ?? '', expiresAt: Date.now() + 10 * 60_000, redirectUri });
    return redirect(backTo(redirectUri, { code, state }));
  }

  function issue(grant: Grant): FakeResponse {
    const accessToken = token('ghlat_');
    const refreshToken = token('ghlrt_');
    const g = { ...grant, expiresAt: Date.now() + TOKEN_SECONDS * 1000 };
    access.set(accessToken, g);
    refreshTokens.set(refreshToken, g);
    return {
      status: 200,
      body: {
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: TOKEN_SECONDS,
        refresh_token: refreshToken,
        scope: g.scope,
        userType: g.locationId ? 'Location' : 'Company',
        ...(g.locationId ? { locationId: g.locationId } : {}),
        companyId: g.companyId,
        userId: g.userId,
        isBulkInstallation: false,
      },
    };
  }

  function tokenEndpoint(req: FakeRequest): FakeResponse {
    const form = formOf(req.rawBody, req.headers['content-type']);
    if (form.get('client_id') !== LOCAL_GHL_CLIENT_ID || form.get('client_secret') !== LOCAL_GHL_CLIENT_SECRET) {
      return oauthErr(401, 'invalid_client', 'Invalid client: client credentials are invalid');
    }
    const grantType = form.get('grant_type');
    const userType = form.get('user_type');
    if (userType !== null && userType !== 'Location' && userType !== 'Company') return oauthErr(422, 'invalid_request', 'user_type must be Location or Company');
    if (grantType === 'authorization_code') {
      const code = form.get('code') ?? '';
      const grant = codes.get(code);
      codes.delete(code);
      if (!grant || grant.expiresAt < Date.now()) return oauthErr(401, 'invalid_grant', 'Invalid grant: authorization code is invalid');
      if (form.get('redirect_uri') && form.get('redirect_uri') !== grant.redirectUri) return oauthErr(401, 'invalid_grant', 'Invalid grant: redirect_uri does not match');
      if (userType === 'Company' && grant.locationId) return oauthErr(401, 'invalid_grant', 'Invalid grant: a sub-account was chosen, not the agency');
      return issue(grant);
    }
    if (grantType === 'refresh_token') {
      const rt = form.get('refresh_token') ?? '';
      const grant = refreshTokens.get(rt);
      // A refresh token is spent by its use: the answer carries the next one.
      refreshTokens.delete(rt);
      if (!grant) return oauthErr(401, 'invalid_grant', 'Invalid grant: refresh token is invalid');
      return issue(grant);
    }
    return oauthErr(422, 'unsupported_grant_type', 'grant_type must be authorization_code or refresh_token');
  }

  function upsert(req: FakeRequest, grant: Grant, record: (e: { summary: string; data?: unknown }) => void): FakeResponse {
    const body = jsonBody(req.rawBody);
    if (!body || typeof body !== 'object') return err(400, 'Bad Request', 'Bad Request');
    const b = body as Record<string, unknown>;
    const problems: string[] = [];
    const locationId = str(b.locationId);
    if (!locationId) problems.push('locationId should not be empty');
    const email = str(b.email)?.toLowerCase();
    if (email && !isEmail(email)) problems.push('email must be an email');
    if (b.tags !== undefined && !(Array.isArray(b.tags) && b.tags.every((t) => typeof t === 'string'))) problems.push('each value in tags must be a string');
    if (problems.length) return err(422, problems, 'Unprocessable Entity');
    if (locationId !== grant.locationId) return err(403, 'The token does not have access to this location.', 'Forbidden');
    const phone = str(b.phone);
    if (!email && !phone) return err(400, 'Either email or phone is required to upsert a contact.', 'Bad Request');
    const now = new Date().toISOString();
    const existing =
      (email && contacts.find((c) => c.locationId === locationId && c.email === email)) ||
      (phone && contacts.find((c) => c.locationId === locationId && c.phone === phone)) ||
      undefined;
    const fields = ['firstName', 'lastName', 'name', 'address1', 'city', 'state', 'postalCode', 'website', 'companyName', 'source'] as const;
    const custom = Array.isArray(b.customFields)
      ? (b.customFields as { id?: unknown; field_value?: unknown; value?: unknown }[])
          .filter((f) => typeof f.id === 'string')
          .map((f) => ({ id: f.id as string, value: String(f.field_value ?? f.value ?? '') }))
      : [];
    const contact: Contact = existing ?? { id: id20(), locationId: locationId as string, tags: [], customFields: [], dateAdded: now, dateUpdated: now };
    if (email) contact.email = email;
    if (phone) contact.phone = phone;
    for (const f of fields) {
      const v = str(b[f]);
      if (v) contact[f] = v;
    }
    // Upsert's tags replace the contact's (apps/contacts.json, UpsertContactDto.tags).
    if (Array.isArray(b.tags)) contact.tags = [...new Set(b.tags as string[])];
    for (const f of custom) {
      const at = contact.customFields.findIndex((c) => c.id === f.id);
      if (at >= 0) contact.customFields[at] = f;
      else contact.customFields.push(f);
    }
    contact.dateUpdated = now;
    if (!existing) contacts.push(contact);
    const location = locationOf(contact.locationId);
    for (const t of contact.tags) if (location && !location.tags.some((x) => x.name === t)) location.tags.push({ id: id20(), name: t });
    record({ summary: `${existing ? 'updated' : 'created'} contact ${contact.email ?? contact.phone} in ${contact.locationId}`, data: { ...contact } });
    return { status: existing ? 200 : 201, body: { new: !existing, contact, traceId: id20() } };
  }

  return {
    name: 'gohighlevel',
    async handle(req, ctx) {
      const path = req.path.replace(/\/+$/, '') || '/';
      if (path === '/oauth/chooselocation' && req.method === 'GET') return consentPage(req);
      if (path === '/oauth/token' && req.method === 'POST') return tokenEndpoint(req);
      const g = grantFor(req);
      if ('status' in g) return g;
      const limit = limited(g.locationId ?? g.companyId);
      const headers = rateHeaders(g.locationId ?? g.companyId, limit.remaining);
      if (limit.over) return { status: 429, headers, body: { statusCode: 429, message: 'Too many requests' } };
      const answer = await route(req, path, g, ctx.record);
      return { ...answer, headers: { ...headers, ...answer.headers } };
    },
    snapshot: () => ({
      locations: locations.map((l) => ({ id: l.id, name: l.name, tags: l.tags.map((t) => t.name), customFields: l.customFields.map((f) => f.name) })),
      contacts,
      connectedLocations: [...new Set([...access.values()].map((g) => g.locationId).filter(Boolean))],
      uninstalled,
      customMenus,
    }),
    reset() {
      locations = seedLocations();
      contacts = [];
      codes = new Map();
      access = new Map();
      refreshTokens = new Map();
      hits = new Map();
      uninstalled = [];
      customMenus = [];
    },
  };

  async function route(req: FakeRequest, path: string, g: Grant, record: (e: { summary: string; data?: unknown }) => void): Promise<FakeResponse> {
    const menu = /^\/custom-menus(?:\/([\w-]+))?$/.exec(path);
    if (menu) return customMenuRoute(req, menu[1], g, record);
    // Everything else is a sub-account's: an agency token is refused as GoHighLevel's IAM does.
    if (!g.locationId) return err(401, 'The token is not authorized for this scope.', 'Unauthorized');
    const lg = { ...g, locationId: g.locationId };
    if (path === '/contacts/upsert' && req.method === 'POST') return upsert(req, lg, record);
    if (path === '/locations/search' && req.method === 'GET') {
      if (req.query.get('companyId') && req.query.get('companyId') !== lg.companyId) return err(403, 'The token does not have access to this company.', 'Forbidden');
      // A location token sees its own sub-account; an agency token would see all of the company's.
      return { status: 200, body: { locations: locations.filter((l) => l.id === lg.locationId).map((l) => ({ id: l.id, name: l.name, email: l.email, companyId: COMPANY_ID })) } };
    }
    const loc = /^\/locations\/([\w-]+)(\/tags|\/customFields)?$/.exec(path);
    if (loc && req.method === 'GET') {
      const location = locationOf(loc[1] as string);
      if (!location) return err(404, 'Location not found', 'Not Found');
      if (location.id !== lg.locationId) return err(403, 'The token does not have access to this location.', 'Forbidden');
      if (loc[2] === '/tags') return { status: 200, body: { tags: location.tags.map((t) => ({ ...t, locationId: location.id })) } };
      if (loc[2] === '/customFields') {
        return { status: 200, body: { customFields: location.customFields.map((f) => ({ ...f, locationId: location.id, model: 'contact', position: 0 })) } };
      }
      return { status: 200, body: { location: { id: location.id, companyId: COMPANY_ID, name: location.name, email: location.email } } };
    }
    const uninstall = /^\/marketplace\/app\/([\w-]+)\/installations$/.exec(path);
    if (uninstall && req.method === 'DELETE') {
      if (uninstall[1] !== LOCAL_GHL_APP_ID) return err(404, 'App not found', 'Not Found');
      const b = (jsonBody(req.rawBody) ?? {}) as { locationId?: unknown };
      if (b.locationId !== lg.locationId) return err(422, ['locationId is required with a location token'], 'Unprocessable Entity');
      for (const [t, x] of access) if (x.locationId === lg.locationId) access.delete(t);
      for (const [t, x] of refreshTokens) if (x.locationId === lg.locationId) refreshTokens.delete(t);
      uninstalled.push({ locationId: lg.locationId, at: new Date().toISOString() });
      record({ summary: `uninstalled from ${lg.locationId}` });
      return { status: 200, body: { success: true } };
    }
    return err(404, `Cannot ${req.method} ${path}`, 'Not Found');
  }

  /** The Custom Menu Links API: an agency (Company) token with the custom-menu-link scopes only. */
  function customMenuRoute(req: FakeRequest, id: string | undefined, g: Grant, record: (e: { summary: string; data?: unknown }) => void): FakeResponse {
    if (g.locationId) return err(401, 'The token is not authorized for this scope.', 'Unauthorized');
    const scopes = g.scope.split(/\s+/);
    const write = req.method === 'POST' || req.method === 'PUT' || req.method === 'DELETE';
    if (!scopes.includes('custom-menu-link.write') && (write || !scopes.includes('custom-menu-link.readonly'))) {
      return err(401, 'The token is not authorized for this scope.', 'Unauthorized');
    }
    const mine = customMenus.filter((m) => m.companyId === g.companyId);
    if (!id && req.method === 'POST') return createMenu(req, g, record);
    if (!id && req.method === 'GET') {
      const skip = Math.max(0, Number(req.query.get('skip') ?? 0) || 0);
      const limit = Math.max(1, Number(req.query.get('limit') ?? 20) || 20);
      const query = req.query.get('query')?.toLowerCase();
      const company = req.query.get('showOnCompany');
      const hits = mine.filter((m) => (!query || m.title.toLowerCase().includes(query)) && (company === null || String(m.showOnCompany) === company));
      return { status: 200, body: { customMenus: hits.slice(skip, skip + limit), totalLinks: hits.length } };
    }
    const found = mine.find((m) => m.id === id);
    if (!found) return err(404, 'Custom menu not found', 'Not Found');
    if (req.method === 'GET') return { status: 200, body: { customMenu: found } };
    if (req.method === 'DELETE') {
      customMenus = customMenus.filter((m) => m.id !== found.id);
      record({ summary: `removed menu link "${found.title}"`, data: { id: found.id } });
      return { status: 200, body: { success: true, message: 'Custom menu successfully deleted', deletedMenuId: found.id, deletedAt: new Date().toISOString() } };
    }
    return err(404, `Cannot ${req.method} /custom-menus/${id}`, 'Not Found');
  }

  /** CreateCustomMenuDTO: every field but allowCamera and allowMicrophone is required. */
  function createMenu(req: FakeRequest, g: Grant, record: (e: { summary: string; data?: unknown }) => void): FakeResponse {
    const body = jsonBody(req.rawBody);
    if (!body || typeof body !== 'object') return err(400, 'Bad Request', 'Bad Request');
    const b = body as Record<string, unknown>;
    const problems: string[] = [];
    if (!str(b.title)) problems.push('title should not be empty');
    if (!isHttpUrl(str(b.url))) problems.push('url must be a URL address');
    const icon = (b.icon && typeof b.icon === 'object' ? b.icon : undefined) as { name?: unknown; fontFamily?: unknown } | undefined;
    if (!icon || !str(icon.name)) problems.push('icon.name should not be empty');
    if (!icon || !['fab', 'fas', 'far'].includes(String(icon.fontFamily))) problems.push('icon.fontFamily must be one of the following values: fab, fas, far');
    for (const f of ['showOnCompany', 'showOnLocation', 'showToAllLocations'] as const) if (typeof b[f] !== 'boolean') problems.push(`${f} must be a boolean value`);
    for (const f of ['allowCamera', 'allowMicrophone'] as const) if (b[f] !== undefined && typeof b[f] !== 'boolean') problems.push(`${f} must be a boolean value`);
    if (!['iframe', 'new_tab', 'current_tab'].includes(String(b.openMode))) problems.push('openMode must be one of the following values: iframe, new_tab, current_tab');
    if (!['all', 'admin', 'user'].includes(String(b.userRole))) problems.push('userRole must be one of the following values: all, admin, user');
    if (!Array.isArray(b.locations) || !b.locations.every((l) => typeof l === 'string')) problems.push('each value in locations must be a string');
    else if (b.showOnLocation === true && b.showToAllLocations === false && b.locations.length === 0) problems.push('locations should not be empty');
    if (problems.length) return err(422, problems, 'Unprocessable Entity');
    const made: CustomMenu = {
      id: randomUUID(),
      companyId: g.companyId,
      title: b.title as string,
      url: b.url as string,
      icon: { name: String(icon?.name), fontFamily: String(icon?.fontFamily) },
      order: customMenus.filter((m) => m.companyId === g.companyId).length + 1,
      showOnCompany: b.showOnCompany as boolean,
      showOnLocation: b.showOnLocation as boolean,
      showToAllLocations: b.showToAllLocations as boolean,
      locations: b.locations as string[],
      openMode: b.openMode as string,
      userRole: b.userRole as string,
      allowCamera: b.allowCamera === true,
      allowMicrophone: b.allowMicrophone === true,
    };
    customMenus.push(made);
    record({ summary: `added menu link "${made.title}" opening ${made.url} (${made.openMode})`, data: made });
    return { status: 201, body: { customMenu: made } };
  }
}
