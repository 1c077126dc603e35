import type { Actor } from '../access/actor.js';
import { getUser } from '../identity/users.js';
import type { User } from '../identity/user.entity.js';
import { forbidden, notFound } from '../shared/errors.js';
import { permits } from './permits.js';
import { permissionsOfUser } from './roles.js';

/**
 * The acting user, when their role allows `flag` (a user without a role may do everything);
 * otherwise a 403 with `message`. The web app hides the same buttons; this is what holds.
 */
export type SettingsFlag = 'settingMenuShow_create' | 'settingMenuShow_update' | 'settingMenuShow_delete';

export async function requirePermission(actor: Actor, flag: SettingsFlag, message = 'Your role does not allow this.'): Promise<User> {
  const me = await getUser(actor.rootId, actor.userId);
  if (!me) throw notFound('User not found.');
  if (!permits(await permissionsOfUser(me), flag)) throw forbidden(message);
  return me;
}
