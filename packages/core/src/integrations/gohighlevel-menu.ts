import type { Actor } from '../access/actor.js';
import type { AuditRow } from '../audit/record.js';
import { isConditionFailure } from '../db/conditions.js';
import { runTransaction } from '../db/transaction.js';
import type { User } from '../identity/user.entity.js';
import { getUser } from '../identity/users.js';
import { systemClock, type Clock } from '../platform/clock.js';
import type { OAuthTokens } from '../platform/integration-provider.js';
import { secretBox } from '../platform/secret-box.js';
import { badRequest, conflict, forbidden, isDomainError, notFound } from '../shared/errors.js';
import type { Company } from '../tenancy/company.entity.js';
import { publicUrl } from '../tenancy/public-url.js';
import { signInHostFor } from '../tenancy/sign-in-host.js';
import { integrationScope } from './access.js';
import { REFRESH_AHEAD_MS } from './connections.js';
import { MENU_ADDED, MENU_REMOVED, MENU_TITLE_MAX, type AddMenuBody, type MenuResponse, type MenuView } from './gohighlevel-menu.contract.js';
import type { GohighlevelMenu } from './gohighlevel-menu.entity.js';
import { issueOAuthState, oauthRedirectUri, type ConsumedOAuthState } from './oauth-state.js';
import { zOAuthTokens } from './providers/oauth-tokens.js';
import { createMenuLink, deleteMenuLink, exchangeMenuCode, findMenuLink, menuAuthorizeUrl, refreshMenuTokens, type MenuLink, type MenuLinkRequest } from './providers/gohighlevel-menu.js';
import { CHANGED_MEANWHILE, integrationAuditRow } from './store.js';
import { createWriteTransaction } from 'electrodb';
import { gohighlevelMenuEntity } from './gohighlevel-menu.entity.js';
import { auditEntity } from '../audit/audit.entity.js';

/**
 * The agency's link in its GoHighLevel menu, opening our app on the agency's own domain inside
 * GoHighLevel (docs/decisions.md, "Integration providers and their local fakes"):
 * GET/POST/DELETE /api/integrations/{companyId}/gohighlevel/menu and .../menu/authurl.
 */

/** The page GoHighLevel frames; only this path may be framed, and only by GoHighLevel's app hosts. */
export const GOHIGHLEVEL_FRAME_PATH = '/embed/gohighlevel';
export const AGENCIES_ONLY = 'The GoHighLevel menu link is for agencies: it opens your clients’ dashboards, on your domain, inside your GoHighLevel account.';
export const ONLY_AGENCY_ADMINS = 'Only the agency’s owner or an administrator can change its GoHighLevel menu link.';
export const CONNECT_AGENCY_FIRST = 'Please connect your GoHighLevel agency account first.';
export const ADD_IN_FLIGHT = 'The menu link is being added. Please wait a moment and reload.';
export const RECONNECT_AGENCY = 'GoHighLevel no longer accepts the agency connection. Please connect your GoHighLevel agency account again.';
/** An add older than this is a stopped process's (above every provider call's 8 s timeout, as the delivery claim). */
export const ADD_CLAIM_MS = 2 * 60 * 1000;

const MANAGERS: readonly Actor['userType'][] = ['userdownline', 'administrator'];

interface Who {
  me: User;
  company: Company;
  parent: Company | undefined;
  ip?: string | undefined;
  viewModeOriginUserId?: string | undefined;
}

/**
 * Reading: whoever may read the company's integrations. Changing: the agency's own owner or
 * administrators, since the GoHighLevel agency account is theirs. A client's id answers that the
 * link is an agency's.
 */
async function menuScope(actor: Actor, companyId: string, need: 'read' | 'manage') {
  const scope = await integrationScope(actor, companyId, 'read');
  if (scope.company.kind !== 'agency') throw badRequest(AGENCIES_ONLY);
  if (need === 'manage' && (actor.companyId !== companyId || !MANAGERS.includes(actor.userType))) throw forbidden(ONLY_AGENCY_ADMINS);
  return scope;
}

async function who(actor: Actor, company: Company, parent: Company | undefined, ip: string | undefined): Promise<Who> {
  const me = await getUser(actor.rootId, actor.userId);
  if (!me) throw notFound('User not found.');
  return { me, company, parent, ip, viewModeOriginUserId: actor.viewModeOriginUserId };
}

export const frameUrl = (company: Company, parent: Company | undefined) => publicUrl(signInHostFor(company, parent), GOHIGHLEVEL_FRAME_PATH);
const defaultTitle = (company: Company) => company.name.slice(0, MENU_TITLE_MAX).trim() || 'Leads';
const claimHeld = (m: GohighlevelMenu | undefined, clock: Clock) => !!m?.addingSince && clock.now().getTime() - Date.parse(m.addingSince) < ADD_CLAIM_MS;

