import type { Actor } from '../access/actor.js';
import { recordAudit } from '../audit/record.js';
import { db } from '../db/service.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { forbidden, rateLimited, validationError } from '../shared/errors.js';
import { CURRENT_PASSWORD_INVALID } from './account.contract.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { endAllSessions } from './sessions.js';
import { POLICIES } from './throttle-rule.js';
import { recordFailure, throttled } from './throttle.js';
import { getUser } from './users.js';

/** Only the account owner changes their own password, and not from view mode. */
export function assertOwnAccount(actor: Actor, userId: string): void {
  if (actor.userId !== userId || actor.viewModeOriginUserId) {
    throw forbidden('You can only change this for your own account.');
  }
}

/** Change password: the current one must be right; every other session of the user ends. */
export async function changePassword(
  actor: Actor,
  input: { usrID: string; currpassword: string; newpassword: string },
  ctx: { ip?: string | undefined },
  clock: Clock = systemClock,
): Promise<{ result: 'success'; message: string }> {
  assertOwnAccount(actor, input.usrID);
  const key = { rootId: actor.rootId, scope: 'password-change', subject: actor.userId };
  if (await throttled(key, POLICIES.signInAccountIp, clock)) {
    throw rateLimited('Too many wrong passwords. Please wait 15 minutes and try again.');
  }
  const user = await getUser(actor.rootId, actor.userId);
  if (!user || !(await verifyPassword(user.passwordHash, input.currpassword))) {
    await recordFailure(key, POLICIES.signInAccountIp, clock);
    throw validationError(CURRENT_PASSWORD_INVALID, { currpassword: [CURRENT_PASSWORD_INVALID] });
  }
  await db()
    .entities.user.patch({ rootId: user.rootId, userId: user.userId })
    .set({ passwordHash: await hashPassword(input.newpassword), passwordChangedAt: clock.now().toISOString() })
    .go();
  const ended = await endAllSessions(user.rootId, user.userId, 'password', { except: actor.sessionId, clock });
  await recordAudit(
    { rootId: user.rootId, companyId: user.companyId, user, action: 'password_changed', description: `Changed password; ${ended} other session(s) ended`, ip: ctx.ip },
    clock,
  );
  return { result: 'success', message: 'Your password has been changed.' };
}
