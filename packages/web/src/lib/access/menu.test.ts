import { describe, expect, it } from 'vitest';
import { isActiveItem, menuAction } from './menu';

describe('choosing a menu item', () => {
  it.each([
    ['a path opens its page', '/user/profile', { kind: 'page', to: '/user/profile' }],
    ['#change-password opens the Change Password dialog', '#change-password', { kind: 'dialog', dialog: 'change-password' }],
    ['#data-wallet opens the Data Wallet dialog', '#data-wallet', { kind: 'dialog', dialog: 'data-wallet' }],
    ['#logout signs out', '#logout', { kind: 'logout' }],
  ])('%s', (_rule, path, expected) => {
    expect(menuAction({ path })).toEqual(expected);
  });

  it('refuses a dialog nobody built rather than showing a dead entry', () => {
    expect(() => menuAction({ path: '#nowhere' })).toThrow();
  });
});

describe('the active menu entry', () => {
  const group = { path: '/siteid/dashboard', children: [{ path: '/siteid/dashboard' }, { path: '/siteid/campaign-management' }] };
  it('is the item whose page is shown, or the group holding it', () => {
    expect(isActiveItem(group, '/siteid/campaign-management')).toBe(true);
    expect(isActiveItem(group, '/searchid/dashboard')).toBe(false);
  });
});
