import type { GuardContext } from './guard-context.js';

type U = GuardContext['user'];
type S = NonNullable<GuardContext['setup']>;

const baseUser: U = {
  user_type: 'userdownline',
  systemuser: 'F',
  rootcomp: 'F',
  isAccExecutive: 'F',
  isViewMode: false,
  customer_card_id: 'card_1',
  manual_bill: 'F',
  profile_setup_completed: 'T',
  charges_enabled: true,
  payouts_enabled: true,
  disable_client_add_campaign: 'F',
  user_permissions: null,
  menuLeadspeek: true,
  leadlocalurl: 'siteid',
  leadlocalname: 'Site ID',
  leadlocatorurl: 'searchid',
  leadlocatorname: 'Search ID',
  leadenhanceurl: 'enhanceid',
  leadenhancename: 'Enhance ID',
  leadb2burl: 'b2bid',
  leadb2bname: 'B2B ID',
  company_root_id: 'root',
};

const feature = (slug: string, is_beta: boolean, apply_to_all_agency: boolean) => ({ id: slug, slug, name: slug, is_beta, apply_to_all_agency });

const baseSetup: S = {
  setupcomplete: 'T',
  paymentStatusFailed: false,
  accountconnected: 'completed',
  isBeta: false,
  betaFeature: { b2b_module: feature('b2b_module', true, true), data_wallet: feature('data_wallet', true, true) },
  api_mode: 'F',
};

/** A guard context for tests: a ready agency owner unless told otherwise. */
export function ctx(user: Partial<U> = {}, setup: Partial<S> = {}, extra: Partial<Omit<GuardContext, 'user' | 'setup'>> = {}): GuardContext {
  return { user: { ...baseUser, ...user }, setup: { ...baseSetup, ...setup }, domain: { rootcomp: 'F', agencyplatformroot: 'T', masteridsys: 'root' }, ...extra };
}

export const systemUser = (u: Partial<U> = {}, s: Partial<S> = {}, e: Partial<Omit<GuardContext, 'user' | 'setup'>> = {}) =>
  ctx({ systemuser: 'T', rootcomp: 'T', customer_card_id: null, ...u }, s, { domain: { rootcomp: 'T', agencyplatformroot: 'F', masteridsys: 'root' }, ...e });
export const client = (u: Partial<U> = {}, s: Partial<S> = {}) => ctx({ user_type: 'client', ...u }, s);
export const sales = (u: Partial<U> = {}, s: Partial<S> = {}) => ctx({ user_type: 'sales', customer_card_id: null, ...u }, s);
export const admin = (u: Partial<U> = {}, s: Partial<S> = {}) => ctx({ user_type: 'administrator', ...u }, s);
export const agency = (u: Partial<U> = {}, s: Partial<S> = {}) => ctx(u, s);
export const betaFeature = feature;
