import type { DomainKind } from './domain.entity.js';

/** Lower-cased host without port or trailing dot; undefined when it is not a plausible host name. */
export function normalizeHost(raw: string): string | undefined {
  let host = raw.trim().toLowerCase();
  if (host.startsWith('http://') || host.startsWith('https://')) {
    try {
      host = new URL(host).hostname;
    } catch {
      return undefined;
    }
  }
  host = host.replace(/:\d+$/, '').replace(/\.$/, '');
  if (host.length === 0 || host.length > 253) return undefined;
  if (!/^[a-z0-9.-]+$/.test(host) || host.includes('..')) return undefined;
  return host;
}

export type HostClass = { kind: DomainKind; name: string };

/**
 * Which kind of claim a host points at: the platform's own domain, one of its agency subdomains
 * (`acme.<base>`), or an agency's custom domain. Only one label under the base counts as a
 * subdomain; deeper names are looked up as custom domains.
 */
export function classifyHost(rawHost: string, baseDomain: string): HostClass | undefined {
  const host = normalizeHost(rawHost);
  const base = normalizeHost(baseDomain);
  if (!host || !base) return undefined;
  if (host === base) return { kind: 'platform', name: base };
  if (host.endsWith(`.${base}`)) {
    const label = host.slice(0, -(base.length + 1));
    if (isValidSubdomain(label)) return { kind: 'subdomain', name: label };
  }
  return { kind: 'custom', name: host };
}

/** Letters, digits and hyphens, 1 to 63 characters, alphanumeric at both ends. */
export const SUBDOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

export const isValidSubdomain = (label: string) => SUBDOMAIN_PATTERN.test(label);

/** The host an agency's subdomain is served on. */
export const subdomainHost = (subdomain: string, baseDomain: string) =>
  `${subdomain.toLowerCase()}.${baseDomain}`;
