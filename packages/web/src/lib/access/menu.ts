import type { UserData } from '@platform/core/contracts';

/**
 * Who sees which menu entry and may open which page (seed 000 §2 "Sidebar and bars", §6; seed 001
 * §2). Every such decision is here, as plain functions of the user data, so they can move to core's
 * access rules unchanged. The finer rules (card setup, payment connection, beta features,
 * permissions) arrive with the screens that need them.
 */
export type MenuUser = Pick<
  UserData,
  | 'user_type'
  | 'systemuser'
  | 'customer_card_id'
  | 'manual_bill'
  | 'leadlocalurl'
  | 'leadlocalname'
  | 'leadlocatorurl'
  | 'leadlocatorname'
  | 'leadenhanceurl'
  | 'leadenhancename'
  | 'leadb2burl'
  | 'leadb2bname'
>;

/** The four kinds of user the menus are cut for; administrators and agency staff are "agency". */
export type Audience = 'system' | 'sales' | 'agency' | 'client';

export function audienceOf(user: MenuUser): Audience {
  if (user.systemuser === 'T') return 'system';
  if (user.user_type === 'sales') return 'sales';
  if (user.user_type === 'client') return 'client';
  return 'agency';
}

export type ModuleKey = 'local' | 'locator' | 'enhance' | 'b2b';

export interface UserModule {
  key: ModuleKey;
  name: string;
  url: string;
  beta: boolean;
}

/** The product modules the user data names; a module needs both its url slug and its name. */
export function modulesOf(user: MenuUser): UserModule[] {
  const pairs: [ModuleKey, string | null, string | null][] = [
    ['local', user.leadlocalurl, user.leadlocalname],
    ['locator', user.leadlocatorurl, user.leadlocatorname],
    ['enhance', user.leadenhanceurl, user.leadenhancename],
    ['b2b', user.leadb2burl, user.leadb2bname],
  ];
  return pairs.flatMap(([key, url, name]) => (url && name ? [{ key, name, url, beta: key === 'b2b' }] : []));
}

export const moduleBySlug = (user: MenuUser, slug: string | undefined) =>
  modulesOf(user).find((m) => m.url === slug);

/** Pages whose path is fixed; module pages live under each module's slug. */
export const PAGE_PATHS = {
  'agency-list': '/configuration/agency-list',
  'sales-account-list': '/configuration/sales-account-list',
  'opt-out-list': '/configuration/opt-out-list',
  'report-analytics': '/configuration/report-analytics',
  'client-management': '/configuration/client-management',
  'administrator-list': '/configuration/administrator-list',
  'general-setting': '/configuration/general-setting',
  'sales-connect-account': '/configuration/sales-connect-account',
  integrations: '/integrations',
  profile: '/user/profile',
  'card-setting': '/user/card-setting',
} as const;

export type FixedPage = keyof typeof PAGE_PATHS;
export type ModulePage = 'module-dashboard' | 'module-campaign-management';
export type PageKey = FixedPage | ModulePage;

const isAgencyOrClient = (a: Audience) => a === 'agency' || a === 'client';

const MAY_OPEN: Record<FixedPage, (user: MenuUser, audience: Audience) => boolean> = {
  'agency-list': (_, a) => a === 'system' || a === 'sales',
  'sales-account-list': (_, a) => a === 'system',
  'opt-out-list': (_, a) => a === 'system',
  'report-analytics': (_, a) => a === 'system',
  'client-management': (_, a) => a === 'agency' || a === 'sales',
  'administrator-list': (_, a) => a === 'agency',
  'general-setting': (_, a) => a === 'agency',
  'sales-connect-account': (_, a) => a === 'sales',
  integrations: (u, a) => a !== 'system' && (u.user_type === 'client' || u.user_type === 'userdownline'),
  profile: (_, a) => a !== 'sales',
  'card-setting': (u, a) =>
    isAgencyOrClient(a) &&
    ((Boolean(u.customer_card_id) && u.manual_bill === 'F') || (u.manual_bill === 'T' && u.user_type === 'userdownline')),
};

export type PageVerdict = { allow: true } | { allow: false; redirectTo?: string };

