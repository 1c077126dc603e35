import { describe, expect, it } from 'vitest';
import { admin, agency, betaFeature, client, ctx, sales, systemUser } from './fixtures.test-support.js';
import { routeAccess, type RouteDecision } from './route-access.js';

const allow: RouteDecision = { kind: 'allow' };
const nf: RouteDecision = { kind: 'notFound' };
const to = (path: string): RouteDecision => ({ kind: 'redirect', to: path });

describe('who may open each configuration page', () => {
  it.each([
    ['/configuration redirects to client-management', agency(), '/configuration', to('/configuration/client-management')],
    ['client-management: system users are redirected to Agency List', systemUser(), '/configuration/client-management', to('/configuration/agency-list')],
    ['client-management: agency owner', agency(), '/configuration/client-management', allow],
    ['client-management: sales', sales(), '/configuration/client-management', allow],
    ['client-management: a client gets 404', client(), '/configuration/client-management', nf],
    ['agency-list: system user', systemUser(), '/configuration/agency-list', allow],
    ['agency-list: sales also allowed', sales(), '/configuration/agency-list', allow],
    ['agency-list: other non-system users get the 404 page', agency(), '/configuration/agency-list', nf],
    ['agency-list: administrator gets 404', admin(), '/configuration/agency-list', nf],
    ['administrator-list: agency owner', agency(), '/configuration/administrator-list', allow],
    ['administrator-list: a client gets 404', client(), '/configuration/administrator-list', nf],
    ['sales-account-list: system users only', systemUser(), '/configuration/sales-account-list', allow],
    ['sales-account-list: otherwise 404', agency(), '/configuration/sales-account-list', nf],
    ['sales-account-list: sales get 404', sales(), '/configuration/sales-account-list', nf],
    ['role-list: agency owner', agency(), '/configuration/role-list', allow],
    ['general-setting: agency owner', agency(), '/configuration/general-setting', allow],
    ['general-setting: administrator', admin(), '/configuration/general-setting', allow],
    ['general-setting: sales get 404', sales(), '/configuration/general-setting', nf],
    ['general-setting: clients get 404', client(), '/configuration/general-setting', nf],
    ['data-enrichment: agency owner', agency(), '/configuration/data-enrichment', allow],
    ['data-enrichment: administrator', admin(), '/configuration/data-enrichment', allow],
    ['data-enrichment: a client enriches its own data', client(), '/configuration/data-enrichment', allow],
    ['data-enrichment: sales get 404', sales(), '/configuration/data-enrichment', nf],
    ['data-enrichment: system users get 404 (the root has no client data to enrich)', systemUser(), '/configuration/data-enrichment', nf],
    ['opt-out-list (Exclusion List): system users only', systemUser(), '/configuration/opt-out-list', allow],
    ['opt-out-list: agency gets 404', agency(), '/configuration/opt-out-list', nf],
    ['report-analytics: root-company system user, null permission set counts as allowed', systemUser({}, {}, { rootPermissions: null }), '/configuration/report-analytics', allow],
    ['report-analytics: root-company system user with report_analytics', systemUser({}, {}, { rootPermissions: { report_analytics: true } }), '/configuration/report-analytics', allow],
    ['report-analytics: without the permission: 404', systemUser({}, {}, { rootPermissions: { report_analytics: false } }), '/configuration/report-analytics', nf],
    ['report-analytics: or view mode', agency({ isViewMode: true }), '/configuration/report-analytics', allow],
    ['report-analytics: agency owner otherwise 404', agency(), '/configuration/report-analytics', nf],
    ['sales-connect-account: sales only', sales(), '/configuration/sales-connect-account', allow],
    ['sales-connect-account: agency gets 404', agency(), '/configuration/sales-connect-account', nf],
    ['an unknown configuration page is 404', systemUser(), '/configuration/nope', nf],
  ])('%s', (_rule, c, path, expected) => {
    expect(routeAccess(c, path)).toEqual(expected);
  });
});

describe('who may open the user area (/user)', () => {
  it.each([
    ['/user redirects to /user/profile', agency(), '/user', to('/user/profile')],
    ['profile: client', client(), '/user/profile', allow],
    ['profile link hidden for sales: the page is 404 for them', sales(), '/user/profile', nf],
    ['card-setting: agency owner', agency(), '/user/card-setting', allow],
    ['questionnaire excludes client', client(), '/user/questionnaire', nf],
    ['questionnaire: agency owner', agency(), '/user/questionnaire-add', allow],
    ['profile-setup-v1: allowed when card setup is done and the leads menu is on', agency(), '/user/profile-setup-v1', allow],
    ['profile-setup-v1: otherwise redirect to Profile Setup', agency({ customer_card_id: null }), '/user/profile-setup-v1', to('/user/profile-setup')],
    ['profile-setup-v1: or the user is a system user', systemUser({ menuLeadspeek: false }), '/user/profile-setup-v1', allow],
  ])('%s', (_rule, c, path, expected) => {
    expect(routeAccess(c, path)).toEqual(expected);
  });
});

