import type { BetaFeature, SetupCheck, UserData } from '../identity/user-data.contract.js';
import type { DomainInfo } from '../tenancy/domain-info.contract.js';

/**
 * What every guard, redirect and menu rule looks at: the signed-in user data, the setup-check
 * result and the domain info. The web app's router and menus and the API's permission checks pass
 * the same context, so a rule lives here once. Pure and isomorphic.
 */
export interface GuardContext {
  user: Pick<
    UserData,
    | 'user_type'
    | 'systemuser'
    | 'rootcomp'
    | 'isAccExecutive'
    | 'isViewMode'
    | 'customer_card_id'
    | 'manual_bill'
    | 'profile_setup_completed'
    | 'charges_enabled'
    | 'payouts_enabled'
    | 'disable_client_add_campaign'
    | 'user_permissions'
    | 'menuLeadspeek'
    | 'leadlocalurl'
    | 'leadlocalname'
    | 'leadlocatorurl'
    | 'leadlocatorname'
    | 'leadenhanceurl'
    | 'leadenhancename'
    | 'leadb2burl'
    | 'leadb2bname'
    | 'company_root_id'
  >;
  setup?: Pick<SetupCheck, 'setupcomplete' | 'paymentStatusFailed' | 'accountconnected' | 'isBeta' | 'betaFeature' | 'api_mode'> | undefined;
  domain?: Pick<DomainInfo, 'rootcomp' | 'agencyplatformroot' | 'masteridsys'> | undefined;
  /** The root company's permission set; null counts as "everything allowed" (docs/product.md, Menus and pages). */
  rootPermissions?: Record<string, boolean> | null | undefined;
}

type U = GuardContext['user'];
type With<K extends keyof U> = { user: Pick<U, K> };

export const isSystemUser = (c: With<'systemuser'>) => c.user.systemuser === 'T';
export const isAgencyUser = (c: With<'user_type'>) => c.user.user_type === 'userdownline' || c.user.user_type === 'user';
export const isClient = (c: With<'user_type'>) => c.user.user_type === 'client';
export const isSales = (c: With<'user_type'>) => c.user.user_type === 'sales';
export const isAdministrator = (c: With<'user_type'>) => c.user.user_type === 'administrator';
export const isViewMode = (c: With<'isViewMode'>) => c.user.isViewMode;
export const hasCard = (c: With<'customer_card_id'>) => Boolean(c.user.customer_card_id);
/** "Connected" means the payment provider's account is fully set up. */
export const accountConnected = (c: Pick<GuardContext, 'setup'>) => c.setup?.accountconnected === 'completed';
export const paymentFailed = (c: Pick<GuardContext, 'setup'>) => c.setup?.paymentStatusFailed === true;
/** Setup is incomplete without a card, or while the setup check says F. */
export const setupIncomplete = (c: With<'customer_card_id'> & Pick<GuardContext, 'setup'>) => !hasCard(c) || c.setup?.setupcomplete === 'F';
export const profileDone = (c: With<'profile_setup_completed'>) => c.user.profile_setup_completed === 'T';
export const payoutsAndChargesEnabled = (c: With<'charges_enabled' | 'payouts_enabled'>) => c.user.charges_enabled && c.user.payouts_enabled;

/** The part of the context the configuration-area rules read: what an access token says. */
export type ActorGuardContext = With<'user_type' | 'systemuser' | 'rootcomp' | 'isViewMode'> & Pick<GuardContext, 'rootPermissions'>;

/**
 * A beta feature applies to a user only if open to all agencies or the account is a beta account:
 * in this feature's beta when the feature says (beta_account), else the account's isBeta.
 */
export function betaApplies(feature: BetaFeature | undefined, isBetaAccount: boolean): boolean {
  if (!feature || !feature.is_beta) return true;
  return feature.apply_to_all_agency || (feature.beta_account ?? isBetaAccount);
}

/** user_permissions keyed by menu name; a missing set (null) allows everything. */
export function menuPermitted(c: GuardContext, menuname: string): boolean {
  const perms = c.user.user_permissions;
  if (!perms) return true;
  const v = perms[menuname];
  return v === undefined || v !== 'F';
}
