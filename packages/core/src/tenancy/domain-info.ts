import { getConfig } from '../platform/config.js';
import { notFound } from '../shared/errors.js';
import { PAYMENT_TERMS, TERM_LABEL } from '../pricing/payment-terms.js';
import { toTF } from '../shared/error.contract.js';
import { getCompany } from './companies.js';
import type { Company } from './company.entity.js';
import type { Branding, DomainInfo } from './domain-info.contract.js';
import { resolveDomain } from './domain-resolution.js';


export const brandingOf = (c: Company): Branding => ({
  company_name: c.name,
  logo: c.logoUrl ?? null,
  box_bgcolor: c.boxColor ?? null,
  text_color: c.textColor ?? null,
  link_color: c.linkColor ?? null,
  template_bgcolor: c.templateColor ?? null,
  sidebar_bgcolor: c.sidebarColor ?? null,
  font_theme: c.fontTheme ?? null,
});

/**
 * What the sign-in page needs before anyone signs in: whose brand to show. Public, so it carries
 * only what the brand already shows on screen (no e-mails, keys or account state).
 */
export async function getDomainInfo(host: string): Promise<DomainInfo> {
  const company = await resolveDomain(host);
  if (!company) throw notFound('This domain is not registered on the platform.');
  const root = company.kind === 'root' ? company : await getCompany(company.rootId, company.rootId);
  if (!root) throw notFound('This domain is not registered on the platform.');
  return {
    idsys: company.companyId,
    masteridsys: root.companyId,
    company_root_name: root.name,
    domain: company.customDomain ?? null,
    subdomain: company.subdomain ?? null,
    rootcomp: toTF(company.kind === 'root'),
    agencyplatformroot: toTF(company.kind === 'agency'),
    branding: brandingOf(company),
    payment_terms: PAYMENT_TERMS.map((t) => TERM_LABEL[t]),
    timezone: company.timezone ?? 'America/Chicago',
    embedded_code:
      company.kind === 'agency' && company.embeddedPlace && company.embeddedCode
        ? { placeEmbedded: company.embeddedPlace, embeddedcode: company.embeddedCode }
        : null,
    ...paymentGatewayInfo(),
  };
}

/** The card entry's key, and the local gateway's address when the SDK is pointed at one (never in production). */
function paymentGatewayInfo() {
  const cfg = getConfig();
  const local = cfg.STRIPE_API_HOST && cfg.STRIPE_API_PORT ? `${cfg.STRIPE_API_PROTOCOL ?? 'http'}://${cfg.STRIPE_API_HOST}:${cfg.STRIPE_API_PORT}` : null;
  return { payment_public_key: cfg.STRIPE_PUBLISHABLE_KEY ?? null, payment_local_gateway_url: local };
}
