// zod/mini: the entry reads the stored user with it on every first visit (docs/decisions.md, "Performance budgets").
import { tfFlag as tf } from '../shared/tf-flag.contract.js';
import * as z from 'zod/mini';
import { USER_TYPES } from './user-types.js';

const nullableString = z.nullable(z.string());

/** The signed-in user data, with the spec's field names (docs/product.md, Companies and roles). */
export const userDataSchema = z.object({
  id: z.string(),
  company_id: z.string(),
  company_root_id: z.string(),
  role_id: nullableString,
  user_type: z.enum(USER_TYPES),
  user_type_ori: z.enum(USER_TYPES),
  systemuser: tf,
  rootcomp: tf,
  isAccExecutive: tf,
  user_permissions: z.nullable(z.record(z.string(), z.string())),
  user_permissions_view_mode: z.nullable(z.record(z.string(), z.string())),
  isViewMode: z.boolean(),
  name: z.string(),
  email: z.string(),
  phonenum: nullableString,
  phone_country_code: nullableString,
  phone_country_calling_code: nullableString,
  address: nullableString,
  city: nullableString,
  zip: nullableString,
  country_code: nullableString,
  state_code: nullableString,
  company_name: z.string(),
  company_logo: nullableString,
  companyparentname: nullableString,
  companyparentlogo: nullableString,
  company_parent: nullableString,
  profile_pict: nullableString,
  box_bgcolor: nullableString,
  text_color: nullableString,
  link_color: nullableString,
  template_bgcolor: nullableString,
  sidebar_bgcolor: nullableString,
  font_theme: nullableString,
  customer_card_id: nullableString,
  manual_bill: tf,
  profile_setup_completed: tf,
  questionnaire_setup_completed: tf,
  /** Guided tours finished or skipped (the dashboard's first-visit tour is not started again). */
  tours_done: z.optional(z.array(z.string())),
  menuLeadspeek: z.boolean(),
  leadspeek_type: z.string(),
  status_acc: z.string(),
  charges_enabled: z.boolean(),
  payouts_enabled: z.boolean(),
  ip_login: nullableString,
  disable_client_add_campaign: tf,
  leadlocalurl: nullableString,
  leadlocalname: nullableString,
  leadlocatorurl: nullableString,
  leadlocatorname: nullableString,
  leadenhanceurl: nullableString,
  leadenhancename: nullableString,
  leadb2burl: nullableString,
  leadb2bname: nullableString,
  permission_active: tf,
  disabledaddcampaign: tf,
  disabledreceivedemail: tf,
  customercare: tf,
  defaultAdmin: tf,
  adminGetNotification: tf,
  timezone: z.string(),
});
export type UserData = z.infer<typeof userDataSchema>;

/** A feature that may be in beta: it applies to a user if open to all agencies or the account is in the beta. */
export const betaFeatureSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  is_beta: z.boolean(),
  apply_to_all_agency: z.boolean(),
  /** This account is in the feature's beta (its agency's beta features); absent, isBeta decides. */
  beta_account: z.optional(z.boolean()),
});
export type BetaFeature = z.infer<typeof betaFeatureSchema>;

/** GET /api/user/checksetupcomplete/{userId} (docs/product.md, The entry flow). */
export const setupCheckSchema = z.object({
  isBeta: z.boolean(),
  betaFeature: z.object({ b2b_module: betaFeatureSchema, data_wallet: betaFeatureSchema }),
  paymentStatusFailed: z.boolean(),
  setupcomplete: tf,
  accessmodule: z.array(z.string()),
  accountconnected: z.enum(['', 'pending', 'inverification', 'completed', 'failed']),
  package_id: z.nullable(z.string()),
  paymentgateway: z.string(),
  clientsidebar: z.array(z.string()),
  agencyFilteredModules: z.array(z.string()),
  agency_onboarding_status: tf,
  agency_onboarding_price: z.number(),
  agency_enable_coupon: tf,
  minspend_setting: z.object({
    status: tf,
    first_month: z.number(),
    second_month: z.number(),
    monthly: z.number(),
  }),
  api_mode: tf,
  is_whitelabeling: tf,
  colors_parent: z.nullable(z.object({ box_bgcolor: nullableString, text_color: nullableString, link_color: nullableString })),
  rootPaymentTermsNewAgencies: z.array(z.object({ term: z.string(), status: z.boolean() })),
  /** The payer's saved card (a client's own, an agency's for its staff), or null. */
  card: z.nullable(z.object({ brand: z.string(), last4: z.string(), exp_month: z.number(), exp_year: z.number() })),
  is_onboard_charged: tf,
  /** The agency's connected account (its clients' agency's for a client): the banner shows when either is off. */
  charges_enabled: z.boolean(),
  payouts_enabled: z.boolean(),
});
export type SetupCheck = z.infer<typeof setupCheckSchema>;
