// zod/mini: the entry parses domain info on every first visit (docs/decisions.md, "Performance budgets").
import { tfFlag as tf } from '../shared/tf-flag.contract.js';
import * as z from 'zod/mini';

/** GET /api/domain-info?domainorsub=...: branding for the sign-in page. Public, so nothing private. */
export const domainInfoQuerySchema = z.object({
  domainorsub: z.string().check(z.trim(), z.minLength(1, 'domainorsub is required'), z.maxLength(253)),
});

export const brandingSchema = z.object({
  company_name: z.string(),
  logo: z.nullable(z.string()),
  box_bgcolor: z.nullable(z.string()),
  text_color: z.nullable(z.string()),
  link_color: z.nullable(z.string()),
  template_bgcolor: z.nullable(z.string()),
  sidebar_bgcolor: z.nullable(z.string()),
  font_theme: z.nullable(z.string()),
});
export type Branding = z.infer<typeof brandingSchema>;

export const domainInfoSchema = z.object({
  idsys: z.string(),
  masteridsys: z.string(),
  company_root_name: z.string(),
  domain: z.nullable(z.string()),
  subdomain: z.nullable(z.string()),
  rootcomp: tf,
  agencyplatformroot: tf,
  branding: brandingSchema,
  payment_terms: z.array(z.string()),
  timezone: z.string(),
  /** The agency's embedded code for this domain (docs/product.md, Branding and white label), or null. */
  embedded_code: z.nullable(z.object({ placeEmbedded: z.enum(['head', 'body', 'footer']), embeddedcode: z.string() })),
  /** The payment provider's public key (docs/product.md, Payment accounts), which the browser's card entry uses. */
  payment_public_key: z.optional(z.nullable(z.string())),
  /**
   * Set only in the embedded runtime: the local gateway's address, whose own card form replaces
   * Stripe Elements (the browser still talks to the gateway, never the platform API, with a card).
   */
  payment_local_gateway_url: z.optional(z.nullable(z.string())),
});
export type DomainInfo = z.infer<typeof domainInfoSchema>;
