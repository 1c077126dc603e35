import type { OAuthTokens } from '../../platform/integration-provider.js';
import { clip } from './http.js';
import { api, authUrl, apiUrl, client, gohighlevelMessage, type GohighlevelCredentials } from './gohighlevel.js';
import { OAuthRefused, tokenRequest, tokensFrom } from './oauth-tokens.js';

/**
 * GoHighLevel's Custom Menu Links (GoHighLevel/highlevel-api-docs, apps/custom-menus.json): an
 * agency adds a link to its GoHighLevel left menu that opens a URL inside GoHighLevel
 * (`openMode: iframe`). Every call needs an Agency (Company) token with `custom-menu-link.write`
 * (or `.readonly` to list), which is a second consent of the same marketplace app with
 * `user_type=Company`, unlike the Location tokens that deliver leads
 * (docs/decisions.md, "Integration providers and their local fakes").
 *
 * - `POST /custom-menus/` takes `title, url, icon { name, fontFamily: fab|fas|far }, showOnCompany,
 *   showOnLocation, showToAllLocations, openMode, locations, userRole` (all required) and the
 *   optional `allowCamera`, `allowMicrophone`; answers 201 `{ customMenu }`;
 * - `GET /custom-menus/?skip&limit&query` answers `{ customMenus, totalLinks }`;
 * - `DELETE /custom-menus/{id}` answers `{ success, deletedMenuId }`, 404 when it is gone.
 */

export const GOHIGHLEVEL_MENU_SCOPES = ['custom-menu-link.write', 'custom-menu-link.readonly', 'oauth.write'];

/** What the agency's link looks like in GoHighLevel; only title and url vary. */
export interface MenuLinkRequest {
  title: string;
  url: string;
}

export interface MenuLink {
  id: string;
  title: string;
  url: string;
}

/** GoHighLevel refused or failed a menu call; the message is GoHighLevel's own. */
export class MenuCallFailed extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'MenuCallFailed';
  }
}

/** The consent page: the same chooser, where the agency's admin picks the agency rather than a sub-account. */
export function menuAuthorizeUrl({ state, redirectUri }: { state: string; redirectUri: string }): string {
  const q = new URLSearchParams({ response_type: 'code', client_id: client().id, redirect_uri: redirectUri, scope: GOHIGHLEVEL_MENU_SCOPES.join(' '), state });
  return `${authUrl()}/oauth/chooselocation?${q.toString()}`;
}

async function companyToken(form: Record<string, string>, previous?: OAuthTokens): Promise<OAuthTokens> {
  const { id, secret } = client();
  const body = await tokenRequest(`${apiUrl()}/oauth/token`, { client_id: id, client_secret: secret, user_type: 'Company', ...form });
  // A sub-account picked at consent answers a Location token, which the menu API refuses.
  if (body.userType !== undefined && body.userType !== 'Company') {
    throw new OAuthRefused(400, 'Choose your agency account, not a sub-account, to add a menu link.');
  }
  const extra = typeof body.companyId === 'string' ? { companyId: body.companyId } : undefined;
  return tokensFrom(body, new Date(), previous, extra);
}

export const exchangeMenuCode = (code: string, redirectUri: string) => companyToken({ grant_type: 'authorization_code', code, redirect_uri: redirectUri });

/** Refresh tokens are single-use: the answer carries the next one. */
export const refreshMenuTokens = (tokens: OAuthTokens) => companyToken({ grant_type: 'refresh_token', refresh_token: tokens.refreshToken }, tokens);

const failed = (what: string, res: { status: number; body: unknown; headers: Headers }) =>
  new MenuCallFailed(res.status, clip(`GoHighLevel could not ${what}: ${gohighlevelMessage(res)}`));

/** The agency's link with this url, if it has one (a link added before an answer was lost is adopted, not added twice). */
export async function findMenuLink(tokens: GohighlevelCredentials, url: string): Promise<MenuLink | undefined> {
  for (let skip = 0; skip < 1000; skip += 100) {
    const res = await api(tokens, 'GET', `/custom-menus/?skip=${skip}&limit=100`);
    if (res.status !== 200) throw failed('list the menu links', res);
    const page = ((res.body as { customMenus?: MenuLink[] } | undefined)?.customMenus ?? []).filter((m) => typeof m.id === 'string');
    const hit = page.find((m) => m.url === url);
    if (hit) return { id: hit.id, title: hit.title, url: hit.url };
    if (page.length < 100) return undefined;
  }
  return undefined;
}

/** Adds the link: shown to the agency and every sub-account, to every role, opened inside GoHighLevel. */
export async function createMenuLink(tokens: GohighlevelCredentials, link: MenuLinkRequest): Promise<MenuLink> {
  const res = await api(tokens, 'POST', '/custom-menus/', {
    title: link.title,
    url: link.url,
    icon: { name: 'chart-line', fontFamily: 'fas' },
    showOnCompany: true,
    showOnLocation: true,
    showToAllLocations: true,
    locations: [],
    openMode: 'iframe',
    userRole: 'all',
    allowCamera: false,
    allowMicrophone: false,
  });
  const made = (res.body as { customMenu?: { id?: unknown } } | undefined)?.customMenu;
  if (res.status < 200 || res.status >= 300 || typeof made?.id !== 'string') throw failed('add the menu link', res);
  return { id: made.id, title: link.title, url: link.url };
}

/** Removes the link; one already gone (404) is what was asked. */
export async function deleteMenuLink(tokens: GohighlevelCredentials, id: string): Promise<void> {
  const res = await api(tokens, 'DELETE', `/custom-menus/${encodeURIComponent(id)}`);
  if (res.status === 404 || (res.status >= 200 && res.status < 300)) return;
  throw failed('remove the menu link', res);
}