async function readMenu(rootId: string, companyId: string): Promise<GohighlevelMenu | undefined> {
  return (await gohighlevelMenuEntity.get({ rootId, companyId }).go({ consistent: true })).data ?? undefined;
}

function menuView(m: GohighlevelMenu | undefined, url: string, clock: Clock): MenuView {
  return {
    agency_connected: !!m?.credentials,
    frame_url: url,
    link: m?.menuId ? { id: m.menuId, title: m.menuTitle ?? '', url: m.menuUrl ?? '', added_at: m.addedAt ?? '' } : null,
    adding: claimHeld(m, clock),
  };
}

/** Sealed like a connection's credentials, bound to the agency (a copy on another row does not open). */
const sealContext = (m: Pick<GohighlevelMenu, 'rootId' | 'companyId'>) => ({ rootId: m.rootId, companyId: m.companyId, purpose: 'gohighlevel-menu' });

type Changes = Partial<Omit<GohighlevelMenu, 'rootId' | 'companyId' | 'createdAt' | 'version'>>;
type Removable = 'credentials' | 'tokenExpiresAt' | 'menuId' | 'menuTitle' | 'menuUrl' | 'addedAt' | 'addedBy' | 'addingSince';

/** One change conditioned on the version read, with its audit row in the same transaction; a lost race answers 409. */
async function changeMenu(read: GohighlevelMenu, set: Changes, remove: Removable[], audit?: AuditRow): Promise<GohighlevelMenu> {
  const version = read.version + 1;
  const gone = remove.filter((k) => read[k] !== undefined);
  const out = await runTransaction(() =>
    createWriteTransaction({ gohighlevelMenu: gohighlevelMenuEntity, audit: auditEntity }, ({ gohighlevelMenu, audit: log }) => {
        const patch = gohighlevelMenu.patch({ rootId: read.rootId, companyId: read.companyId }).set({ ...set, version });
        const withRemoved = gone.length ? patch.remove(gone) : patch;
        return [withRemoved.where((a, op) => op.eq(a.version, read.version)).commit(), ...(audit ? [log.create(audit).commit()] : [])];
      })
      .go(),
  );
  if (!out.ok) throw conflict(CHANGED_MEANWHILE);
  const next: GohighlevelMenu = { ...read, ...set, version };
  for (const k of gone) delete next[k];
  return next;
}

/** Stores the Company tokens of a consent: on the agency's record, made the first time. */
async function storeTokens(rootId: string, companyId: string, tokens: OAuthTokens, userId: string, clock: Clock): Promise<GohighlevelMenu> {
  const now = clock.now().toISOString();
  const credentials = await secretBox().encrypt(JSON.stringify(tokens), sealContext({ rootId, companyId }));
  const ghl = tokens.extra?.companyId;
  const set = { credentials, tokenExpiresAt: tokens.expiresAt, consentedAt: now, consentedBy: userId, updatedAt: now, ...(ghl ? { ghlCompanyId: ghl } : {}) };
  for (let i = 0; i < 3; i++) {
    const read = await readMenu(rootId, companyId);
    try {
      if (read) return await changeMenu(read, set, []);
      const item = { rootId, companyId, ...set, createdAt: now, version: 1 };
      await gohighlevelMenuEntity.create(item).go();
      return item;
    } catch (e) {
      // Another consent or add wrote first: read it again and store over it.
      if (!isConditionFailure(e) && !(isDomainError(e) && e.message === CHANGED_MEANWHILE)) throw e;
    }
  }
  throw conflict(CHANGED_MEANWHILE);
}

/**
 * The agency's tokens, refreshed first when they expire within five minutes and saved conditioned
 * on the version read; the loser of two refreshes reads the winner's (GoHighLevel's refresh
 * tokens work once). Tokens GoHighLevel no longer renews are dropped, so the page offers consent.
 */
