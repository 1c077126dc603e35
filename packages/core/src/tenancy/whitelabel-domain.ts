import { z } from 'zod';
import type { Actor } from '../access/actor.js';
import { getConfig } from '../platform/config.js';
import { tf, toTF } from '../shared/error.contract.js';
import { notFound } from '../shared/errors.js';
import { getCompanyWithAncestors } from './companies.js';
import { publicUrl } from './public-url.js';
import { signInHostFor } from './sign-in-host.js';

/**
 * GET /api/company/whitelabel-domain (docs/decisions.md, "White-label domain"): the address the
 * caller's agency gives its clients, beside its subdomain and custom-domain settings: its custom
 * domain, else its subdomain on the platform, while it is white-label; the platform's own address
 * otherwise (and for the root's users).
 */
export const whitelabelDomainSchema = z.object({
  is_whitelabeling: tf,
  subdomain: z.string().nullable(),
  domain: z.string().nullable(),
  host: z.string(),
  url: z.string(),
});
export type WhitelabelDomain = z.infer<typeof whitelabelDomainSchema>;

export async function whitelabelDomain(actor: Actor): Promise<WhitelabelDomain> {
  const chain = await getCompanyWithAncestors(actor.rootId, actor.companyId);
  if (!chain) throw notFound('Company not found.');
  const agency = chain.company.kind === 'client' ? chain.parent : chain.company.kind === 'agency' ? chain.company : undefined;
  const white = Boolean(agency?.isWhitelabeling);
  const host = agency && white ? signInHostFor(agency, undefined) : getConfig().BASE_DOMAIN;
  return {
    is_whitelabeling: toTF(white),
    subdomain: agency?.subdomain ?? null,
    domain: agency?.customDomain ?? null,
    host,
    url: publicUrl(host, '/'),
  };
}
