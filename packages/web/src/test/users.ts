import { setupCheckSchema, userDataSchema, type SetupCheck, type UserData } from '@platform/core/contracts';

/** The demo platform's ids, so a page's requests read like the real ones. */
export const ROOT_ID = 'root-1';
export const ACME_ID = 'acme-1';
export const BAKERY_ID = 'bakery-1';

const base: UserData = {
  id: 'u-agency',
  company_id: ACME_ID,
  company_root_id: ROOT_ID,
  role_id: null,
  user_type: 'userdownline',
  user_type_ori: 'userdownline',
  systemuser: 'F',
  rootcomp: 'F',
  isAccExecutive: 'F',
  user_permissions: null,
  user_permissions_view_mode: null,
  isViewMode: false,
  name: 'Alice Acme',
  email: 'agency@demo.test',
  phonenum: '2015550123',
  phone_country_code: 'US',
  phone_country_calling_code: '+1',
  address: null,
  city: null,
  zip: null,
  country_code: 'US',
  state_code: null,
  company_name: 'Acme Agency',
  company_logo: null,
  companyparentname: 'Demo Platform',
  companyparentlogo: null,
  company_parent: ROOT_ID,
  profile_pict: null,
  box_bgcolor: null,
  text_color: null,
  link_color: null,
  template_bgcolor: null,
  sidebar_bgcolor: null,
  font_theme: null,
  customer_card_id: 'card_demo_visa',
  manual_bill: 'F',
  profile_setup_completed: 'T',
  questionnaire_setup_completed: 'T',
  menuLeadspeek: true,
  leadspeek_type: 'local|locator|enhance|b2b',
  status_acc: 'completed',
  charges_enabled: true,
  payouts_enabled: true,
  ip_login: null,
  disable_client_add_campaign: 'F',
  leadlocalurl: 'siteid',
  leadlocalname: 'Site ID',
  leadlocatorurl: 'searchid',
  leadlocatorname: 'Search ID',
  leadenhanceurl: 'enhanceid',
  leadenhancename: 'Enhance ID',
  leadb2burl: 'b2bid',
  leadb2bname: 'B2B ID',
  permission_active: 'F',
  disabledaddcampaign: 'F',
  disabledreceivedemail: 'F',
  customercare: 'F',
  defaultAdmin: 'F',
  adminGetNotification: 'F',
  timezone: 'America/Chicago',
};

/** A signed-in user as GET /api/user answers (checked against the contract): Acme's agency owner unless told otherwise. */
export const userData = (p: Partial<UserData> = {}): UserData => userDataSchema.parse({ ...base, ...p });

/** The demo's users, as component tests sign in as them, with any of their fields changed. */
export const DEMO = {
  root: (p: Partial<UserData> = {}) => userData({ id: 'u-root', company_id: ROOT_ID, company_parent: null, user_type: 'user', user_type_ori: 'user', systemuser: 'T', rootcomp: 'T', name: 'Rita Root', email: 'root@demo.test', company_name: 'Demo Platform', customer_card_id: null , ...p }),
  sales: (p: Partial<UserData> = {}) => userData({ id: 'u-sales', company_id: ROOT_ID, company_parent: null, user_type: 'sales', user_type_ori: 'sales', systemuser: 'T', rootcomp: 'T', isAccExecutive: 'T', name: 'Sam Sales', email: 'sales@demo.test', company_name: 'Demo Platform', customer_card_id: null , ...p }),
  agency: (p: Partial<UserData> = {}) => userData(p),
  admin: (p: Partial<UserData> = {}) => userData({ id: 'u-admin', user_type: 'administrator', user_type_ori: 'administrator', name: 'Adam Admin', email: 'admin@demo.test' , ...p }),
  client: (p: Partial<UserData> = {}) => userData({ id: 'u-client', company_id: BAKERY_ID, company_parent: ACME_ID, user_type: 'client', user_type_ori: 'client', name: 'Bob Baker', email: 'client@demo.test', company_name: "Bob's Bakery", companyparentname: 'Acme Agency' , ...p }),
};

const feature = (slug: string) => ({ id: slug, slug, name: slug, is_beta: true, apply_to_all_agency: true });

/** GET /api/user/checksetupcomplete/{id} as the app's loader has read it: a ready account unless told otherwise. */
export const setupCheck = (p: Partial<SetupCheck> = {}): SetupCheck =>
  setupCheckSchema.parse({
    isBeta: false,
    betaFeature: { b2b_module: feature('b2b_module'), data_wallet: feature('data_wallet') },
    paymentStatusFailed: false,
    setupcomplete: 'T',
    accessmodule: ['local', 'locator', 'enhance', 'b2b'],
    accountconnected: 'completed',
    package_id: null,
    paymentgateway: 'stripe',
    clientsidebar: [],
    agencyFilteredModules: [],
    agency_onboarding_status: 'F',
    agency_onboarding_price: 0,
    agency_enable_coupon: 'F',
    minspend_setting: { status: 'F', first_month: 0, second_month: 0, monthly: 0 },
    api_mode: 'F',
    is_whitelabeling: 'T',
    colors_parent: null,
    rootPaymentTermsNewAgencies: [],
    card: null,
    is_onboard_charged: 'F',
    charges_enabled: true,
    payouts_enabled: true,
    ...p,
  });
