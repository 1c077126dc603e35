import { getConfig } from '../platform/config.js';
import { resolveDomain } from '../tenancy/domain-resolution.js';
import { publicUrl } from '../tenancy/public-url.js';

/**
 * The public API's base on the domain the caller is using, when that domain is one of the
 * platform's; any other Host header falls back to the platform's own domain, so a forged header
 * cannot put a foreign address in the modal.
 */
export async function publicApiBaseUrl(host: string | undefined): Promise<string> {
  const claimed = host ? await resolveDomain(host).catch(() => undefined) : undefined;
  return publicUrl(claimed && host ? host : getConfig().BASE_DOMAIN, '/api/v1/public');
}
