import { getConfig } from '../platform/config.js';
import { newId } from '../platform/ids.js';
import { conflict, validationError } from '../shared/errors.js';
import { NO_PARENT, sortKeys, type Company } from './company.entity.js';
import { claimKey, customDomainClaim, refusedClaims, subdomainClaim, takenErrors, type Claim } from './domain-claims.js';
import { isValidSubdomain, normalizeHost } from './domains.js';
import { createWriteTransaction } from 'electrodb';
import { companyEntity } from './company.entity.js';
import { domainEntity } from './domain.entity.js';

type Input = Omit<Company, 'companyId' | 'rootId' | 'parentId' | 'createdAt'> & {
  companyId?: string;
  rootId?: string;
  parentId?: string;
  /** For a root company: the host of its platform. */
  platformDomain?: string;
};

/**
 * Creates a company and, in the same transaction, claims its host names, so two agencies can never
 * end up on one subdomain or custom domain.
 */
export async function createCompany(input: Input): Promise<Company> {
  const { item, claims } = newCompany(input);
  const { rootId, companyId } = item;
  const res = await createWriteTransaction({ company: companyEntity, domain: domainEntity }, ({ company, domain }) => [
      company.create(item).commit(),
      // The parent's child counter moves with its children, so list totals never need a count.
      ...(input.kind === 'root' ? [] : [company.update({ rootId, companyId: item.parentId }).add({ childCount: 1, listVersion: 1 }).commit()]),
      ...claims.map((c) => domain.create({ ...claimKey(c), rootId, companyId }).commit()),
    ])
    .go();
  if (res.canceled) {
    // The company, its parent's counter (not for a root), then the claims.
    throw conflict('That subdomain or domain is already taken.', takenErrors(refusedClaims(claims, res.data, input.kind === 'root' ? 1 : 2)));
  }
  return item as Company;
}

/**
 * A new company's item and the host names it claims, checked but not written, for a transaction
 * that creates more with it (registration writes the owner and the e-mail claim alongside).
 */
export function newCompany(input: Input): { item: Company; claims: Claim[] } {
  const { platformDomain, ...rest } = input;
  const companyId = input.companyId ?? newId();
  const rootId = input.kind === 'root' ? companyId : input.rootId;
  if (!rootId) throw validationError('A company outside the root needs its platform.');
  if (input.kind !== 'root' && !input.parentId) throw validationError('A company needs its parent.');
  const claims: Claim[] = [];
  if (input.kind === 'root') {
    const host = platformDomain && normalizeHost(platformDomain);
    if (!host) throw validationError('The platform needs its domain.');
    // The deployment's base domain is "the platform"; any other platform is reached by its own host.
    claims.push({ kind: host === getConfig().BASE_DOMAIN ? 'platform' : 'custom', name: host, field: 'domain' });
  }
  if (input.subdomain !== undefined) {
    if (!isValidSubdomain(input.subdomain)) {
      throw validationError('The subdomain is not valid.', {
        subdomain: ['Use letters, digits and hyphens, 1 to 63 characters, starting and ending with a letter or digit.'],
      });
    }
    claims.push(subdomainClaim(input.subdomain));
  }
  if (input.customDomain !== undefined) {
    const host = normalizeHost(input.customDomain);
    if (!host) throw validationError('The domain is not valid.', { domain: ['Enter a valid domain name.'] });
    claims.push(customDomainClaim(host));
  }
  const item = {
    ...rest,
    ...(input.subdomain !== undefined ? { subdomain: input.subdomain.toLowerCase() } : {}),
    companyId,
    rootId,
    parentId: input.kind === 'root' ? NO_PARENT : (input.parentId as string),
    createdAt: new Date().toISOString(),
    ...sortKeys({ name: input.name, ownerName: input.ownerName ?? '', ownerEmail: input.ownerEmail ?? '' }),
  };
  return { item: item as Company, claims };
}