async function agencyTokens(m: GohighlevelMenu, clock: Clock): Promise<{ menu: GohighlevelMenu; tokens: OAuthTokens }> {
  if (!m.credentials) throw badRequest(CONNECT_AGENCY_FIRST);
  const tokens = zOAuthTokens.parse(JSON.parse(await secretBox().decrypt(m.credentials, sealContext(m))));
  if (Date.parse(tokens.expiresAt) - clock.now().getTime() > REFRESH_AHEAD_MS) return { menu: m, tokens };
  let fresh: OAuthTokens;
  try {
    fresh = await refreshMenuTokens(tokens);
  } catch {
    const now = await readMenu(m.rootId, m.companyId);
    if (now && now.version !== m.version && now.credentials) return agencyTokens(now, clock);
    await changeMenu(m, { updatedAt: clock.now().toISOString() }, ['credentials', 'tokenExpiresAt']).catch(() => undefined);
    throw badRequest(RECONNECT_AGENCY);
  }
  const merged = { ...fresh, extra: { ...tokens.extra, ...fresh.extra } };
  const credentials = await secretBox().encrypt(JSON.stringify(merged), sealContext(m));
  try {
    return { menu: await changeMenu(m, { credentials, tokenExpiresAt: merged.expiresAt, updatedAt: clock.now().toISOString() }, []), tokens: merged };
  } catch (e) {
    const now = await readMenu(m.rootId, m.companyId);
    if (now && now.version !== m.version && now.credentials) return agencyTokens(now, clock);
    throw e;
  }
}

const providerMessage = (e: unknown) => (isDomainError(e) ? e.message : `GoHighLevel did not answer: ${(e as Error).message}`);

/**
 * Adds the link once. The GoHighLevel call and the write recording it cannot be one step, so an add
 * first claims the record (`addingSince`, conditioned on the version read): a second add meanwhile
 * is refused. A link GoHighLevel already holds with our url (an answer lost, a process stopped
 * after the call) is adopted rather than made again.
 */
async function addLink(read: GohighlevelMenu, link: MenuLinkRequest, w: Who, clock: Clock, logged = true): Promise<GohighlevelMenu> {
  if (read.menuId) return read;
  if (!read.credentials) throw badRequest(CONNECT_AGENCY_FIRST);
  if (claimHeld(read, clock)) throw conflict(ADD_IN_FLIGHT);
  let held: GohighlevelMenu;
  try {
    held = await changeMenu(read, { addingSince: clock.now().toISOString(), updatedAt: clock.now().toISOString() }, []);
  } catch {
    const now = await readMenu(read.rootId, read.companyId);
    if (now?.menuId) return now;
    throw conflict(ADD_IN_FLIGHT);
  }
  let made: MenuLink;
  try {
    const { menu, tokens } = await agencyTokens(held, clock);
    held = menu;
    made = (await findMenuLink(tokens, link.url)) ?? (await createMenuLink(tokens, link));
  } catch (e) {
    const now = await readMenu(read.rootId, read.companyId);
    if (now?.addingSince) await changeMenu(now, { updatedAt: clock.now().toISOString() }, ['addingSince']).catch(() => undefined);
    throw badRequest(providerMessage(e));
  }
  const audit = !logged ? undefined : await integrationAuditRow(w, w.me, held, 'integration_menu_added', `Added “${made.title}” to the GoHighLevel menu of ${w.company.name} (${made.url})`, w.ip, clock);
  const at = clock.now().toISOString();
  return changeMenu(held, { menuId: made.id, menuTitle: made.title, menuUrl: made.url, addedAt: at, addedBy: w.me.userId, updatedAt: at }, ['addingSince'], audit);
}

/** GET /api/integrations/{companyId}/gohighlevel/menu: the link (or none), whether the agency consent is held, and the url it opens. */
export async function gohighlevelMenuState(actor: Actor, companyId: string, clock: Clock = systemClock): Promise<MenuResponse> {
  const { company, parent } = await menuScope(actor, companyId, 'read');
  return { result: 'success', menu: menuView(await readMenu(actor.rootId, companyId), frameUrl(company, parent), clock) };
}

/** GET .../gohighlevel/menu/authurl: GoHighLevel's consent for the agency account (Company tokens with the custom-menu scope). */
export async function gohighlevelMenuAuthUrl(actor: Actor, companyId: string, clock: Clock = systemClock) {
  await menuScope(actor, companyId, 'manage');
  const state = await issueOAuthState(actor, companyId, 'gohighlevel', clock, 'gohighlevel-menu');
  return { result: 'success' as const, url: menuAuthorizeUrl({ state, redirectUri: oauthRedirectUri() }) };
}

/** POST .../gohighlevel/menu: adds the link with the agency consent already held (after a Remove, or an add GoHighLevel refused). */
export async function addGohighlevelMenu(actor: Actor, companyId: string, body: AddMenuBody, ctx: { ip?: string | undefined } = {}, clock: Clock = systemClock): Promise<MenuResponse> {
  const { company, parent } = await menuScope(actor, companyId, 'manage');
  const w = await who(actor, company, parent, ctx.ip);
  const read = await readMenu(actor.rootId, companyId);
  if (!read?.credentials) throw badRequest(CONNECT_AGENCY_FIRST);
  const url = frameUrl(company, parent);
  const saved = await addLink(read, { title: body.title ?? defaultTitle(company), url }, w, clock);
  return { result: 'success', message: MENU_ADDED, menu: menuView(saved, url, clock) };
}

