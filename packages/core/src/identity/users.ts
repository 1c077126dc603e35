import { memoKey, type Getter } from '../db/batch-get.js';
import type { User } from './user.entity.js';
import { emailClaimEntity, userEntity } from './user.entity.js';

export async function getUser(rootId: string, userId: string): Promise<User | undefined> {
  return (await userEntity.get({ rootId, userId }).go()).data ?? undefined;
}

export function userGetter(rootId: string, userId: string): Getter<User> {
  const entity = userEntity;
  return {
    Key: memoKey('user', [rootId, userId], () => entity.get({ rootId, userId }).params<{ Key: Record<string, unknown> }>().Key),
    parse: (Item) => entity.parse({ Item }).data ?? undefined,
  };
}

export async function findUserByEmail(rootId: string, email: string): Promise<User | undefined> {
  const claim = (await emailClaimEntity.get({ rootId, email: email.toLowerCase() }).go()).data;
  return claim ? getUser(rootId, claim.userId) : undefined;
}
