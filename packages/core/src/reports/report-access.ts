import type { Actor } from '../access/actor.js';
import { assertConfigPage } from '../access/actor-guard.js';
import { getUser } from '../identity/users.js';
import { permissionsOfUser } from '../roles/roles.js';
import { notFound } from '../shared/errors.js';
import { reportPermissionsOf } from '../access/route-access.js';

/**
 * The root's reports are the Report Analytics page's data: the same rule as the page (a root-company
 * system user with the report_analytics permission, or view mode), and everyone else gets the 404
 * the page would show, so nothing says the reports exist.
 */
export async function assertReportAccess(actor: Actor): Promise<void> {
  // Cheap refusals first: nobody outside the root company's system users reaches the role read.
  assertConfigPage(actor, 'report-analytics', { report_analytics: true });
  if (actor.viewModeOriginUserId) return;
  const me = await getUser(actor.rootId, actor.userId);
  if (!me) throw notFound('The page you are looking for doesn\u2019t exist or has been moved.');
  assertConfigPage(actor, 'report-analytics', reportPermissionsOf(await permissionsOfUser(me)));
}
