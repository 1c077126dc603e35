import { permits } from '@platform/core/contracts';
import { useCurrentUser } from '../../lib/auth/get-current-user';

export interface SettingsPermissions {
  create: boolean;
  update: boolean;
  delete: boolean;
}

/**
 * What the signed-in user's role lets them do on the settings pages (docs/product.md, Roles and permissions):
 * the settingMenuShow_create/_update/_delete flags of user_permissions, read with core's `permits`, so a user
 * without a role (an owner, a system user) may do everything. The API checks the same flags.
 */
export function useSettingsPermissions(): SettingsPermissions {
  const perms = useCurrentUser().user_permissions;
  return {
    create: permits(perms, 'settingMenuShow_create'),
    update: permits(perms, 'settingMenuShow_update'),
    delete: permits(perms, 'settingMenuShow_delete'),
  };
}
