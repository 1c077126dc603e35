import type { Actor } from '../access/actor.js';
import { recordAudit } from '../audit/record.js';
import { isConditionFailure } from '../db/conditions.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { forbidden, validationError } from '../shared/errors.js';
import { CURRENT_PASSWORD_INVALID } from './account.contract.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { endAllSessions } from './sessions.js';
import { POLICIES } from './throttle-rule.js';
import { giveBack, takeAttempts } from './throttle.js';
import { getUser } from './users.js';
import { userEntity } from './user.entity.js';

/** Only the account owner changes their own password, and not from view mode. */
export function assertOwnAccount(actor: Actor, userId: string): void {
  if (actor.userId !== userId || actor.viewModeOriginUserId) {
    throw forbidden('You can only change this for your own account.');
  }
}

export const TOO_MANY_WRONG_PASSWORDS = 'Too many wrong passwords. Please wait 15 minutes and try again.';

/**
 * One limit shared by every step where a signed-in user proves it is them (change password, 2FA
 * settings): the attempt is counted before `check` runs, so a burst cannot outrun the limit, and a
 * passed check gives it back. 5 wrong proofs in 15 minutes, then 429.
 */
export async function underOwnerProofLimit(actor: Actor, check: () => Promise<boolean>, clock: Clock = systemClock): Promise<boolean> {
  const key = { rootId: actor.rootId, scope: 'password-change', subject: actor.userId };
  const attempts = await takeAttempts([{ key, policy: POLICIES.signInAccountIp }], TOO_MANY_WRONG_PASSWORDS, clock);
  if (!(await check())) return false;
  await giveBack(attempts);
  return true;
}

/** The signed-in user, when `password` is their current password (under the owner-proof limit). */
export async function checkCurrentPassword(actor: Actor, password: string, clock: Clock = systemClock) {
  const user = await getUser(actor.rootId, actor.userId);
  const ok = await underOwnerProofLimit(actor, async () => Boolean(user) && (await verifyPassword(user?.passwordHash, password)), clock);
  return ok ? user : undefined;
}

/** Change password: the current one must be right; every other session of the user ends. */
export async function changePassword(
  actor: Actor,
  input: { usrID: string; currpassword: string; newpassword: string },
  ctx: { ip?: string | undefined },
  clock: Clock = systemClock,
): Promise<{ result: 'success'; message: string }> {
  assertOwnAccount(actor, input.usrID);
  const user = await checkCurrentPassword(actor, input.currpassword, clock);
  if (!user) throw validationError(CURRENT_PASSWORD_INVALID, { currpassword: [CURRENT_PASSWORD_INVALID] });
  try {
    await userEntity.patch({ rootId: user.rootId, userId: user.userId })
      .set({ passwordHash: await hashPassword(input.newpassword), passwordChangedAt: clock.now().toISOString() })
      // Only over the password just verified: of concurrent changes one applies, the others find
      // the current password changed.
      .where((a, op) => op.eq(a.passwordHash, user.passwordHash))
      .go();
  } catch (e) {
    if (isConditionFailure(e)) throw validationError(CURRENT_PASSWORD_INVALID, { currpassword: [CURRENT_PASSWORD_INVALID] });
    throw e;
  }
  const ended = await endAllSessions(user.rootId, user.userId, 'password', { except: actor.sessionId, clock });
  await recordAudit(
    { rootId: user.rootId, companyId: user.companyId, user, action: 'password_changed', description: `Changed password; ${ended} other session(s) ended`, ip: ctx.ip },
    clock,
  );
  return { result: 'success', message: 'Your password has been changed.' };
}
