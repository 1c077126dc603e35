/**
 * The browser security headers of every answer, in one place: the embedded runtime's server sets
 * them (packages/local) and CloudFront's response-headers policy carries the same (stacks/web.ts).
 * Pure and free of Node imports, so both can use it.
 *
 * The CSP allows the agency's embedded code (docs/decisions.md, "Hardening": security headers): agencies paste
 * analytics and chat snippets (inline scripts that load more from their vendors over https) to run on
 * their own domains, so scripts may be inline or from any https origin; never eval, plugins,
 * plain-http scripts, <base> changes or framing by other sites.
 */

/** Outside origins a page may use, per directive. The payments engineer adds an origin here only. */
export interface PageOrigins {
  script: string[];
  frame: string[];
  connect: string[];
  form: string[];
  img: string[];
}

/** Stripe.js in production: the script, its frames (card fields, 3-D Secure) and its API. */
export const STRIPE_ORIGINS: PageOrigins = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
  form: [],
  img: [],
};

/** The country of the visitor's address for the phone field (lib/geo in the web app). */
const IP_COUNTRY_ORIGIN = 'https://ip2c.org';

/**
 * The page origins from the platform's config: Stripe's own in production; in the embedded runtime
 * the local gateway (STRIPE_API_HOST/PORT/PROTOCOL), which the local card form talks to directly,
 * and the local uploads bucket (S3_ENDPOINT), where the browser PUTs uploads and reads images. On
 * AWS the bucket is an https origin, which the policy allows anyway.
 */
export function pageOrigins(cfg: {
  STRIPE_API_HOST?: string | undefined;
  STRIPE_API_PORT?: number | undefined;
  STRIPE_API_PROTOCOL?: 'http' | 'https' | undefined;
  S3_ENDPOINT?: string | undefined;
}): PageOrigins {
  const gateway = cfg.STRIPE_API_HOST ? `${cfg.STRIPE_API_PROTOCOL ?? 'https'}://${cfg.STRIPE_API_HOST}${cfg.STRIPE_API_PORT ? `:${cfg.STRIPE_API_PORT}` : ''}` : undefined;
  const payments: PageOrigins = gateway ? { script: [], frame: [gateway], connect: [gateway], form: [gateway], img: [] } : STRIPE_ORIGINS;
  const bucket = cfg.S3_ENDPOINT ? [new URL(cfg.S3_ENDPOINT).origin] : [];
  return { ...payments, connect: [...payments.connect, IP_COUNTRY_ORIGIN, ...bucket], img: [...payments.img, ...bucket] };
}

/**
 * GoHighLevel's app hosts, the only framers of the agency's menu link, and only on the path it
 * opens (docs/decisions.md, "Integration providers and their local fakes"). The rest of the app
 * keeps `frame-ancestors 'none'`; the framed page is one document whose in-app navigation never
 * asks for new headers.
 */
export const GOHIGHLEVEL_FRAME_ANCESTORS = ['https://app.gohighlevel.com', 'https://*.gohighlevel.com', 'https://*.leadconnectorhq.com'];
/** Paths GoHighLevel may frame (the CloudFront behaviour `/embed/*`, the embedded runtime's server). */
export const FRAMEABLE_PATH_PREFIX = '/embed/';
export const isFrameablePath = (pathname: string) => pathname.startsWith(FRAMEABLE_PATH_PREFIX);

export interface HeaderOptions {
  https: boolean;
  /** Who may frame the page; nobody when absent. */
  frameAncestors?: readonly string[] | undefined;
}

const join = (...parts: (string | string[])[]) => [...new Set(parts.flat())].join(' ');

/** The Content-Security-Policy of the web app's pages. */
export function contentSecurityPolicy(origins: PageOrigins, opts: HeaderOptions): string {
  const directives = [
    "default-src 'self'",
    // 'unsafe-inline' and https: are for the agency's embedded code (see the module comment).
    `script-src ${join("'self'", "'unsafe-inline'", 'https:', origins.script)}`,
    "style-src 'self' 'unsafe-inline' https:",
    `img-src ${join("'self'", 'data:', 'blob:', 'https:', origins.img)}`,
    "font-src 'self' data: https:",
    `connect-src ${join("'self'", 'https:', 'wss:', origins.connect)}`,
    `frame-src ${join("'self'", 'https:', origins.frame)}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${join("'self'", origins.form)}`,
    opts.frameAncestors?.length ? `frame-ancestors ${join([...opts.frameAncestors])}` : "frame-ancestors 'none'",
    ...(opts.https ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}

/** What the page needs of the browser's powerful features: payments only, nothing else. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), usb=(), payment=(self "https://js.stripe.com"), interest-cohort=()';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/** Two years, subdomains included (every agency subdomain is ours and https). */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;

/** Every security header of a page (and of API answers, which pass the same CloudFront behaviour). */
export function securityHeaders(origins: PageOrigins, opts: HeaderOptions): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(origins, opts),
    'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
    'referrer-policy': REFERRER_POLICY,
    'permissions-policy': PERMISSIONS_POLICY,
    'x-content-type-options': 'nosniff',
    // X-Frame-Options cannot name an allowed framer; a page that may be framed relies on the CSP alone.
    ...(opts.frameAncestors?.length ? {} : { 'x-frame-options': 'DENY' }),
  };
}

/** The headers of the path GoHighLevel frames: the same, but framing by GoHighLevel's app hosts allowed. */
export const frameableSecurityHeaders = (origins: PageOrigins, opts: { https: boolean }) => securityHeaders(origins, { ...opts, frameAncestors: GOHIGHLEVEL_FRAME_ANCESTORS });