/** May this user open that page? `moduleSlug` is the first path segment of module pages. */
export function pageAccess(user: MenuUser, page: PageKey, moduleSlug?: string): PageVerdict {
  const audience = audienceOf(user);
  if (page === 'module-dashboard' || page === 'module-campaign-management') {
    if (!moduleBySlug(user, moduleSlug)) return { allow: false };
    // Module areas send system users to their own landing page (seed 001 §2).
    if (audience === 'system') return { allow: false, redirectTo: PAGE_PATHS['agency-list'] };
    return isAgencyOrClient(audience) ? { allow: true } : { allow: false };
  }
  if (page === 'client-management' && audience === 'system') {
    return { allow: false, redirectTo: PAGE_PATHS['agency-list'] };
  }
  return MAY_OPEN[page](user, audience) ? { allow: true } : { allow: false };
}

export interface NavItem {
  label: string;
  to: string;
  badge?: string;
}

const fixed = (page: FixedPage, label: string): NavItem => ({ label, to: PAGE_PATHS[page] });

/** The sidebar, in the spec's order. */
export function sidebarItems(user: MenuUser): NavItem[] {
  const modules = modulesOf(user);
  const beta = (m: UserModule) => (m.beta ? { badge: 'Beta' } : {});
  switch (audienceOf(user)) {
    case 'system':
      return [
        fixed('agency-list', 'Agency List'),
        fixed('sales-account-list', 'Sales Account List'),
        fixed('opt-out-list', 'Exclusion List'),
        fixed('report-analytics', 'Report Analytics'),
      ];
    case 'sales':
      return [fixed('client-management', 'Client Management'), fixed('sales-connect-account', 'Sales Connect Account')];
    case 'client':
      return [
        ...modules.map((m) => ({ label: m.name, to: `/${m.url}/dashboard`, ...beta(m) })),
        ...(MAY_OPEN.integrations(user, 'client') ? [fixed('integrations', 'Integrations')] : []),
      ];
    case 'agency': {
      const local = modules.find((m) => m.key === 'local');
      return [
        ...(local ? [{ label: 'Dashboard', to: `/${local.url}/dashboard` }] : []),
        ...modules.map((m) => ({ label: m.name, to: `/${m.url}/campaign-management`, ...beta(m) })),
        fixed('client-management', 'Client Management'),
        fixed('administrator-list', 'Administrator List'),
        fixed('general-setting', 'General Settings'),
      ];
    }
  }
}

/** Profile-menu entries that open a dialog rather than a page. */
export type AccountDialog =
  | 'data-wallet'
  | 'developer'
  | 'exclusion-list'
  | 'change-password'
  | 'two-factor';

export type ProfileMenuItem =
  | { kind: 'page'; label: string; to: string }
  | { kind: 'dialog'; label: string; dialog: AccountDialog }
  | { kind: 'logout'; label: string };

/** The profile dropdown (seed 000 §2), with only the entries this user can use. */
export function profileMenuItems(user: MenuUser): ProfileMenuItem[] {
  const audience = audienceOf(user);
  const page = (key: FixedPage, label: string): ProfileMenuItem[] =>
    MAY_OPEN[key](user, audience) ? [{ kind: 'page', label, to: PAGE_PATHS[key] }] : [];
  const dialog = (shown: boolean, dialogKey: AccountDialog, label: string): ProfileMenuItem[] =>
    shown ? [{ kind: 'dialog', label, dialog: dialogKey }] : [];
  return [
    ...page('profile', 'Profile'),
    ...page('card-setting', 'Card Setting'),
    ...dialog(isAgencyOrClient(audience), 'data-wallet', 'Data Wallet'),
    ...page('integrations', 'Integrations'),
    ...dialog(isAgencyOrClient(audience), 'developer', 'Developer'),
    ...dialog(audience === 'client', 'exclusion-list', 'Exclusion List'),
    ...dialog(true, 'change-password', 'Change Password'),
    ...dialog(true, 'two-factor', 'Two Factor Authentication'),
    { kind: 'logout', label: 'Log out' },
  ];
}

/** Where a user lands after signing in, or when a signed-in user opens a visitor page. */
export function landingPath(user: MenuUser): string {
  const audience = audienceOf(user);
  if (audience === 'system') return PAGE_PATHS['agency-list'];
  if (audience === 'sales') return PAGE_PATHS['sales-connect-account'];
  const local = modulesOf(user).find((m) => m.key === 'local');
  return local ? `/${local.url}/dashboard` : PAGE_PATHS.profile;
}
