import {
  accountConnected,
  betaApplies,
  hasCard,
  isAdministrator,
  isAgencyUser,
  isClient,
  isSales,
  isSystemUser,
  isViewMode,
  menuPermitted,
  paymentFailed,
  type GuardContext,
} from './guard-context.js';
import { moduleAreas } from './modules.js';
import { PATHS } from './paths.js';
import { configPageAccess, type ConfigPage } from './route-access.js';

export interface MenuItem {
  key: string;
  label: string;
  path: string;
  badge?: 'Beta';
  children?: MenuItem[];
}

const CONFIG_LABELS: Record<ConfigPage, string> = {
  'client-management': 'Client Management',
  'agency-list': 'Agency List',
  'administrator-list': 'Administrator List',
  'sales-account-list': 'Sales Account List',
  'role-list': 'Role List',
  'general-setting': 'General Settings',
  'data-enrichment': 'Data Enrichment',
  'opt-out-list': 'Exclusion List',
  'report-analytics': 'Report Analytics',
  'sales-connect-account': 'Sales Connect Account',
  coupons: 'Coupons',
};

const config = (page: ConfigPage): MenuItem => ({ key: page, label: CONFIG_LABELS[page], path: `/configuration/${page}` });

/**
 * Agency staff work normally once the card is set up, the payment account connected and no payment
 * failed (failure ignored in view mode). The card is the owner's: staff (users, administrators)
 * work under the agency's.
 */
const cardDone = (c: GuardContext) => hasCard(c) || c.user.user_type === 'user' || isAdministrator(c);
const agencyReady = (c: GuardContext) => cardDone(c) && accountConnected(c) && (!paymentFailed(c) || isViewMode(c));

function moduleItems(c: GuardContext): MenuItem[] {
  if (!menuPermitted(c, 'menuLeadsPeek')) return [];
  return moduleAreas(c).map((m) => {
    const children: MenuItem[] = [{ key: `${m.key}-dashboard`, label: 'Dashboard', path: `/${m.url}/dashboard` }];
    if (!(isClient(c) && c.user.disable_client_add_campaign === 'T')) {
      children.push({ key: `${m.key}-campaigns`, label: 'Campaign Management', path: `/${m.url}/campaign-management` });
    }
    return { key: m.key, label: m.name, path: `/${m.url}/dashboard`, ...(m.beta ? { badge: 'Beta' as const } : {}), children };
  });
}

/** The sidebar (docs/product.md, Menus and pages). */
export function sidebarItems(c: GuardContext): MenuItem[] {
  if (isSystemUser(c)) {
    return (['agency-list', 'sales-account-list', 'opt-out-list', 'report-analytics'] as const)
      .filter((p) => configPageAccess(c, p).kind === 'allow')
      .map(config);
  }
  if (isSales(c)) {
    const items = [config('client-management')];
    if (c.user.isAccExecutive === 'T') items.push(config('agency-list'));
    items.push(config('sales-connect-account'));
    return items;
  }
  if (isClient(c)) {
    const items = accountConnected(c) ? [...moduleItems(c), config('data-enrichment')] : [];
    items.push({ key: 'integrations', label: 'Integrations', path: '/integrations' });
    return items;
  }
  if (isAgencyUser(c) || isAdministrator(c)) {
    if (!agencyReady(c)) return cardDone(c) && !paymentFailed(c) ? [config('general-setting')] : [];
    const items: MenuItem[] = [];
    if (menuPermitted(c, 'menuAdsDesign')) {
      items.push({
        key: 'ads-design',
        label: 'Ads Design',
        path: '/banner/list',
        children: [
          { key: 'banner-create', label: 'Create Banner', path: '/banner/create' },
          { key: 'banner-list', label: 'Banner List', path: '/banner/list' },
          { key: 'ads-clients', label: 'Clients', path: '/Client' },
        ],
      });
    }
    if (menuPermitted(c, 'menuCampaign')) {
      items.push({
        key: 'campaign',
        label: 'Campaign',
        path: '/campaign',
        children: [
          { key: 'campaign-dashboard', label: 'Dashboard', path: '/campaign' },
          { key: 'campaign-create', label: 'Create Campaign', path: '/campaign-setup' },
          { key: 'campaign-audience', label: 'Campaign Audience List', path: '/Audience' },
          { key: 'campaign-clients', label: 'Clients', path: '/Client' },
        ],
      });
    }
    items.push(...moduleItems(c));
    items.push(config('data-enrichment'));
    if (menuPermitted(c, 'settingMenuShow')) {
      items.push(config('client-management'), config('administrator-list'), config('general-setting'));
    }
    return items;
  }
  return [];
}

