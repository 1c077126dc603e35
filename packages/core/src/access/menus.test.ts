import { describe, expect, it } from 'vitest';
import { admin, agency, betaFeature, client, ctx, sales, systemUser } from './fixtures.test-support.js';
import {
  cardSettingVisible,
  dataWalletVisible,
  developerVisible,
  paymentNotice,
  profileMenuItems,
  sidebarItems,
  stripeActionRequired,
  supportLinkVisible,
  systemSettingsItems,
} from './menus.js';
import type { GuardContext } from './guard-context.js';

const labels = (c: GuardContext) => sidebarItems(c).map((i) => i.label);
const profile = (c: GuardContext) => profileMenuItems(c).map((i) => i.label);

describe('the sidebar each person sees', () => {
  it.each([
    ['system user: agency list, sales account list, exclusion list, report analytics', systemUser(), ['Agency List', 'Sales Account List', 'Exclusion List', 'Report Analytics']],
    ['system user without report_analytics: no Report Analytics', systemUser({}, {}, { rootPermissions: { report_analytics: false } }), ['Agency List', 'Sales Account List', 'Exclusion List']],
    ['agency: client management, administrator list and general settings, with module entries', agency(), ['Ads Design', 'Campaign', 'Site ID', 'Search ID', 'Enhance ID', 'B2B ID', 'Data Enrichment', 'Client Management', 'Administrator List', 'General Settings']],
    ['agency with payment failed: nothing but setup', agency({}, { paymentStatusFailed: true }), []],
    ['agency payment failed is ignored in view mode', agency({ isViewMode: true }, { paymentStatusFailed: true }), ['Ads Design', 'Campaign', 'Site ID', 'Search ID', 'Enhance ID', 'B2B ID', 'Data Enrichment', 'Client Management', 'Administrator List', 'General Settings']],
    ['agency without a connected payment account: General Settings to connect it', agency({}, { accountconnected: 'pending' }), ['General Settings']],
    ['agency without card setup: nothing', agency({ customer_card_id: null }), []],
    ['an administrator works under the agency’s card', admin({ customer_card_id: null, user_permissions: { menuAdsDesign: 'F', menuCampaign: 'F' } }), ['Site ID', 'Search ID', 'Enhance ID', 'B2B ID', 'Data Enrichment', 'Client Management', 'Administrator List', 'General Settings']],
    ['client: module dashboards and campaign management if the payment account is connected; Integrations', client(), ['Site ID', 'Search ID', 'Enhance ID', 'B2B ID', 'Data Enrichment', 'Integrations']],
    ['client, payment account not connected: Integrations only', client({}, { accountconnected: 'inverification' }), ['Integrations']],
    ['sales: client management and sales connect account', sales(), ['Client Management', 'Sales Connect Account']],
    ['sales account executive: extras (Agency List)', sales({ isAccExecutive: 'T' }), ['Client Management', 'Agency List', 'Sales Connect Account']],
    ['administrator: the agency menu', admin({ user_permissions: { menuAdsDesign: 'F', menuCampaign: 'F' } }), ['Site ID', 'Search ID', 'Enhance ID', 'B2B ID', 'Data Enrichment', 'Client Management', 'Administrator List', 'General Settings']],
    ['settingMenuShow F hides the configuration links', agency({ user_permissions: { settingMenuShow: 'F' } }), ['Ads Design', 'Campaign', 'Site ID', 'Search ID', 'Enhance ID', 'B2B ID', 'Data Enrichment']],
  ])('%s', (_rule, c, expected) => {
    expect(labels(c)).toEqual(expected);
  });

  it('b2b carries a Beta badge', () => {
    expect(sidebarItems(agency()).find((i) => i.key === 'b2b')?.badge).toBe('Beta');
  });

  it('campaign adding turned off hides Campaign Management for a client', () => {
    const site = sidebarItems(client({ disable_client_add_campaign: 'T' })).find((i) => i.key === 'local');
    expect(site?.children?.map((i) => i.label)).toEqual(['Dashboard']);
  });

  it('b2b is hidden when in beta, not open to all agencies, and the user is not a beta user', () => {
    const c = ctx({}, { betaFeature: { b2b_module: betaFeature('b2b_module', true, false), data_wallet: betaFeature('data_wallet', true, true) } });
    expect(labels(c)).not.toContain('B2B ID');
  });
});

describe('System Settings dropdown repeats the configuration links the user may open', () => {
  it.each([
    ['system user', systemUser(), ['Agency List', 'Administrator List', 'Sales Account List', 'Role List', 'General Settings', 'Coupons', 'Exclusion List', 'Report Analytics']],
    ['agency owner', agency(), ['Client Management', 'Administrator List', 'Role List', 'General Settings']],
    ['sales', sales(), ['Client Management', 'Agency List']],
    ['client', client(), []],
  ])('%s', (_rule, c, expected) => {
    expect(systemSettingsItems(c).map((i) => i.label)).toEqual(expected);
  });
});

