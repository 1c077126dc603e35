import { getConfig } from '../platform/config.js';
import type { Company } from './company.entity.js';
import { subdomainHost } from './domains.js';

/** The host a company's users sign in on: the agency's (own agency's, for clients) custom domain or subdomain. */
export function signInHostFor(company: Company, parent: Company | undefined): string {
  const agency = company.kind === 'client' ? parent : company;
  if (agency?.customDomain) return agency.customDomain;
  if (agency?.subdomain) return subdomainHost(agency.subdomain, getConfig().BASE_DOMAIN);
  return getConfig().BASE_DOMAIN;
}