/** DELETE .../gohighlevel/menu: removes the link at GoHighLevel, then here. The agency consent is kept, so adding again is one click. */
export async function removeGohighlevelMenu(actor: Actor, companyId: string, ctx: { ip?: string | undefined } = {}, clock: Clock = systemClock): Promise<MenuResponse> {
  const { company, parent } = await menuScope(actor, companyId, 'manage');
  const w = await who(actor, company, parent, ctx.ip);
  const url = frameUrl(company, parent);
  const read = await readMenu(actor.rootId, companyId);
  if (!read?.menuId) return { result: 'success', message: MENU_REMOVED, menu: menuView(read, url, clock) };
  const menuId = read.menuId;
  let current = read;
  try {
    const { menu, tokens } = await agencyTokens(read, clock);
    current = menu;
    await deleteMenuLink(tokens, menuId);
  } catch (e) {
    throw badRequest(providerMessage(e));
  }
  const audit = await integrationAuditRow(w, w.me, current, 'integration_menu_removed', `Removed “${current.menuTitle ?? ''}” from the GoHighLevel menu of ${company.name}`, ctx.ip, clock);
  try {
    const saved = await changeMenu(current, { updatedAt: clock.now().toISOString() }, ['menuId', 'menuTitle', 'menuUrl', 'addedAt', 'addedBy'], audit);
    return { result: 'success', message: MENU_REMOVED, menu: menuView(saved, url, clock) };
  } catch (e) {
    // A second Remove at the same moment: the first one's write is the answer.
    const now = await readMenu(actor.rootId, companyId);
    if (now && now.menuId !== menuId) return { result: 'success', message: MENU_REMOVED, menu: menuView(now, url, clock) };
    throw e;
  }
}

/**
 * The consent's return (the shared OAuth callback, purpose `gohighlevel-menu`): stores the Company
 * tokens and adds the link, as the person asked. Answers what went wrong, in words for the page.
 */
export async function completeMenuConsent(state: ConsumedOAuthState, code: string, who: Omit<Who, 'viewModeOriginUserId'>, clock: Clock = systemClock): Promise<string | undefined> {
  if (who.company.kind !== 'agency') return AGENCIES_ONLY;
  let tokens: OAuthTokens;
  try {
    tokens = await exchangeMenuCode(code, oauthRedirectUri());
  } catch (e) {
    return `GoHighLevel refused the connection: ${(e as Error).message}`;
  }
  try {
    const stored = await storeTokens(state.rootId, state.companyId, tokens, who.me.userId, clock);
    await addLink(stored, { title: defaultTitle(who.company), url: frameUrl(who.company, who.parent) }, { ...who, viewModeOriginUserId: state.viewModeOriginUserId }, clock);
    return undefined;
  } catch (e) {
    if (isDomainError(e)) return e.message;
    throw e;
  }
}

/** The local GoHighLevel fake's agency account (the embedded runtime's demo). */
export const DEMO_GHL_AGENCY = 'cmpLocalAgency000001';

/**
 * The demo agency's menu link, made again on every start of the embedded runtime (the local
 * GoHighLevel fake forgets its links and tokens when it stops): consent clicked through as the
 * agency's owner would, then the link added. Not logged: no person did it.
 */
export async function connectDemoMenu(me: User, company: Company, parent: Company | undefined, clock: Clock = systemClock): Promise<void> {
  const redirectUri = oauthRedirectUri();
  const consent = await fetch(`${menuAuthorizeUrl({ state: 'demo', redirectUri })}&company_id=${DEMO_GHL_AGENCY}`, { redirect: 'manual' });
  const code = new URL(consent.headers.get('location') ?? 'http://x/').searchParams.get('code');
  if (!code) throw new Error(`The GoHighLevel fake gave no code (HTTP ${consent.status})`);
  const stored = await storeTokens(company.rootId, company.companyId, await exchangeMenuCode(code, redirectUri), me.userId, clock);
  const fresh = stored.menuId || stored.addingSince ? await changeMenu(stored, { updatedAt: clock.now().toISOString() }, ['menuId', 'menuTitle', 'menuUrl', 'addedAt', 'addedBy', 'addingSince']) : stored;
  await addLink(fresh, { title: defaultTitle(company), url: frameUrl(company, parent) }, { me, company, parent }, clock, false);
}
