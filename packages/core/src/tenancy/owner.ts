import { getCompany } from './companies.js';
import { NO_PARENT, sortKeys } from './company.entity.js';
import { createWriteTransaction } from 'electrodb';
import { companyEntity } from './company.entity.js';

/** Records who a company's owner is, as the lists show and sort it (the parent's list version moves with it). */
export async function setOwner(rootId: string, companyId: string, owner: { userId: string; name: string; email: string }): Promise<void> {
  const company = await getCompany(rootId, companyId);
  if (!company) throw new Error(`setOwner: company ${companyId} does not exist`);
  const res = await createWriteTransaction({ company: companyEntity }, ({ company: c }) => [
      c
        .patch({ rootId, companyId })
        .set({ ownerUserId: owner.userId, ownerName: owner.name, ownerEmail: owner.email, ...sortKeys({ ownerName: owner.name, ownerEmail: owner.email }) })
        .commit(),
      ...(company.parentId === NO_PARENT ? [] : [c.update({ rootId, companyId: company.parentId }).add({ listVersion: 1 }).commit()]),
    ])
    .go();
  if (res.canceled) throw new Error(`setOwner: company ${companyId} was removed meanwhile`);
}
