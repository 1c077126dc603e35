import type { Actor } from '../access/actor.js';
import { mayAccessCompany } from '../access/company-access.js';
import { recordAudit } from '../audit/record.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { forbidden, notFound, validationError } from '../shared/errors.js';
import { getCompanyWithAncestors } from '../tenancy/companies.js';
import type { TokenResponse } from './auth.contract.js';
import { endSession, startSession } from './sessions.js';
import { getUser } from './users.js';

const isRootSystemUser = (a: Actor) => a.systemUser && a.companyId === a.rootId && !a.viewModeOriginUserId;

/**
 * "Switch user": a root system user starts a session as another user of their own platform. The
 * session remembers the original user, so everything done in it is logged with both identities,
 * and switching back needs no password.
 */
export async function switchUser(actor: Actor, targetUserId: string, ctx: { ip?: string | undefined }, clock: Clock = systemClock): Promise<TokenResponse & { result: 'success' }> {
  if (!isRootSystemUser(actor)) throw forbidden('Only the platform’s system users can switch into another user.');
  if (targetUserId === actor.userId) throw validationError('You are already signed in as this user.');
  const [origin, target] = await Promise.all([getUser(actor.rootId, actor.userId), getUser(actor.rootId, targetUserId)]);
  if (!origin || !target) throw notFound('User not found.');
  const chain = await getCompanyWithAncestors(target.rootId, target.companyId);
  if (!chain || !mayAccessCompany(actor, chain.company, chain.parent)) throw notFound('User not found.');
  if (target.status !== 'active') throw validationError('This user is not active.');
  const tokens = await startSession(target, { viewModeOriginUserId: origin.userId, ...(ctx.ip ? { ip: ctx.ip } : {}), clock });
  await recordAudit(
    {
      rootId: target.rootId,
      companyId: target.companyId,
      user: target,
      actingUser: { userId: origin.userId, name: origin.name },
      action: 'view_mode_started',
      description: `${origin.name} started viewing as ${target.name}`,
      ip: ctx.ip,
    },
    clock,
  );
  return { result: 'success', ...tokens };
}

/** Ends view mode: the viewing session ends and the original user gets a fresh session. */
export async function switchBack(actor: Actor, ctx: { ip?: string | undefined }, clock: Clock = systemClock): Promise<TokenResponse & { result: 'success' }> {
  if (!actor.viewModeOriginUserId) throw validationError('You are not in view mode.');
  const [origin, viewed] = await Promise.all([getUser(actor.rootId, actor.viewModeOriginUserId), getUser(actor.rootId, actor.userId)]);
  if (!origin || origin.status !== 'active' || !origin.systemUser) throw forbidden('The original user can no longer sign in.');
  await endSession(actor, clock);
  const tokens = await startSession(origin, { ...(ctx.ip ? { ip: ctx.ip } : {}), clock });
  await recordAudit(
    {
      rootId: actor.rootId,
      companyId: viewed?.companyId ?? actor.companyId,
      user: viewed ?? { userId: actor.userId, name: actor.userId, userType: actor.userType },
      actingUser: { userId: origin.userId, name: origin.name },
      action: 'view_mode_ended',
      description: `${origin.name} stopped viewing as ${viewed?.name ?? actor.userId}`,
      ip: ctx.ip,
    },
    clock,
  );
  return { result: 'success', ...tokens };
}
