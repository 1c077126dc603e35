import type { Actor } from '../access/actor.js';
import { db } from '../db/service.js';
import { newId } from '../platform/ids.js';
import { systemClock, type Clock } from '../platform/clock.js';
import type { AuditAction } from './actions.js';

export interface AuditInput {
  rootId: string;
  companyId: string;
  user: { userId: string; name: string; userType: string };
  /** The root system user acting in view mode, recorded beside the viewed user. */
  actingUser?: { userId: string; name?: string } | undefined;
  action: AuditAction;
  description: string;
  ip?: string | undefined;
  campaignId?: string;
}

/**
 * Writes one user-log row. A log write that fails must not undo what the user did, so failures
 * are reported to the caller's logger, not thrown (the action itself already succeeded).
 */
export async function recordAudit(input: AuditInput, clock: Clock = systemClock): Promise<void> {
  await db()
    .entities.audit.create({
      rootId: input.rootId,
      companyId: input.companyId,
      logId: newId(),
      createdAt: clock.now().toISOString(),
      userId: input.user.userId,
      userName: input.user.name,
      userType: input.user.userType,
      ...(input.actingUser ? { actingUserId: input.actingUser.userId } : {}),
      ...(input.actingUser?.name ? { actingUserName: input.actingUser.name } : {}),
      action: input.action,
      description: input.description.slice(0, 2000),
      ...(input.ip ? { ip: input.ip } : {}),
      ...(input.campaignId ? { campaignId: input.campaignId } : {}),
    })
    .go()
    .catch((e: unknown) => {
      console.error(JSON.stringify({ level: 'error', msg: 'audit write failed', action: input.action, error: String(e) }));
    });
}

/** In view mode the root system user really acts: recorded beside the viewed user on every row. */
export const actingUserOf = (actor: Actor) =>
  actor.viewModeOriginUserId ? { userId: actor.viewModeOriginUserId } : undefined;

/** A user's recent log rows, newest first (the user-logs screen has its own filtered reads). */
export async function listUserAudit(rootId: string, userId: string, limit = 50) {
  const res = await db().entities.audit.query.byUser({ rootId, userId }).go({ order: 'desc', limit });
  return res.data;
}
