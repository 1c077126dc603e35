import { notFound } from '../shared/errors.js';
import { toTF } from '../shared/error.contract.js';
import type { Actor } from './actor.js';
import type { ActorGuardContext } from './guard-context.js';
import { configPageAccess, type ConfigPage } from './route-access.js';

/** The guard context an API handler has: the actor from the verified token. */
export const actorGuardContext = (actor: Actor, rootPermissions: Record<string, boolean> | null = null): ActorGuardContext => ({
  user: {
    user_type: actor.userType,
    systemuser: toTF(actor.systemUser),
    rootcomp: toTF(actor.companyId === actor.rootId),
    isViewMode: Boolean(actor.viewModeOriginUserId),
  },
  rootPermissions,
});

/**
 * The API side of the configuration-area rules: the same rule the router uses. A page the spec
 * answers with 404 answers 404 here too (a redirect means the page is not this user's either).
 */
export function assertConfigPage(actor: Actor, page: ConfigPage, rootPermissions: Record<string, boolean> | null = null): void {
  const decision = configPageAccess(actorGuardContext(actor, rootPermissions), page);
  if (decision.kind !== 'allow') throw notFound('The page you are looking for doesn\u2019t exist or has been moved.');
}
