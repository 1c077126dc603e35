import { getConfig } from '../platform/config.js';
import type { Company } from './company.entity.js';
import type { DomainKind } from './domain.entity.js';
import { classifyHost } from './domains.js';

/** A host claim (the domain entity's key) and which of the company's fields it comes from. */
export type Claim = { kind: DomainKind; name: string; field: 'subdomain' | 'domain' };

/**
 * The claim a custom domain takes: the key its host is resolved by (domain-resolution.ts), not its
 * text. A custom domain under the platform's own domain (`acme.<base>`) is that subdomain's host,
 * and the platform's own host is the root's: claiming either as "custom" would take nothing and
 * answer success while the host keeps showing its owner (docs/decisions.md, "Hardening the
 * runtime": a custom domain is claimed as the host it resolves to).
 */
export function customDomainClaim(domain: string): Claim {
  const cls = classifyHost(domain, getConfig().BASE_DOMAIN);
  return cls ? { ...cls, field: 'domain' } : { kind: 'custom', name: domain.toLowerCase(), field: 'domain' };
}

export const subdomainClaim = (subdomain: string): Claim => ({ kind: 'subdomain', name: subdomain.toLowerCase(), field: 'subdomain' });

/** The domain entity's key of a claim (what a transaction creates or deletes). */
export const claimKey = (c: Claim) => ({ kind: c.kind, name: c.name });

/**
 * Which host claims a company gives up and takes when its subdomain or custom domain changes. The
 * caller writes them in the same transaction as the company, so a name already taken (the claim's
 * create fails) leaves everything as it was.
 */
export function claimChanges(company: Pick<Company, 'subdomain' | 'customDomain'>, nextSub: string | undefined, nextDomain: string | undefined) {
  const drop: Claim[] = [];
  const take: Claim[] = [];
  if (nextSub !== company.subdomain) {
    if (company.subdomain) drop.push(subdomainClaim(company.subdomain));
    if (nextSub) take.push(subdomainClaim(nextSub));
  }
  if (nextDomain !== company.customDomain) {
    if (company.customDomain) drop.push(customDomainClaim(company.customDomain));
    if (nextDomain) take.push(customDomainClaim(nextDomain));
  }
  return { drop, take };
}

/**
 * The claims a cancelled transaction failed on, from its cancellation reasons (one per item, the
 * claims' creates from `offset` on); all of them when the reasons do not say (another item failed).
 */
export function refusedClaims(take: Claim[], reasons: readonly { code?: string }[] | undefined, offset: number): Claim[] {
  const refused = take.filter((_, i) => reasons?.[offset + i]?.code === 'ConditionalCheckFailed');
  return refused.length ? refused : take;
}

export const takenErrors = (take: Claim[]) => ({
  ...(take.some((t) => t.field === 'subdomain') ? { subdomain: ['This subdomain is already taken.'] } : {}),
  ...(take.some((t) => t.field === 'domain') ? { domain: ['This domain is already taken.'] } : {}),
});
