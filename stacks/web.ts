import type { StageSettings } from './stage';
import type { OriginVerify } from './secrets';
import { ORIGIN_VERIFY_HEADER } from '../packages/functions/src/lib/origin-verify-header';
import { FRAMEABLE_PATH_PREFIX, HSTS_MAX_AGE_SECONDS, PERMISSIONS_POLICY, REFERRER_POLICY, frameableSecurityHeaders, pageOrigins, securityHeaders } from '../packages/core/src/platform/security-headers';

/** CloudFront's managed policies (fixed IDs, the same in every account). */
export const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
export const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

/** 'https://abc.example.com/x' → 'abc.example.com', for origins (works on unresolved outputs too). */
export function hostOf(url: $util.Input<string>): $util.Output<string> {
  return $output(url).apply((u) => u.replace(/^https?:\/\//, '').replace(/\/.*$/, ''));
}

/**
 * The web app and the API on one origin. A CloudFront Router serves the built React app from S3
 * (unknown paths fall back to index.html, so client-side routes survive a reload) and forwards
 * /api/* to the HTTP API, so the browser never makes a cross-origin call and cookies stay
 * first-party on every agency's domain.
 *
 * Domains: the platform answers on PLATFORM_DOMAIN and, through the `*.` alias with one wildcard
 * certificate, on every agency subdomain (acme.<domain>) with no per-agency deploy. Stages without
 * a domain use the CloudFront address.
 */
export function createWeb(stage: StageSettings, api: sst.aws.ApiGatewayV2, originVerify: OriginVerify) {
  const headers = createSecurityHeaders();
  const frameable = createFrameableHeaders();
  // A local name for $resolve, so the transform also works when called outside the stack run (the drift test does).
  const all = $resolve;
  const router = new sst.aws.Router('Web', {
    ...(stage.domain ? { domain: { name: stage.domain, aliases: [`*.${stage.domain}`] } } : {}),
    // The Router picks its origin per request in a CloudFront Function, so an origin's custom
    // headers cannot be declared; the same function adds the origin secret to /api requests.
    edge: { viewerRequest: { injection: originSecretInjection(originVerify.current.value) } },
    // The Router has one cache behaviour for the app and /api alike: every answer gets the headers.
    // /embed/* (the GoHighLevel menu link's page) is the same behaviour with the frameable headers.
    transform: {
      cdn: (args) => {
        args.defaultCacheBehavior = all([args.defaultCacheBehavior, headers.id]).apply((resolved) => {
          const [behavior, id] = resolved as [$util.Unwrap<typeof args.defaultCacheBehavior>, string];
          return { ...behavior, responseHeadersPolicyId: id };
        });
        args.orderedCacheBehaviors = all([args.defaultCacheBehavior, args.orderedCacheBehaviors, frameable.id]).apply((resolved) => {
          const [behavior, others, id] = resolved as [$util.Unwrap<typeof args.defaultCacheBehavior>, $util.Unwrap<typeof args.orderedCacheBehaviors>, string];
          return [{ ...behavior, pathPattern: `${FRAMEABLE_PATH_PREFIX}*`, responseHeadersPolicyId: id }, ...(others ?? [])];
        });
      },
    },
  });

  // API Gateway routes are declared with their /api prefix, so the path is forwarded as is.
  router.route('/api', api.url, { readTimeout: '30 seconds' });

  const site = new sst.aws.StaticSite('WebApp', {
    path: 'packages/web',
    build: { command: 'npm run build', output: 'dist' },
    router: { instance: router },
    // No errorPage: the router then answers unknown paths with index.html (the SPA fallback).
  });

  const agencyDomains = stage.domain ? createAgencyDomains(stage, router, api, headers.id, frameable.id, originVerify) : undefined;
  return { router, site, agencyDomains, headers, frameable };
}

/**
 * Viewer-request code for the Router: /api requests get the origin secret (replacing whatever the
 * viewer sent under that name); other paths go to S3, which has no use for it, so it is removed.
 * CloudFront forwards headers set here like viewer headers (the Router's origin request policy
 * forwards all of them but Host).
 */
export function originSecretInjection(secret: $util.Input<string>): $util.Output<string> {
  return $output(secret).apply(
    (value) =>
      `if (event.request.uri === "/api" || event.request.uri.startsWith("/api/")) ` +
      `event.request.headers[${JSON.stringify(ORIGIN_VERIFY_HEADER)}] = { value: ${JSON.stringify(value)} }; ` +
      `else delete event.request.headers[${JSON.stringify(ORIGIN_VERIFY_HEADER)}];`,
  );
}

/**
 * The browser security headers (CSP, HSTS, frame-ancestors, Referrer-Policy, Permissions-Policy,
 * nosniff) as a CloudFront response-headers policy, from the same function the embedded runtime's
 * server uses (core/platform/security-headers.ts), with Stripe's production origins.
 */
export function createSecurityHeaders() {
  const h = securityHeaders(pageOrigins({}), { https: true });
  return new aws.cloudfront.ResponseHeadersPolicy('SecurityHeaders', {
    name: `${$app.name}-${$app.stage}-security-headers`,
    comment: 'CSP, HSTS, frame-ancestors, referrer and permissions policies, nosniff',
    securityHeadersConfig: {
      contentSecurityPolicy: { contentSecurityPolicy: h['content-security-policy'] as string, override: true },
      strictTransportSecurity: { accessControlMaxAgeSec: HSTS_MAX_AGE_SECONDS, includeSubdomains: true, preload: false, override: true },
      referrerPolicy: { referrerPolicy: REFERRER_POLICY, override: true },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: 'DENY', override: true },
    },
    customHeadersConfig: { items: [{ header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true }] },
  });
}

/**
 * The same headers for the one path GoHighLevel frames (the agency's menu link), with
 * `frame-ancestors` naming GoHighLevel's app hosts and no X-Frame-Options
 * (docs/decisions.md, "Integration providers and their local fakes").
 */
export function createFrameableHeaders() {
  const h = frameableSecurityHeaders(pageOrigins({}), { https: true });
  return new aws.cloudfront.ResponseHeadersPolicy('FrameableHeaders', {
    name: `${$app.name}-${$app.stage}-frameable-headers`,
    comment: 'The security headers, framing by GoHighLevel allowed (/embed/*)',
    securityHeadersConfig: {
      contentSecurityPolicy: { contentSecurityPolicy: h['content-security-policy'] as string, override: true },
      strictTransportSecurity: { accessControlMaxAgeSec: HSTS_MAX_AGE_SECONDS, includeSubdomains: true, preload: false, override: true },
      referrerPolicy: { referrerPolicy: REFERRER_POLICY, override: true },
      contentTypeOptions: { override: true },
    },
    customHeadersConfig: { items: [{ header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true }] },
  });
}

/**
 * Agency-owned host names (leads.acme-agency.com). One CloudFront distribution cannot carry
 * thousands of aliases and certificates, so these go through CloudFront SaaS Manager: a
 * multi-tenant distribution holds the routing once, and each agency domain is a distribution
 * tenant with a CloudFront-managed certificate, which CloudFront obtains and renews itself once the
 * agency's CNAME points at CloudFront (HTTP validation; nothing to do in our DNS).
 *
 * Tenants listed in AGENCY_DOMAINS are created here; the platform can create the same tenant at
 * runtime with CreateDistributionTenant (docs/deploy.md), which is how it scales past a handful.
 * The tenant distribution forwards the app to the Router (which already knows the site and its
 * SPA fallback) and /api/* straight to the API.
 */
function createAgencyDomains(
  stage: StageSettings,
  router: sst.aws.Router,
  api: sst.aws.ApiGatewayV2,
  headersPolicyId: $util.Input<string>,
  frameablePolicyId: $util.Input<string>,
  originVerify: OriginVerify,
) {
  const httpsOrigin = {
    httpPort: 80,
    httpsPort: 443,
    originProtocolPolicy: 'https-only',
    originSslProtocols: ['TLSv1.2'],
    originReadTimeout: 30,
  };
  const allMethods = {
    items: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'POST', 'PATCH', 'DELETE'],
    cachedMethods: ['GET', 'HEAD'],
  };
  // Caching happens once, in the Router; this layer only terminates TLS for the agency's name.
  const forward = {
    viewerProtocolPolicy: 'redirect-to-https',
    allowedMethods: allMethods,
    cachePolicyId: CACHING_DISABLED,
    originRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
    responseHeadersPolicyId: headersPolicyId,
    compress: true,
  };

  const distribution = new aws.cloudfront.MultitenantDistribution('AgencyDomains', {
    comment: `${$app.name} ${$app.stage} agency domains`,
    enabled: true,
    origins: [
      { id: 'web', domainName: router.nodes.cdn.nodes.distribution.domainName, customOriginConfigs: [httpsOrigin] },
      {
        id: 'api',
        domainName: hostOf(api.url),
        customOriginConfigs: [httpsOrigin],
        // Proof for the API that the request came through CloudFront (replaces a viewer's own value).
        customHeaders: [{ headerName: ORIGIN_VERIFY_HEADER, headerValue: originVerify.current.value }],
      },
    ],
    defaultCacheBehavior: { ...forward, targetOriginId: 'web' },
    cacheBehaviors: [
      { ...forward, pathPattern: '/api/*', targetOriginId: 'api' },
      { ...forward, pathPattern: `${FRAMEABLE_PATH_PREFIX}*`, targetOriginId: 'web', responseHeadersPolicyId: frameablePolicyId },
    ],
    restrictions: { geoRestriction: { restrictionType: 'none' } },
    // Each tenant brings its own managed certificate; this one only covers tenant-less requests.
    viewerCertificate: { cloudfrontDefaultCertificate: true },
    tenantConfig: {},
  });

  const tenants = stage.agencyDomains.map(
    (domain) =>
      new aws.cloudfront.DistributionTenant(`AgencyDomain${domain.replace(/[^a-z0-9]/g, '')}`, {
        name: domain.replace(/[^a-z0-9-]/g, '-'),
        distributionId: distribution.id,
        domains: [{ domain }],
        enabled: true,
        managedCertificateRequest: { primaryDomainName: domain, validationTokenHost: 'cloudfront' },
        // The certificate waits for the agency's DNS change; the deploy should not.
        waitForDeployment: false,
      }),
  );

  return { distribution, tenants };
}
