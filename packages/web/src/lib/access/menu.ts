import type { MenuItem } from '@platform/core/contracts';

/**
 * Small adapters from core's menu rules to the screens. The rules themselves (who sees what) are
 * core's: sidebarItems, systemSettingsItems, profileMenuItems and the visibility predicates in
 * `@platform/core/contracts`. Nothing here decides visibility.
 */

/** Profile-menu entries that open a dialog (core marks them with a `#` path). */
export type AccountDialog = 'data-wallet' | 'developer' | 'exclusion-list' | 'change-password' | 'two-factor';

const DIALOGS: readonly string[] = ['data-wallet', 'developer', 'exclusion-list', 'change-password', 'two-factor'] satisfies AccountDialog[];

export type MenuAction =
  | { kind: 'page'; to: string }
  | { kind: 'dialog'; dialog: AccountDialog }
  | { kind: 'logout' };

/** What choosing a menu item does: open its page, its dialog, or sign out. */
export function menuAction(item: Pick<MenuItem, 'path'>): MenuAction {
  if (!item.path.startsWith('#')) return { kind: 'page', to: item.path };
  const name = item.path.slice(1);
  if (name === 'logout') return { kind: 'logout' };
  if (DIALOGS.includes(name)) return { kind: 'dialog', dialog: name as AccountDialog };
  throw new Error(`No dialog for menu item ${item.path}`);
}

interface PathTree {
  path: string;
  children?: readonly PathTree[] | undefined;
}

/** Is this item, or one of its children, the page being shown? */
export function isActiveItem(item: PathTree, pathname: string): boolean {
  return item.path === pathname || (item.children ?? []).some((child) => isActiveItem(child, pathname));
}

/**
 * Where to go right after sign-in: `/`, whose loader fetches the setup check and applies core's
 * landingPath (docs/product.md, The entry flow). Landing needs the setup check, which the sign-in
 * answer does not carry, so it is decided there rather than from the user data alone.
 */
export const AFTER_SIGN_IN_PATH = '/';
