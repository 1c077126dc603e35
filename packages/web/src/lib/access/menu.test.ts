import { describe, expect, it } from 'vitest';
import { landingPath, pageAccess, profileMenuItems, sidebarItems, type MenuUser } from './menu';

const modules = {
  leadlocalurl: 'siteid',
  leadlocalname: 'Site ID',
  leadlocatorurl: 'searchid',
  leadlocatorname: 'Search ID',
  leadenhanceurl: 'enhanceid',
  leadenhancename: 'Enhance ID',
  leadb2burl: 'b2bid',
  leadb2bname: 'B2B ID',
};

const user = (over: Partial<MenuUser>): MenuUser => ({
  user_type: 'userdownline',
  systemuser: 'F',
  customer_card_id: 'card_1',
  manual_bill: 'F',
  ...modules,
  ...over,
});

const root = user({ systemuser: 'T', customer_card_id: null });
const sales = user({ user_type: 'sales', customer_card_id: null });
const owner = user({});
const admin = user({ user_type: 'administrator' });
const client = user({ user_type: 'client' });

const labels = (u: MenuUser) => sidebarItems(u).map((i) => i.label);

describe('sidebar', () => {
  it.each([
    ['system user', root, ['Agency List', 'Sales Account List', 'Exclusion List', 'Report Analytics']],
    ['sales', sales, ['Client Management', 'Sales Connect Account']],
    ['agency owner', owner, ['Dashboard', 'Site ID', 'Search ID', 'Enhance ID', 'B2B ID', 'Client Management', 'Administrator List', 'General Settings']],
    ['administrator', admin, ['Dashboard', 'Site ID', 'Search ID', 'Enhance ID', 'B2B ID', 'Client Management', 'Administrator List', 'General Settings']],
    ['client', client, ['Site ID', 'Search ID', 'Enhance ID', 'B2B ID', 'Integrations']],
  ])('%s sees its entries in order', (_, u, expected) => {
    expect(labels(u)).toEqual(expected);
  });

  it('links client modules to their dashboards and agency modules to campaign management', () => {
    expect(sidebarItems(client)[0]).toEqual({ label: 'Site ID', to: '/siteid/dashboard' });
    expect(sidebarItems(owner).find((i) => i.label === 'Search ID')?.to).toBe('/searchid/campaign-management');
  });

  it('marks b2b as Beta', () => {
    expect(sidebarItems(client).find((i) => i.label === 'B2B ID')?.badge).toBe('Beta');
    expect(sidebarItems(client).find((i) => i.label === 'Site ID')?.badge).toBeUndefined();
  });

  it('leaves out enhance and b2b unless both url and name exist', () => {
    const partial = user({ user_type: 'client', leadenhancename: null, leadb2burl: null });
    expect(labels(partial)).toEqual(['Site ID', 'Search ID', 'Integrations']);
  });

  it('has no Dashboard for an agency without the local module', () => {
    expect(labels(user({ leadlocalurl: null }))).not.toContain('Dashboard');
  });
});

describe('profile menu', () => {
  const entries = (u: MenuUser) => profileMenuItems(u).map((i) => i.label);

  it('hides Profile from sales, who keep the security entries and Log out', () => {
    expect(entries(sales)).toEqual(['Change Password', 'Two Factor Authentication', 'Log out']);
  });

  it('gives clients the Exclusion List and Integrations', () => {
    expect(entries(client)).toEqual([
      'Profile',
      'Card Setting',
      'Data Wallet',
      'Integrations',
      'Developer',
      'Exclusion List',
      'Change Password',
      'Two Factor Authentication',
      'Log out',
    ]);
  });

  it('gives Integrations to agency owners but not to administrators', () => {
    expect(entries(owner)).toContain('Integrations');
    expect(entries(admin)).not.toContain('Integrations');
  });

  it('shows Card Setting with a card on automatic billing, or to an owner on manual billing', () => {
    expect(entries(user({ customer_card_id: null }))).not.toContain('Card Setting');
    expect(entries(user({ customer_card_id: null, manual_bill: 'T' }))).toContain('Card Setting');
    expect(entries(user({ user_type: 'client', manual_bill: 'T' }))).not.toContain('Card Setting');
  });

  it('keeps the system user to Profile, security and Log out', () => {
    expect(entries(root)).toEqual(['Profile', 'Change Password', 'Two Factor Authentication', 'Log out']);
  });
});

describe('landing page', () => {
  it.each([
    ['system user', root, '/configuration/agency-list'],
    ['sales', sales, '/configuration/sales-connect-account'],
    ['agency owner', owner, '/siteid/dashboard'],
    ['client', client, '/siteid/dashboard'],
    ['agency without the local module', user({ leadlocalurl: null }), '/user/profile'],
  ])('%s lands on %s', (_, u, path) => {
    expect(landingPath(u)).toBe(path);
  });
});

describe('page access', () => {
  it('gives sales no General Settings (404) but lets them open the Agency List', () => {
    expect(pageAccess(sales, 'general-setting')).toEqual({ allow: false });
    expect(pageAccess(sales, 'agency-list')).toEqual({ allow: true });
  });

  it('keeps system-only pages from agencies and clients', () => {
    for (const u of [owner, admin, client, sales]) {
      expect(pageAccess(u, 'sales-account-list').allow).toBe(false);
      expect(pageAccess(u, 'report-analytics').allow).toBe(false);
    }
  });

  it('sends system users from module pages and client management to the Agency List', () => {
    expect(pageAccess(root, 'module-dashboard', 'siteid')).toEqual({ allow: false, redirectTo: '/configuration/agency-list' });
    expect(pageAccess(root, 'client-management')).toEqual({ allow: false, redirectTo: '/configuration/agency-list' });
  });

  it('opens module pages only under a module the user has', () => {
    expect(pageAccess(client, 'module-dashboard', 'searchid')).toEqual({ allow: true });
    expect(pageAccess(client, 'module-dashboard', 'nope')).toEqual({ allow: false });
    expect(pageAccess(root, 'module-dashboard', 'nope')).toEqual({ allow: false });
    expect(pageAccess(sales, 'module-campaign-management', 'siteid')).toEqual({ allow: false });
  });

  it('opens Integrations to clients and agency owners only', () => {
    expect(pageAccess(client, 'integrations').allow).toBe(true);
    expect(pageAccess(owner, 'integrations').allow).toBe(true);
    expect(pageAccess(admin, 'integrations').allow).toBe(false);
    expect(pageAccess(root, 'integrations').allow).toBe(false);
  });
});
