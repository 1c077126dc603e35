import { AsyncLocalStorage } from 'node:async_hooks';

/** Who is calling, as the edge saw them: kept for the request so every user-log row carries it. */
export interface RequestOrigin {
  ip?: string | undefined;
  /** "City, Region, Country" from the CDN's viewer headers, "Local network" for private addresses. */
  location?: string | undefined;
}

const store = new AsyncLocalStorage<RequestOrigin>();

export const runWithOrigin = <T>(origin: RequestOrigin, fn: () => Promise<T>): Promise<T> => store.run(origin, fn);
export const currentOrigin = (): RequestOrigin | undefined => store.getStore();

const PRIVATE = [/^127\./, /^10\./, /^192\.168\./, /^172\.(1[6-9]|2\d|3[01])\./, /^169\.254\./, /^::1$/, /^f[cd][0-9a-f]{2}:/i, /^fe80:/i];

/**
 * Where a request came from. CloudFront's viewer headers are believed only where the deployment
 * says the API sits behind CloudFront (TRUST_CDN_HEADERS): elsewhere anyone could send them.
 */
export function originOf(sourceIp: string, headers: Record<string, string | undefined>, trustCdn: boolean): RequestOrigin {
  const viewer = trustCdn ? headers['cloudfront-viewer-address'] : undefined;
  // "203.0.113.7:46532" or "[2001:db8::1]:46532": the address without its port.
  const ip = viewer ? viewer.replace(/^\[?([^\]]+?)\]?:\d+$/, '$1') : sourceIp;
  const place = trustCdn
    ? [headers['cloudfront-viewer-city'], headers['cloudfront-viewer-country-region-name'] ?? headers['cloudfront-viewer-country-region'], headers['cloudfront-viewer-country-name'] ?? headers['cloudfront-viewer-country']]
        .map((v) => (v ? safeDecode(v).trim() : ''))
        .filter(Boolean)
        .join(', ')
    : '';
  const location = place || (PRIVATE.some((r) => r.test(ip)) ? 'Local network' : undefined);
  return { ip, ...(location ? { location: location.slice(0, 120) } : {}) };
}

function safeDecode(v: string) {
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
}
