import type { Company } from './company.entity.js';

export type Claim = { kind: 'subdomain' | 'custom'; name: string };

/**
 * Which host claims a company gives up and takes when its subdomain or custom domain changes. The
 * caller writes them in the same transaction as the company, so a name already taken (the claim's
 * create fails) leaves everything as it was.
 */
export function claimChanges(company: Pick<Company, 'subdomain' | 'customDomain'>, nextSub: string | undefined, nextDomain: string | undefined) {
  const drop: Claim[] = [];
  const take: Claim[] = [];
  if (nextSub !== company.subdomain) {
    if (company.subdomain) drop.push({ kind: 'subdomain', name: company.subdomain });
    if (nextSub) take.push({ kind: 'subdomain', name: nextSub });
  }
  if (nextDomain !== company.customDomain) {
    if (company.customDomain) drop.push({ kind: 'custom', name: company.customDomain });
    if (nextDomain) take.push({ kind: 'custom', name: nextDomain });
  }
  return { drop, take };
}

export const takenErrors = (take: Claim[]) => ({
  ...(take.some((t) => t.kind === 'subdomain') ? { subdomain: ['This subdomain is already taken.'] } : {}),
  ...(take.some((t) => t.kind === 'custom') ? { domain: ['This domain is already taken.'] } : {}),
});
