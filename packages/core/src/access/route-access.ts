import type { UserType } from '../identity/user-types.js';
import {
  isAdministrator,
  isClient,
  isSales,
  isSystemUser,
  isViewMode,
  menuPermitted,
  hasCard,
  type ActorGuardContext,
  type GuardContext,
} from './guard-context.js';
import { moduleAreas } from './modules.js';
import { PATHS } from './paths.js';

export type RouteDecision = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'notFound' };
const allow: RouteDecision = { kind: 'allow' };
const notFound: RouteDecision = { kind: 'notFound' };
const redirect = (to: string): RouteDecision => ({ kind: 'redirect', to });

const CONFIG_TYPES: readonly UserType[] = ['user', 'userdownline', 'administrator'];
const USER_AREA_TYPES: readonly UserType[] = ['user', 'client', 'userdownline', 'administrator'];
const typeIn = (c: { user: { user_type: UserType } }, types: readonly UserType[]) => types.includes(c.user.user_type);

/**
 * The report_analytics permission as the guards read it (the root company's permission set of
 * core's access rules): a role's flag (set where the root's roles are edited), or null, the spec's
 * "allowed", for a user without a role (the root's owner). It lives with the guards, not beside the
 * reports' zod contracts: the sign-in page loads the guards and must not load zod classic
 * (docs/decisions.md, "Performance budgets").
 */
export const reportPermissionsOf = (perms: Record<string, string> | null): Record<string, boolean> | null =>
  perms ? { report_analytics: perms.report_analytics !== 'F' } : null;

/** report-analytics: a root-company system user with the permission (null set allows), or view mode. */
export function mayOpenReportAnalytics(c: ActorGuardContext): boolean {
  if (isViewMode(c)) return true;
  const perms = c.rootPermissions;
  const permitted = perms === null || perms === undefined || perms.report_analytics !== false;
  return isSystemUser(c) && c.user.rootcomp === 'T' && permitted;
}

/** The configuration area (docs/product.md, Menus and pages), page by page. */
export const CONFIG_PAGES = [
  'client-management',
  'agency-list',
  'administrator-list',
  'sales-account-list',
  'role-list',
  'general-setting',
  'data-enrichment',
  'opt-out-list',
  'report-analytics',
  'sales-connect-account',
  'coupons',
] as const;
export type ConfigPage = (typeof CONFIG_PAGES)[number];

/**
 * Data Enrichment is run for a client and paid by it (docs/decisions.md, "Data enrichment and export
 * jobs"): the client's own users and its agency's staff; not sales, not the root's system users.
 */
export const dataEnrichmentOpen = (c: ActorGuardContext) => !isSystemUser(c) && (isClient(c) || typeIn(c, CONFIG_TYPES));

export function configPageAccess(c: ActorGuardContext, page: ConfigPage): RouteDecision {
  switch (page) {
    case 'client-management':
      if (isSystemUser(c)) return redirect(PATHS.agencyList);
      return typeIn(c, CONFIG_TYPES) || isSales(c) ? allow : notFound;
    case 'agency-list':
      return isSystemUser(c) || isSales(c) ? allow : notFound;
    case 'sales-account-list':
    case 'opt-out-list':
    case 'coupons':
      return isSystemUser(c) ? allow : notFound;
    case 'general-setting':
      return typeIn(c, CONFIG_TYPES) ? allow : notFound;
    case 'report-analytics':
      return mayOpenReportAnalytics(c) ? allow : notFound;
    case 'sales-connect-account':
      return isSales(c) ? allow : notFound;
    case 'administrator-list':
    case 'role-list':
      return typeIn(c, CONFIG_TYPES) ? allow : notFound;
    case 'data-enrichment':
      return dataEnrichmentOpen(c) ? allow : notFound;
  }
}

// /embed/gohighlevel: the page GoHighLevel's menu link frames, which sends a visitor to sign-in and a signed-in user on.
const PUBLIC_PAGES = new Set(['/privacy-policy', '/term-of-use', '/service-billing-agreement', '/marketing-services-agreement-developer', '/embed/gohighlevel']);
const VISITOR_PAGES = new Set(['/', '/login', '/sso', '/register', '/reset-password-invalid']);

