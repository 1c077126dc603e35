import type { UserType } from '@platform/core/contracts';

/**
 * Every route of the product (docs/product.md, Menus and pages) with the spec's route meta, as plain data.
 * The router (router.tsx) builds its routes from this table; the decisions themselves are core's
 * (`entryRedirect`, `routeAccess`), so the meta here documents the spec's intent and is checked
 * against core's rules by route-table.test.ts rather than enforced twice.
 */

export type RouteName =
  | 'Login'
  | 'Register'
  | 'Agency Register'
  | 'TermUse'
  | 'PrivacyPolicy'
  | 'Dashboard'
  | 'Profile Setup'
  | 'Card Setting'
  | 'Agency List';

export type MenuName = 'menuAdsDesign' | 'menuCampaign' | 'menuLeadsPeek' | 'settingMenuShow';

export interface RouteMeta {
  /** An unauthenticated visitor goes to Login. */
  requiresAuth?: true;
  /** A signed-in user is sent on to their landing page. */
  requiresVisitor?: true;
  /** The user types the spec allows; core's routeAccess holds the full rule. */
  clientTypeAccess?: readonly UserType[];
  menuEnabled?: boolean;
  menuname?: MenuName;
  itemname?: 'campaignmanagement';
  name?: RouteName;
}

/**
 * Where a page sits: the auth layout (visitors), public pages (anyone), or the signed-in frame,
 * directly or inside the campaign layout or a module area.
 */
export type Area = 'visitor' | 'public' | 'shell' | 'campaign' | 'module';

export type PageId =
  | 'login'
  | 'sso'
  | 'register'
  | 'agency-register'
  | 'reset-password-invalid'
  | 'set-new-password'
  | 'privacy-policy'
  | 'term-of-use'
  | 'service-billing-agreement'
  | 'marketing-services-agreement-developer'
  | 'embed-gohighlevel'
  | 'download-auth'
  | 'profile'
  | 'profile-setup'
  | 'profile-setup-v1'
  | 'card-setting'
  | 'questionnaire'
  | 'questionnaire-add'
  | 'banner-create'
  | 'banner-list'
  | 'integrations'
  | 'integration-detail'
  | 'campaign'
  | 'campaign-setup'
  | 'audience'
  | 'campaign-clients'
  | 'module-dashboard'
  | 'module-campaign-management'
  | 'module-campaign-management-v1'
  | 'module-leads-management'
  | 'module-campaign-report'
  | 'client-management'
  | 'agency-list'
  | 'administrator-list'
  | 'sales-account-list'
  | 'role-list'
  | 'general-setting'
  | 'data-enrichment'
  | 'opt-out-list'
  | 'coupons'
  | 'report-analytics'
  | 'sales-connect-account';

export interface RouteEntry {
  id: PageId;
  /** react-router path, relative to its area (module pages are relative to `/:module`). */
  path: string;
  area: Area;
  meta: RouteMeta;
}

const USER_AREA: readonly UserType[] = ['user', 'client', 'userdownline', 'administrator'];
const AGENCY_STAFF: readonly UserType[] = ['user', 'userdownline', 'administrator'];
const visitor = { requiresVisitor: true } as const;
const signedIn = (meta: Omit<RouteMeta, 'requiresAuth'> = {}): RouteMeta => ({ requiresAuth: true, ...meta });
const config = (meta: Omit<RouteMeta, 'requiresAuth'> = {}): RouteMeta =>
  signedIn({ clientTypeAccess: AGENCY_STAFF, menuname: 'settingMenuShow', ...meta });

