import { domainSchema, logoUploadRequestSchema, LOGO_CONTENT_TYPES, subdomainSchema } from '@platform/core/contracts';
import type { LogoContentType } from './api/logo-upload';

/**
 * The text of a money field for an amount the API answers in dollars (it stores cents): whole
 * amounts without decimals, others with two, so what reads back is what was typed.
 */
export function amountText(dollars: number): string {
  if (!Number.isFinite(dollars) || dollars <= 0) return '0';
  return Number.isInteger(dollars) ? String(dollars) : dollars.toFixed(2);
}

export const isLogoType = (type: string): type is LogoContentType => (LOGO_CONTENT_TYPES as readonly string[]).includes(type);

/**
 * Why a chosen file cannot be the logo, in the API's words (core's upload request rules: PNG,
 * JPEG, WebP or GIF, at most 1 MB), checked before anything is asked of the API; null when it can.
 */
export function logoFileProblem(file: { type: string; size: number }): string | null {
  const parsed = logoUploadRequestSchema.safeParse({ content_type: file.type, size: file.size });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'This file cannot be used as a logo.');
}

export interface Origin {
  protocol: string;
  port: string;
}

/** The addresses an agency's subdomain and custom domain give, served as this page is (scheme, port). */
export function agencyAddresses(values: { subdomain: string; domain: string }, platformDomain: string, origin: Origin): { subdomain: string | null; domain: string | null } {
  const port = origin.port ? `:${origin.port}` : '';
  const sub = subdomainSchema.safeParse(values.subdomain);
  const domain = domainSchema.safeParse(values.domain);
  return {
    subdomain: sub.success ? `${origin.protocol}//${sub.data}.${platformDomain}${port}` : null,
    domain: domain.success && domain.data ? `${origin.protocol}//${domain.data}${port}` : null,
  };
}

/** The time zones to choose from: the browser's list, with the saved one kept even if the browser lacks it. */
export function timeZoneOptions(saved: string, supported: readonly string[]): string[] {
  const zones = new Set(supported);
  if (saved) zones.add(saved);
  return [...zones].sort((a, b) => a.localeCompare(b));
}