export const isVisitorPath = (path: string) =>
  VISITOR_PAGES.has(path) || path.startsWith('/agency-register') || path.startsWith('/set-new-password/');
export const isPublicPath = (path: string) => PUBLIC_PAGES.has(path);

/**
 * May this signed-in user open this path? Answers allow, a redirect, or not found (the 404 page),
 * for every route of both seeds. Visitor pages and the entry flow are decided before this.
 */
export function routeAccess(c: GuardContext, rawPath: string): RouteDecision {
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  if (isPublicPath(path)) return allow;
  const seg = path.split('/').filter(Boolean);
  const [first, second, third] = seg;

  if (first === 'user') {
    if (!second) return redirect(PATHS.profile);
    if (seg.length > 2) return notFound;
    switch (second) {
      case 'profile':
      case 'profile-setup':
      case 'card-setting':
        return typeIn(c, USER_AREA_TYPES) ? allow : notFound;
      case 'profile-setup-v1':
        if (!typeIn(c, USER_AREA_TYPES)) return notFound;
        return (hasCard(c) && c.user.menuLeadspeek) || isSystemUser(c) ? allow : redirect(PATHS.profileSetup);
      case 'questionnaire':
      case 'questionnaire-add':
        return typeIn(c, ['user', 'userdownline', 'administrator']) ? allow : notFound;
      default:
        return notFound;
    }
  }
  if (first === 'configuration') {
    if (!second) return typeIn(c, CONFIG_TYPES) || isSales(c) ? redirect(PATHS.clientManagement) : notFound;
    if (seg.length > 2 || !(CONFIG_PAGES as readonly string[]).includes(second)) return notFound;
    return configPageAccess(c, second as ConfigPage);
  }
  if (first === 'integrations') {
    if (seg.length > 2) return notFound;
    return typeIn(c, ['client', 'userdownline']) ? allow : notFound;
  }
  if (first === 'banner') {
    if (seg.length !== 2 || (second !== 'create' && second !== 'list')) return notFound;
    return typeIn(c, CONFIG_TYPES) && !isSystemUser(c) && menuPermitted(c, 'menuAdsDesign') ? allow : notFound;
  }
  if (seg.length === 1 && ['campaign', 'campaign-setup', 'Audience', 'Client'].includes(first ?? '')) {
    // Clients is one page for both menus' "Clients" entries (docs/decisions.md, "Campaign builder with audiences").
    const menu = menuPermitted(c, 'menuCampaign') || (first === 'Client' && menuPermitted(c, 'menuAdsDesign'));
    return typeIn(c, CONFIG_TYPES) && !isSystemUser(c) && menu ? allow : notFound;
  }
  if (first === 'download-auth' && seg.length === 2) {
    return typeIn(c, ['user', 'userdownline', 'administrator']) ? allow : notFound;
  }
  const mod = moduleAreas(c).find((m) => m.url === first);
  if (mod) {
    if (!second) return redirect(`/${mod.url}/dashboard`);
    // A campaign's chart and reports: whoever sees the module's campaigns, the root's system users
    // too (they open it from their under-performing campaigns); the API answers 404 for others' campaigns.
    if (second === 'campaign-report') return third !== undefined && seg.length === 3 && menuPermitted(c, 'menuLeadsPeek') ? allow : notFound;
    if (third !== undefined) return notFound;
    switch (second) {
      case 'dashboard':
        return isSystemUser(c) ? redirect(PATHS.agencyList) : allow;
      case 'campaign-management':
      case 'campaign-management-v1':
        if (isSystemUser(c)) return redirect(PATHS.agencyList);
        if (isClient(c) && c.user.disable_client_add_campaign === 'T') return redirect(`/${mod.url}/dashboard`);
        return menuPermitted(c, 'menuLeadsPeek') ? allow : notFound;
      case 'leads-management':
        return isAdministrator(c) ? allow : notFound;
      default:
        return notFound;
    }
  }
  return notFound;
}