export const ROUTE_TABLE: readonly RouteEntry[] = [
  // Auth layout (visitors only).
  { id: 'login', path: 'login', area: 'visitor', meta: { ...visitor, name: 'Login' } },
  { id: 'sso', path: 'sso', area: 'visitor', meta: visitor },
  { id: 'register', path: 'register', area: 'visitor', meta: { ...visitor, name: 'Register' } },
  { id: 'agency-register', path: 'agency-register/:referralCode?', area: 'visitor', meta: { ...visitor, name: 'Agency Register' } },
  { id: 'reset-password-invalid', path: 'reset-password-invalid', area: 'visitor', meta: visitor },
  { id: 'set-new-password', path: 'set-new-password/:token', area: 'visitor', meta: visitor },

  // Public pages.
  { id: 'privacy-policy', path: 'privacy-policy', area: 'public', meta: { name: 'PrivacyPolicy' } },
  { id: 'term-of-use', path: 'term-of-use', area: 'public', meta: { name: 'TermUse' } },
  { id: 'service-billing-agreement', path: 'service-billing-agreement', area: 'public', meta: {} },
  { id: 'marketing-services-agreement-developer', path: 'marketing-services-agreement-developer', area: 'public', meta: {} },
  // The agency's GoHighLevel menu link opens this page inside GoHighLevel (the only framable path).
  { id: 'embed-gohighlevel', path: 'embed/gohighlevel', area: 'public', meta: {} },

  { id: 'download-auth', path: 'download-auth/:pkdoc', area: 'shell', meta: signedIn({ clientTypeAccess: AGENCY_STAFF }) },

  // User area /user (the bare /user redirects to /user/profile).
  { id: 'profile', path: 'user/profile', area: 'shell', meta: signedIn({ clientTypeAccess: USER_AREA }) },
  { id: 'profile-setup', path: 'user/profile-setup', area: 'shell', meta: signedIn({ clientTypeAccess: USER_AREA, name: 'Profile Setup' }) },
  { id: 'profile-setup-v1', path: 'user/profile-setup-v1', area: 'shell', meta: signedIn({ clientTypeAccess: USER_AREA, menuname: 'menuLeadsPeek' }) },
  { id: 'card-setting', path: 'user/card-setting', area: 'shell', meta: signedIn({ clientTypeAccess: USER_AREA, name: 'Card Setting' }) },
  { id: 'questionnaire', path: 'user/questionnaire', area: 'shell', meta: signedIn({ clientTypeAccess: AGENCY_STAFF }) },
  { id: 'questionnaire-add', path: 'user/questionnaire-add', area: 'shell', meta: signedIn({ clientTypeAccess: AGENCY_STAFF }) },

  // Ads design.
  { id: 'banner-create', path: 'banner/create', area: 'shell', meta: signedIn({ clientTypeAccess: AGENCY_STAFF, menuname: 'menuAdsDesign' }) },
  { id: 'banner-list', path: 'banner/list', area: 'shell', meta: signedIn({ clientTypeAccess: AGENCY_STAFF, menuname: 'menuAdsDesign' }) },

  // Integrations: client and userdownline only.
  { id: 'integrations', path: 'integrations', area: 'shell', meta: signedIn({ clientTypeAccess: ['client', 'userdownline'] }) },
  { id: 'integration-detail', path: 'integrations/:id', area: 'shell', meta: signedIn({ clientTypeAccess: ['client', 'userdownline'] }) },

  // Campaign layout.
  { id: 'campaign', path: 'campaign', area: 'campaign', meta: signedIn({ clientTypeAccess: AGENCY_STAFF, menuname: 'menuCampaign' }) },
  { id: 'campaign-setup', path: 'campaign-setup', area: 'campaign', meta: signedIn({ clientTypeAccess: AGENCY_STAFF, menuname: 'menuCampaign' }) },
  { id: 'audience', path: 'Audience', area: 'campaign', meta: signedIn({ clientTypeAccess: AGENCY_STAFF, menuname: 'menuCampaign' }) },
  { id: 'campaign-clients', path: 'Client', area: 'campaign', meta: signedIn({ clientTypeAccess: AGENCY_STAFF, menuname: 'menuCampaign' }) },

  // Per-module areas under each module's url slug (the bare slug redirects to its dashboard).
  { id: 'module-dashboard', path: 'dashboard', area: 'module', meta: signedIn({ menuname: 'menuLeadsPeek', name: 'Dashboard' }) },
  {
    id: 'module-campaign-management',
    path: 'campaign-management',
    area: 'module',
    meta: signedIn({ menuname: 'menuLeadsPeek', itemname: 'campaignmanagement' }),
  },
  {
    id: 'module-campaign-management-v1',
    path: 'campaign-management-v1',
    area: 'module',
    meta: signedIn({ menuname: 'menuLeadsPeek', itemname: 'campaignmanagement' }),
  },
  {
    id: 'module-leads-management',
    path: 'leads-management',
    area: 'module',
    meta: signedIn({ clientTypeAccess: ['administrator'], menuEnabled: false }),
  },
  // A campaign's chart and invoices (opened from its row and from the under-performing campaigns).
  { id: 'module-campaign-report', path: 'campaign-report/:campaignId', area: 'module', meta: signedIn({ menuname: 'menuLeadsPeek', menuEnabled: false }) },

  // Configuration area (docs/product.md, Menus and pages; the bare /configuration redirects to
  // client-management).
  { id: 'client-management', path: 'configuration/client-management', area: 'shell', meta: config({ clientTypeAccess: [...AGENCY_STAFF, 'sales'] }) },
  { id: 'agency-list', path: 'configuration/agency-list', area: 'shell', meta: config({ clientTypeAccess: [...AGENCY_STAFF, 'sales'], name: 'Agency List' }) },
  { id: 'administrator-list', path: 'configuration/administrator-list', area: 'shell', meta: config() },
  { id: 'sales-account-list', path: 'configuration/sales-account-list', area: 'shell', meta: config() },
  { id: 'role-list', path: 'configuration/role-list', area: 'shell', meta: config() },
  { id: 'general-setting', path: 'configuration/general-setting', area: 'shell', meta: config() },
  // A client enriches its own data (docs/decisions.md, Data enrichment and export jobs).
  { id: 'data-enrichment', path: 'configuration/data-enrichment', area: 'shell', meta: config({ clientTypeAccess: [...AGENCY_STAFF, 'client'] }) },
  { id: 'opt-out-list', path: 'configuration/opt-out-list', area: 'shell', meta: config() },
  { id: 'coupons', path: 'configuration/coupons', area: 'shell', meta: config() },
  { id: 'report-analytics', path: 'configuration/report-analytics', area: 'shell', meta: config() },
  { id: 'sales-connect-account', path: 'configuration/sales-connect-account', area: 'shell', meta: config({ clientTypeAccess: ['sales'] }) },
];

export const routesIn = (area: Area): RouteEntry[] => ROUTE_TABLE.filter((r) => r.area === area);

/** A concrete URL of an entry, for tests and links: parameters filled with sample values. */
export function samplePath(entry: RouteEntry, moduleSlug = 'siteid'): string {
  const path = entry.path
    .replace(/\/:\w+\?$/, '')
    .replace(/:(\w+)/g, (_m, name: string) => `sample-${name}`);
  return entry.area === 'module' ? `/${moduleSlug}/${path}` : `/${path}`;
}
