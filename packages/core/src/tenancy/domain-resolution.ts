import { getConfig } from '../platform/config.js';
import { getCompany } from './companies.js';
import type { Company } from './company.entity.js';
import { classifyHost } from './domains.js';
import { domainEntity } from './domain.entity.js';

/** The tenant whose brand a host shows: the platform (root) or an agency; undefined if none. */
export async function resolveDomain(host: string): Promise<Company | undefined> {
  const cls = classifyHost(host, getConfig().BASE_DOMAIN);
  if (!cls) return undefined;
  const claim = (await domainEntity.get(cls).go()).data;
  if (!claim) return undefined;
  const company = await getCompany(claim.rootId, claim.companyId);
  return company && company.kind !== 'client' ? company : undefined;
}
