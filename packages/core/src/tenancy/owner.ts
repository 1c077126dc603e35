import { db } from '../db/service.js';
import { sortKeys } from './company.entity.js';

/** Records who a company's owner is, as the lists show and sort it. */
export async function setOwner(rootId: string, companyId: string, owner: { userId: string; name: string; email: string }): Promise<void> {
  await db()
    .entities.company.patch({ rootId, companyId })
    .set({ ownerUserId: owner.userId, ownerName: owner.name, ownerEmail: owner.email, ...sortKeys({ ownerName: owner.name, ownerEmail: owner.email }) })
    .go();
}