describe('who may open the other pages', () => {
  it.each([
    ['/integrations: client', client(), '/integrations', allow],
    ['/integrations/{id}: userdownline', agency(), '/integrations/42', allow],
    ['/integrations: administrator gets 404', admin(), '/integrations', nf],
    ['/integrations: agency staff (user) get 404', agency({ user_type: 'user' }), '/integrations', nf],
    ['/banner/create: ads design menu', agency(), '/banner/create', allow],
    ['/banner/list: hidden by user_permissions menuAdsDesign F', agency({ user_permissions: { menuAdsDesign: 'F' } }), '/banner/list', nf],
    ['campaign layout /campaign-setup', agency(), '/campaign-setup', allow],
    ['campaign layout: menuCampaign F', agency({ user_permissions: { menuCampaign: 'F' } }), '/Audience', nf],
    ['/Client: the Ads Design menu’s Clients opens it without the Campaign menu', agency({ user_permissions: { menuCampaign: 'F' } }), '/Client', allow],
    ['/Client: neither menu, 404', agency({ user_permissions: { menuCampaign: 'F', menuAdsDesign: 'F' } }), '/Client', nf],
    ['/download-auth/{pkdoc}: administrator', admin(), '/download-auth/abc', allow],
    ['/download-auth/{pkdoc}: client gets 404', client(), '/download-auth/abc', nf],
    ['public page /privacy-policy', client(), '/privacy-policy', allow],
    ['any other path: 404', agency(), '/no/such/page', nf],
  ])('%s', (_rule, c, path, expected) => {
    expect(routeAccess(c, path)).toEqual(expected);
  });
});

describe('each module’s area under its own address', () => {
  it.each([
    ['redirect to {base}/dashboard', agency(), '/siteid', to('/siteid/dashboard')],
    ['dashboard', client(), '/siteid/dashboard', allow],
    ['dashboard sends system users to Agency List', systemUser(), '/siteid/dashboard', to('/configuration/agency-list')],
    ['campaign-management sends system users to Agency List', systemUser(), '/searchid/campaign-management', to('/configuration/agency-list')],
    ['clients with disable_client_add_campaign: campaign management redirects to Dashboard', client({ disable_client_add_campaign: 'T' }), '/siteid/campaign-management', to('/siteid/dashboard')],
    ['campaign-management-v1', agency(), '/siteid/campaign-management-v1', allow],
    ['leads-management: administrator only', admin(), '/siteid/leads-management', allow],
    ['leads-management: agency owner gets 404', agency(), '/siteid/leads-management', nf],
    ["a campaign's chart and reports: the agency, the client and the root's system users", agency(), '/siteid/campaign-report/c-1', allow],
    ["a campaign's chart and reports: a client whose add-campaign is disabled still reads it", client({ disable_client_add_campaign: 'T' }), '/siteid/campaign-report/c-1', allow],
    ["a campaign's chart and reports: the root's system users open it from their list", systemUser(), '/searchid/campaign-report/c-1', allow],
    ["a campaign's chart and reports needs a campaign", agency(), '/siteid/campaign-report', nf],
    ['enhance exists only when url and name exist', agency({ leadenhancename: null }), '/enhanceid/dashboard', nf],
    ['b2b campaign-management path is {b2b url}/campaign-management', agency(), '/b2bid/campaign-management', allow],
    ['b2b hidden when in beta, not open to all agencies and not a beta user', ctx({}, { betaFeature: { b2b_module: betaFeature('b2b_module', true, false), data_wallet: betaFeature('data_wallet', true, true) } }), '/b2bid/dashboard', nf],
    ['b2b shown to a beta user', ctx({}, { isBeta: true, betaFeature: { b2b_module: betaFeature('b2b_module', true, false), data_wallet: betaFeature('data_wallet', true, true) } }), '/b2bid/dashboard', allow],
    ['a module the user lacks is 404', agency({ leadlocatorurl: null }), '/searchid/dashboard', nf],
  ])('%s', (_rule, c, path, expected) => {
    expect(routeAccess(c, path)).toEqual(expected);
  });
});