describe('profile dropdown', () => {
  it.each([
    ['agency owner', agency(), ['Profile', 'Card Setting', 'Data Wallet', 'Integrations', 'Change Password', 'Two Factor Authentication', 'Log out']],
    ['client: Integrations and Exclusion List', client(), ['Profile', 'Card Setting', 'Data Wallet', 'Integrations', 'Exclusion List', 'Change Password', 'Two Factor Authentication', 'Log out']],
    ['profile link hidden for sales', sales(), ['Change Password', 'Two Factor Authentication', 'Log out']],
    ['system user', systemUser(), ['Profile', 'Change Password', 'Two Factor Authentication', 'Log out']],
    ['administrator', admin(), ['Profile', 'Card Setting', 'Change Password', 'Two Factor Authentication', 'Log out']],
  ])('%s', (_rule, c, expected) => {
    expect(profile(c)).toEqual(expected);
  });
});

describe('when Card Setting, Data Wallet, Developer and the other entries show', () => {
  it.each([
    ['Card Setting: a card is set up and manual_bill is F', cardSettingVisible(agency()), true],
    ['Card Setting: no card and manual_bill F', cardSettingVisible(agency({ customer_card_id: null })), false],
    ['Card Setting: manual_bill T for userdownline', cardSettingVisible(agency({ manual_bill: 'T', customer_card_id: null })), true],
    ['Card Setting: manual_bill T for a client', cardSettingVisible(client({ manual_bill: 'T' })), false],
    ['Data Wallet: beta rules pass, on the master system, not a system user', dataWalletVisible(agency()), true],
    ['Data Wallet: not for system users', dataWalletVisible(systemUser()), false],
    ['Data Wallet: beta closed to this agency', dataWalletVisible(agency({}, { betaFeature: { b2b_module: betaFeature('b', true, true), data_wallet: betaFeature('d', true, false) } })), false],
    ['Data Wallet: agency on another master system', dataWalletVisible(agency({ company_root_id: 'other' })), false],
    ['Developer: API mode and (card set up and account connected)', developerVisible(agency({}, { api_mode: 'T' })), true],
    ['Developer: API mode off', developerVisible(agency()), false],
    ['Developer: API mode and system user', developerVisible(systemUser({}, { api_mode: 'T' })), true],
    ['Developer: API mode but account not connected', developerVisible(agency({}, { api_mode: 'T', accountconnected: 'pending' })), false],
    ['Developer: API mode, but on a domain of another root company', developerVisible(agency({ company_root_id: 'other' }, { api_mode: 'T' })), false],
    ['Developer: a system user on a domain of another root company', developerVisible(systemUser({ company_root_id: 'other' }, { api_mode: 'T' })), false],
    ['Developer: a client with API mode, card set up and its agency connected', developerVisible(client({}, { api_mode: 'T' })), true],
    ['Developer: API mode but no card', developerVisible(agency({ customer_card_id: null }, { api_mode: 'T' })), false],
    ['Action Required banner: agency user with charges disabled', stripeActionRequired(agency({ charges_enabled: false })), true],
    ['Action Required banner: agency user with payouts disabled', stripeActionRequired(agency({ payouts_enabled: false })), true],
    ['Action Required banner: not when both are enabled', stripeActionRequired(agency()), false],
    ['Action Required banner: not for clients', stripeActionRequired(client({ charges_enabled: false })), false],
    ['Action Required banner: a pending account with charges off', stripeActionRequired(agency({ charges_enabled: false, payouts_enabled: false }, { accountconnected: 'pending' })), true],
    ['Action Required banner: not before any account exists (the notice asks to connect)', stripeActionRequired(agency({ charges_enabled: false }, { accountconnected: '' })), false],
    ['Support link: agency users on an agency-platform root', supportLinkVisible(agency()), true],
    ['Support link: not for clients', supportLinkVisible(client()), false],
  ])('%s', (_rule, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('the payment-account notice each person sees', () => {
  it.each([
    ['client, payment account empty', client({}, { accountconnected: '' }), 'Your agency connected Stripe account is not yet fully set up. Please contact your agency administrator.'],
    ['client, pending', client({}, { accountconnected: 'pending' }), 'Your agency connected Stripe account is not yet fully set up. Please contact your agency administrator.'],
    ['client, inverification', client({}, { accountconnected: 'inverification' }), 'Your agency connected Stripe account is not yet fully set up. Please contact your agency administrator.'],
    ['agency, account not connected', agency({}, { accountconnected: '' }), 'You need to connect your Stripe account prior to adding any clients.'],
    ['agency, pending', agency({}, { accountconnected: 'pending' }), 'Please continue complete the form to connect your account.'],
    ['agency, inverification', agency({}, { accountconnected: 'inverification' }), 'Your account is still being verified by Stripe.'],
    ['sales, not connected', sales({}, { accountconnected: '' }), 'You need to connect your Stripe account to activated your Sales Account.'],
    ['no card, profile set up', agency({ customer_card_id: null }), 'Complete your payment setup first to fully use the system (Profile -> Payment Setup)'],
    ['card exists, profile incomplete', agency({ profile_setup_completed: 'F' }), 'Please complete your profile to fully use the system'],
    ['nothing to say when all is set up', agency(), undefined],
    ['nothing for system users', systemUser({}, { accountconnected: '' }), undefined],
  ])('%s', (_rule, c, expected) => {
    expect(paymentNotice(c)).toBe(expected);
  });
});
