import { createUser } from '../identity/create-user.js';
import { endAllSessions } from '../identity/sessions.js';
import type { User } from '../identity/user.entity.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { newSecret } from '../platform/ids.js';
import { DomainError, notFound } from '../shared/errors.js';
import { createWriteTransaction } from 'electrodb';
import { emailClaimEntity, userEntity } from '../identity/user.entity.js';

type NewStaff = Omit<Parameters<typeof createUser>[0], 'password' | 'profileSetupCompleted'>;

/**
 * A company's new staff member (an administrator, a sales person) with a password nobody knows:
 * they set their own through the invitation. An e-mail already registered is a field error.
 */
export async function createStaffUser(input: NewStaff): Promise<User> {
  return createUser({ ...input, password: newSecret(), profileSetupCompleted: true }).catch((e: unknown) => {
    if (e instanceof DomainError && e.kind === 'conflict') throw new DomainError('validation', 'This e-mail is already registered.', { email: ['This e-mail is already registered.'] });
    throw e;
  });
}

/** Removes a staff member: their sessions end, then the user and their e-mail claim go together. */
export async function deleteStaffUser(user: User, clock: Clock = systemClock): Promise<void> {
  await endAllSessions(user.rootId, user.userId, 'admin', { clock });
  const res = await createWriteTransaction({ user: userEntity, emailClaim: emailClaimEntity }, ({ user: u, emailClaim }) => [
      // Only while it is still there, so a repeated removal is "not found", not a second removal.
      u.delete({ rootId: user.rootId, userId: user.userId }).where((a, op) => op.exists(a.userId)).commit(),
      emailClaim.delete({ rootId: user.rootId, email: user.email }).commit(),
    ])
    .go();
  if (res.canceled) throw notFound('User not found.');
}
