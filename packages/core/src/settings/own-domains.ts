import { conflict, validationError } from '../shared/errors.js';
import type { Company } from '../tenancy/company.entity.js';
import { claimChanges, claimKey, refusedClaims, takenErrors } from '../tenancy/domain-claims.js';
import { createWriteTransaction } from 'electrodb';
import { companyEntity } from '../tenancy/company.entity.js';
import { domainEntity } from '../tenancy/domain.entity.js';

/**
 * General settings' Domains section: an agency moves its own subdomain and custom domain. The old
 * names are released and the new ones claimed in one transaction with the company, so a taken
 * name changes nothing. The platform's own host is not the root's to change here.
 */
export async function changeOwnDomains(company: Company, next: { subdomain: string; domain: string }) {
  if (company.kind !== 'agency') throw validationError('Only agencies choose their own domains.', { domains: ['Only agencies choose their own domains.'] });
  const nextDomain = next.domain || undefined;
  const { drop, take } = claimChanges(company, next.subdomain, nextDomain);
  if (!drop.length && !take.length) return;
  const key = { rootId: company.rootId, companyId: company.companyId };
  const res = await createWriteTransaction({ company: companyEntity, domain: domainEntity }, ({ company: c, domain }) => {
      const patch = c.patch(key).set({ subdomain: next.subdomain, ...(nextDomain ? { customDomain: nextDomain } : {}) });
      return [
        (!nextDomain && company.customDomain ? patch.remove(['customDomain']) : patch).commit(),
        ...drop.map((k) => domain.delete(claimKey(k)).where((a, op) => op.eq(a.companyId, company.companyId)).commit()),
        ...take.map((k) => domain.create({ ...claimKey(k), rootId: company.rootId, companyId: company.companyId }).commit()),
      ];
    })
    .go();
  if (res.canceled) throw conflict('That subdomain or domain is already taken.', takenErrors(refusedClaims(take, res.data, 1 + drop.length)));
}
