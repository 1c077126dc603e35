import { getConfig } from '../platform/config.js';
import { normalizeHost } from './domains.js';

/** An absolute link on a tenant's host (the host must already be resolved to a claim). */
export function publicUrl(host: string, path: string): string {
  const cfg = getConfig();
  const h = normalizeHost(host) ?? cfg.BASE_DOMAIN;
  const port = cfg.PUBLIC_PORT ? `:${cfg.PUBLIC_PORT}` : '';
  return `${cfg.PUBLIC_SCHEME}://${h}${port}${path}`;
}
