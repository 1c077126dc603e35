import { newId } from '../platform/ids.js';
import { conflict } from '../shared/errors.js';
import { hashPassword } from './passwords.js';
import type { User } from './user.entity.js';
import { createWriteTransaction } from 'electrodb';
import { emailClaimEntity, userEntity } from './user.entity.js';

type Input = Omit<User, 'userId' | 'passwordHash' | 'createdAt'> & { userId?: string; password: string };

/** A new user's item (password hashed, e-mail normalised), for a transaction that claims the e-mail with it. */
export async function newUser(input: Input): Promise<User> {
  const { password, ...rest } = input;
  return {
    ...rest,
    email: input.email.trim().toLowerCase(),
    userId: input.userId ?? newId(),
    passwordHash: await hashPassword(password),
    createdAt: new Date().toISOString(),
  } as User;
}

/** Creates a user and claims the e-mail within the platform in one transaction. */
export async function createUser(input: Input): Promise<User> {
  const item = await newUser(input);
  const res = await createWriteTransaction({ user: userEntity, emailClaim: emailClaimEntity }, ({ user, emailClaim }) => [
      emailClaim.create({ rootId: item.rootId, email: item.email, userId: item.userId }).commit(),
      user.create(item).commit(),
    ])
    .go();
  if (res.canceled) throw conflict('This e-mail is already registered.', { email: ['This e-mail is already registered.'] });
  return item;
}
