import { createHash, timingSafeEqual } from 'node:crypto';
import { getConfig } from '@platform/core/platform/config';
import { forbidden } from '@platform/core/shared/errors';
import { ORIGIN_VERIFY_HEADER } from './origin-verify-header.js';

// Digests have one length whatever was sent, so timingSafeEqual never sees unequal lengths and the
// time taken says nothing about how much of the secret a guess got right.
const digest = (v: string) => createHash('sha256').update(v, 'utf8').digest();

function matches(sent: Buffer, secret: string | undefined): boolean {
  if (!secret) return false;
  return timingSafeEqual(sent, digest(secret));
}

/**
 * Where the API sits behind CloudFront (TRUST_CDN_HEADERS), only requests that came through it
 * carry the origin secret: anything else reached API Gateway directly, where any viewer header
 * (address, place) could be forged, so it is refused before any other work. During a rotation
 * CloudFront's edges send the old value for a few minutes: the previous secret is accepted too.
 * The embedded runtime has no CDN and checks nothing.
 */
export function assertCameThroughCdn(headers: Record<string, string | undefined> | undefined): void {
  const config = getConfig();
  if (config.TRUST_CDN_HEADERS !== 'true') return;
  const value = headers?.[ORIGIN_VERIFY_HEADER];
  const sent = digest(value ?? '');
  // Both compared every time, so which secret matched (or that none did) takes the same time.
  const current = matches(sent, config.ORIGIN_VERIFY_SECRET);
  const previous = matches(sent, config.ORIGIN_VERIFY_SECRET_PREVIOUS);
  if (!value || !(current || previous)) throw forbidden('Requests to this API must come through the platform’s own address.');
}
