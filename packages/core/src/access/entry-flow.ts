import {
  isAgencyUser,
  isClient,
  isSales,
  isSystemUser,
  isViewMode,
  paymentFailed,
  payoutsAndChargesEnabled,
  profileDone,
  setupIncomplete,
  accountConnected,
  type GuardContext,
} from './guard-context.js';
import { moduleAreas } from './modules.js';
import { PATHS } from './paths.js';

/** The user's Dashboard: the first module area's dashboard. */
export function dashboardPath(c: GuardContext): string | undefined {
  const first = moduleAreas(c)[0];
  return first ? `/${first.url}/dashboard` : undefined;
}

/**
 * Where a signed-in user lands (a visitor route such as /login sends them here; docs/product.md,
 * The entry flow): Agency List for system users; the sales connect page for sales; for agencies the
 * Dashboard when the profile is done and payouts and charges are enabled, General Settings when the
 * profile is done but they are not, Profile Setup otherwise.
 */
export function landingPath(c: GuardContext): string {
  if (isSystemUser(c)) return PATHS.agencyList;
  if (isSales(c)) return PATHS.salesConnect;
  if (!profileDone(c)) return PATHS.profileSetup;
  if (isClient(c)) return accountConnected(c) ? (dashboardPath(c) ?? PATHS.profile) : PATHS.profile;
  if (!payoutsAndChargesEnabled(c)) return PATHS.generalSetting;
  return dashboardPath(c) ?? PATHS.generalSetting;
}

/** Where the app goes right after a root user switches into another user (docs/product.md, The entry flow). */
export function afterSwitchPath(c: GuardContext): string {
  if (isSystemUser(c)) return PATHS.agencyList;
  if (!profileDone(c)) return PATHS.profileSetup;
  if (isAgencyUser(c) && !payoutsAndChargesEnabled(c)) return PATHS.generalSetting;
  if (c.user.leadlocalurl) return `/${c.user.leadlocalurl}/dashboard`;
  if (c.user.leadlocatorurl) return `/${c.user.leadlocatorurl}/dashboard`;
  return PATHS.generalSetting;
}

/** Pages that stay open while setup or a failed payment is being sorted out. */
const SETUP_PAGES = new Set<string>([PATHS.profileSetup, '/user/profile-setup-v1', PATHS.cardSetting, PATHS.profile]);

/**
 * The entry flow after sign-in (docs/product.md, The entry flow), checked on every protected route:
 * a client whose payment failed goes to Card Setting; so does an agency user, unless already there
 * or in view mode; a client or agency user with incomplete setup goes to Profile Setup.
 * Returns where to go instead, or undefined to stay.
 */
export function entryRedirect(c: GuardContext, path: string): string | undefined {
  if (isClient(c) && paymentFailed(c) && path !== PATHS.cardSetting) return PATHS.cardSetting;
  if (isAgencyUser(c) && !isSystemUser(c) && paymentFailed(c) && !isViewMode(c) && path !== PATHS.cardSetting) return PATHS.cardSetting;
  if ((isClient(c) || (isAgencyUser(c) && !isSystemUser(c))) && setupIncomplete(c) && !SETUP_PAGES.has(path)) return PATHS.profileSetup;
  return undefined;
}

