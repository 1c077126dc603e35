import { db } from '../db/service.js';
import { newId } from '../platform/ids.js';
import { conflict } from '../shared/errors.js';
import { hashPassword } from './passwords.js';
import type { User } from './user.entity.js';

type Input = Omit<User, 'userId' | 'passwordHash' | 'createdAt'> & { userId?: string; password: string };

/** Creates a user and claims the e-mail within the platform in one transaction. */
export async function createUser(input: Input): Promise<User> {
  const { password, ...rest } = input;
  const item = {
    ...rest,
    email: input.email.trim().toLowerCase(),
    userId: input.userId ?? newId(),
    passwordHash: await hashPassword(password),
    createdAt: new Date().toISOString(),
  };
  const res = await db()
    .transaction.write(({ user, emailClaim }) => [
      emailClaim.create({ rootId: item.rootId, email: item.email, userId: item.userId }).commit(),
      user.create(item).commit(),
    ])
    .go();
  if (res.canceled) throw conflict('This e-mail is already registered.', { email: ['This e-mail is already registered.'] });
  return item as User;
}