/** The System Settings dropdown: every configuration page this user may open. */
export function systemSettingsItems(c: GuardContext): MenuItem[] {
  if (!menuPermitted(c, 'settingMenuShow') || isClient(c)) return [];
  if ((isAgencyUser(c) || isAdministrator(c)) && !isSystemUser(c) && !agencyReady(c)) return [];
  const pages: ConfigPage[] = ['client-management', 'agency-list', 'administrator-list', 'sales-account-list', 'role-list', 'general-setting', 'coupons', 'opt-out-list', 'report-analytics'];
  return pages.filter((p) => configPageAccess(c, p).kind === 'allow').map(config);
}

/** Card Setting shows when a card is set up and manual bill is off, or manual bill is on for an agency owner. */
export const cardSettingVisible = (c: GuardContext) =>
  (hasCard(c) && c.user.manual_bill === 'F') || (c.user.manual_bill === 'T' && c.user.user_type === 'userdownline');

/** The domain the user is on belongs to the user's own root company (the master system). */
const onOwnRoot = (c: GuardContext) => !c.domain || c.domain.masteridsys === c.user.company_root_id;

/** Data Wallet: beta rules pass, the agency is on the master system, not a system user. */
export function dataWalletVisible(c: GuardContext): boolean {
  if (isSystemUser(c) || !(isAgencyUser(c) || isClient(c))) return false;
  return onOwnRoot(c) && betaApplies(c.setup?.betaFeature.data_wallet, c.setup?.isBeta ?? false);
}

/**
 * Developer: API mode on, the root company holds, and (system user, or card set up and account
 * connected). "The root company holds" when the domain the user is on belongs to the user's own
 * root company, the platform that issues the key (docs/decisions.md, "Developer API keys and
 * agreement"); without domain info (the API's own checks) it holds.
 */
export const developerVisible = (c: GuardContext) =>
  c.setup?.api_mode === 'T' && onOwnRoot(c) && (isSystemUser(c) || (hasCard(c) && accountConnected(c)));

export function profileMenuItems(c: GuardContext): MenuItem[] {
  const items: MenuItem[] = [];
  if (!isSales(c)) items.push({ key: 'profile', label: 'Profile', path: PATHS.profile });
  if (cardSettingVisible(c)) items.push({ key: 'card-setting', label: 'Card Setting', path: PATHS.cardSetting });
  if (dataWalletVisible(c)) items.push({ key: 'data-wallet', label: 'Data Wallet', path: '#data-wallet' });
  if (c.user.user_type === 'client' || c.user.user_type === 'userdownline') {
    if (!isSystemUser(c)) items.push({ key: 'integrations', label: 'Integrations', path: '/integrations' });
  }
  if (developerVisible(c)) items.push({ key: 'developer', label: 'Developer', path: '#developer' });
  if (isClient(c)) items.push({ key: 'exclusion-list', label: 'Exclusion List', path: '#exclusion-list' });
  items.push(
    { key: 'change-password', label: 'Change Password', path: '#change-password' },
    { key: 'two-factor', label: 'Two Factor Authentication', path: '#two-factor' },
    { key: 'logout', label: 'Log out', path: '#logout' },
  );
  return items;
}

/**
 * "Action Required: Update your Stripe connected account" for agency users whose connected account
 * exists (pending, in verification, completed or failed) with charges or payouts off. Without an
 * account at all the payment notice asks them to connect one instead.
 */
export const stripeActionRequired = (c: GuardContext) =>
  isAgencyUser(c) && !isSystemUser(c) && (c.setup?.accountconnected ?? '') !== '' && !(c.user.charges_enabled && c.user.payouts_enabled);

/** The support link shows for agency users on an agency-platform root. */
export const supportLinkVisible = (c: GuardContext) => isAgencyUser(c) && !isSystemUser(c) && c.domain?.agencyplatformroot === 'T';

/** The persistent danger notice about the payment account or setup (docs/product.md, Menus and pages), shown once per session. */
export function paymentNotice(c: GuardContext): string | undefined {
  const status = c.setup?.accountconnected ?? '';
  if (isSystemUser(c)) return undefined;
  if (isClient(c) && (status === '' || status === 'pending' || status === 'inverification')) {
    return 'Your agency connected Stripe account is not yet fully set up. Please contact your agency administrator.';
  }
  if (isAgencyUser(c)) {
    if (status === '' || status === 'failed') return 'You need to connect your Stripe account prior to adding any clients.';
    if (status === 'pending') return 'Please continue complete the form to connect your account.';
    if (status === 'inverification') return 'Your account is still being verified by Stripe.';
  }
  if (isSales(c)) {
    if (status === '' || status === 'failed') return 'You need to connect your Stripe account to activated your Sales Account.';
    if (status === 'pending') return 'Please continue complete the form to connect your Sales Account.';
    if (status === 'inverification') return 'Your Sales Account is still being verified by Stripe.';
  }
  if (!hasCard(c) && c.user.profile_setup_completed === 'T' && !isSales(c)) {
    return 'Complete your payment setup first to fully use the system (Profile -> Payment Setup)';
  }
  if (hasCard(c) && c.user.profile_setup_completed === 'F') return 'Please complete your profile to fully use the system';
  return undefined;
}
