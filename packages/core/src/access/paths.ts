/** The named routes the rules send people to (docs/product.md, Menus and pages). */
export const PATHS = {
  login: '/login',
  agencyList: '/configuration/agency-list',
  clientManagement: '/configuration/client-management',
  generalSetting: '/configuration/general-setting',
  salesConnect: '/configuration/sales-connect-account',
  profile: '/user/profile',
  profileSetup: '/user/profile-setup',
  cardSetting: '/user/card-setting',
} as const;
