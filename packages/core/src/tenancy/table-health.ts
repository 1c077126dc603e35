import { domainEntity } from './domain.entity.js';

/** Answers once the table does: a read of a key that never exists. */
export async function checkTableAnswers(): Promise<void> {
  await domainEntity.get({ kind: 'platform', name: '__health__' }).go();
}
