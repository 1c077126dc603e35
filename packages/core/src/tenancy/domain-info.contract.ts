import { z } from 'zod';
import { tf } from '../shared/error.contract.js';

/** GET /api/domain-info?domainorsub=...: branding for the sign-in page. Public, so nothing private. */
export const domainInfoQuerySchema = z.object({
  domainorsub: z.string().trim().min(1, 'domainorsub is required').max(253),
});

export const brandingSchema = z.object({
  company_name: z.string(),
  logo: z.string().nullable(),
  box_bgcolor: z.string().nullable(),
  text_color: z.string().nullable(),
  link_color: z.string().nullable(),
  template_bgcolor: z.string().nullable(),
  sidebar_bgcolor: z.string().nullable(),
  font_theme: z.string().nullable(),
});
export type Branding = z.infer<typeof brandingSchema>;

export const domainInfoSchema = z.object({
  idsys: z.string(),
  masteridsys: z.string(),
  company_root_name: z.string(),
  domain: z.string().nullable(),
  subdomain: z.string().nullable(),
  rootcomp: tf,
  agencyplatformroot: tf,
  branding: brandingSchema,
  payment_terms: z.array(z.string()),
  timezone: z.string(),
  /** The agency's embedded code for this domain (seed 000 §3 global settings), or null. */
  embedded_code: z.object({ placeEmbedded: z.enum(['head', 'body', 'footer']), embeddedcode: z.string() }).nullable(),
  /** The payment provider's public key (seed 000 §3), which the browser's card entry uses. */
  payment_public_key: z.string().nullable().optional(),
  /**
   * Set only in the embedded runtime: the local gateway's address, whose own card form replaces
   * Stripe Elements (the browser still talks to the gateway, never the platform API, with a card).
   */
  payment_local_gateway_url: z.string().nullable().optional(),
});
export type DomainInfo = z.infer<typeof domainInfoSchema>;
