import { describe, expect, it } from 'vitest';
import { afterSwitchPath, entryRedirect, landingPath } from './entry-flow.js';
import { admin, agency, client, sales, systemUser } from './fixtures.test-support.js';

describe('after sign-in, a failed payment or an unfinished set-up comes first', () => {
  it.each([
    ['2. client with failed payment: forced to Card Setting', client({}, { paymentStatusFailed: true }), '/siteid/dashboard', '/user/card-setting'],
    ['2. …but not when already on Card Setting', client({}, { paymentStatusFailed: true }), '/user/card-setting', undefined],
    ['3. agency users with payment failed: Card Setting', agency({}, { paymentStatusFailed: true }), '/configuration/client-management', '/user/card-setting'],
    ['3. …unless already there', agency({}, { paymentStatusFailed: true }), '/user/card-setting', undefined],
    ['3. …or in view mode', agency({ isViewMode: true }, { paymentStatusFailed: true }), '/configuration/client-management', undefined],
    ['4. client with incomplete setup (no card): Profile Setup', client({ customer_card_id: null }), '/siteid/dashboard', '/user/profile-setup'],
    ['4. agency user with setupcomplete F: Profile Setup', agency({}, { setupcomplete: 'F' }), '/configuration/general-setting', '/user/profile-setup'],
    ['4. …Profile Setup itself stays open', agency({ customer_card_id: null }), '/user/profile-setup', undefined],
    ['system users have no card and are never sent to setup', systemUser(), '/configuration/agency-list', undefined],
    ['sales are not sent to setup', sales(), '/configuration/sales-connect-account', undefined],
    ['a ready agency owner stays where they are', agency(), '/configuration/client-management', undefined],
  ])('%s', (_rule, c, path, expected) => {
    expect(entryRedirect(c, path)).toBe(expected);
  });
});

describe('a signed-in user on a visitor page goes to…', () => {
  it.each([
    ['Agency List (system user)', systemUser(), '/configuration/agency-list'],
    ['Dashboard (agency with completed profile and payouts and charges enabled)', agency(), '/siteid/dashboard'],
    ['/configuration/general-setting (agency with profile done but payouts not enabled)', agency({ payouts_enabled: false }), '/configuration/general-setting'],
    ['/configuration/general-setting (agency with profile done but charges not enabled)', agency({ charges_enabled: false }), '/configuration/general-setting'],
    ['Profile Setup otherwise', agency({ profile_setup_completed: 'F' }), '/user/profile-setup'],
    ['step 5: sales users to /configuration/sales-connect-account', sales(), '/configuration/sales-connect-account'],
    ['a client with a connected agency: their Dashboard', client(), '/siteid/dashboard'],
    ['a client whose agency account is not connected: Profile', client({}, { accountconnected: 'pending' }), '/user/profile'],
    ['an agency without the local module: the first module it has', agency({ leadlocalurl: null }), '/searchid/dashboard'],
  ])('%s', (_rule, c, expected) => {
    expect(landingPath(c)).toBe(expected);
  });
});

describe('after switching into a user', () => {
  it.each([
    ['/user/profile-setup when the profile is not done', client({ profile_setup_completed: 'F' }), '/user/profile-setup'],
    ['/configuration/general-setting for an agency without payouts', agency({ payouts_enabled: false }), '/configuration/general-setting'],
    ['/{leadlocalurl}/dashboard', agency(), '/siteid/dashboard'],
    ['/{leadlocatorurl}/dashboard without the local module', admin({ leadlocalurl: null }), '/searchid/dashboard'],
    ['/configuration/general-setting with neither module', agency({ leadlocalurl: null, leadlocatorurl: null }), '/configuration/general-setting'],
  ])('%s', (_rule, c, expected) => {
    expect(afterSwitchPath(c)).toBe(expected);
  });
});
