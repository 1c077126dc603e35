/**
 * The infrastructure drift test: runs sst.config.ts and stacks/ with SST's globals replaced by
 * recorders and checks the recorded resources against the code they must follow: the route
 * manifest (every route its own function and API route, every worker its queue, DLQ and
 * subscription, every schedule its queue, every webhook a raw-body route), core's entities (the
 * table's keys and indexes), secrets only where listed, least-privilege grants, and the web
 * distribution's /api routing. Offline: no AWS, no Pulumi, no `sst install`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ALL_ENTITIES, frameableSecurityHeaders, getConfig, pageOrigins, resetConfig, securityHeaders, INDEX_PROJECTIONS, TABLE_INDEXES, TTL_ATTRIBUTE } from '@platform/core';
import { tableShape } from '../../stacks/table-shape.js';
import {
  batchingWindow,
  manifest as realManifest,
  manifestProblems,
  routeFunctionName,
  routeKey,
  SECRETS,
  TABLE_ACTIONS,
  visibilityTimeoutSeconds,
  webhookFunctionName,
  workerBaseName,
  type Manifest,
  type ResourceUse,
  type RouteEntry,
  type ScheduleEntry,
  type WebhookEntry,
  type WorkerEntry,
} from '../../stacks/manifest.js';
import { show, type Args, type ResourceRecord } from './fakes.js';
import type * as RoutesModule from '../../packages/functions/src/routes.js';
import { ORIGIN_VERIFY_HEADER } from '../../packages/functions/src/lib/origin-verify-header.js';
import { ROOT, runStacks, type StacksRun } from './run-stacks.js';

const DOMAIN = 'leads.example';
const AGENCY_DOMAIN = 'leads.acme-agency.com';
const PROD_ENV = { PLATFORM_DOMAIN: DOMAIN, AGENCY_DOMAINS: AGENCY_DOMAIN, ALARM_EMAIL: 'ops@leads.example' };

type Entry = RouteEntry | WebhookEntry | WorkerEntry;

const functionsOf = (run: StacksRun) => run.rec.all('sst.aws.Function');
const api = (run: StacksRun) => run.rec.get('sst.aws.ApiGatewayV2', 'Api');
const apiRoutes = (run: StacksRun) => api(run).calls.filter((c) => c.method === 'route');
const env = (fnArgs: { environment: Record<string, unknown> }) => Object.fromEntries(Object.entries(fnArgs.environment).map(([k, v]) => [k, show(v)]));
const allSecretEnv = Object.values(SECRETS).flatMap((g) => Object.values(g));
const ORIGIN_SECRET = '{{sst.Secret:OriginVerifySecret.value}}';
const ORIGIN_SECRET_PREVIOUS = '{{sst.Secret:OriginVerifySecretPrevious.value}}';

/** An API function (route or webhook) is told it sits behind CloudFront and given the origin secrets to check. */
function expectBehindCdn(fnArgs: Args, label: string) {
  expect(env(fnArgs), label).toMatchObject({
    TRUST_CDN_HEADERS: 'true',
    ORIGIN_VERIFY_SECRET: ORIGIN_SECRET,
    ORIGIN_VERIFY_SECRET_PREVIOUS: ORIGIN_SECRET_PREVIOUS,
  });
}

/** What a function built from this entry must look like, whatever created it. */
function expectFunctionFollows(fnArgs: Args, entry: Entry, label: string) {
  expect(fnArgs.handler, label).toBe(`packages/functions/src/${entry.handler}.handler`);
  expect(fnArgs.runtime, label).toBe('nodejs22.x');
  expect(fnArgs.architecture, label).toBe('arm64');
  expect(fnArgs.logging, label).toMatchObject({ format: 'json' });
  expect(['1 week', '3 months'], label).toContain(fnArgs.logging.retention);
  // No SST links: they would grant service-wide wildcards.
  expect(fnArgs.link ?? [], label).toEqual([]);

  // Secrets: exactly the listed groups' variables, nothing else.
  const e = env(fnArgs);
  const expectedSecretEnv = (entry.secrets ?? []).flatMap((g) => Object.values(SECRETS[g]));
  expect(Object.keys(e).filter((k) => allSecretEnv.includes(k)).sort(), `${label} secrets`).toEqual([...expectedSecretEnv].sort());
  for (const group of entry.secrets ?? [])
    for (const [secret, envName] of Object.entries(SECRETS[group])) expect(e[envName], label).toBe(`{{sst.Secret:${secret}.value}}`);

  // Least privilege: only declared actions, never a wildcard action or resource.
  const perms = fnArgs.permissions as { actions: string[]; resources: unknown[] }[];
  const actions = perms.flatMap((p) => p.actions);
  for (const p of perms) {
    for (const a of p.actions) expect(a, label).not.toMatch(/\*/);
    for (const r of p.resources) expect(show(r), label).not.toBe('*');
  }
  const table = (entry as ResourceUse).table ?? 'readwrite';
  const tableActions = actions.filter((a) => a.startsWith('dynamodb:')).sort();
  if (table === 'none') expect(tableActions, label).toEqual([]);
  if (table === 'read') expect(tableActions, label).toEqual([...TABLE_ACTIONS.read].sort());
  if (table === 'readwrite') expect(tableActions, label).toEqual([...TABLE_ACTIONS.read, ...TABLE_ACTIONS.write].sort());
  expect(actions.filter((a) => a.startsWith('dynamodb:') && /Scan|Table|Stream/.test(a)), label).toEqual([]);
  const bucket = (entry as ResourceUse).bucket ?? [];
  expect(actions.includes('s3:PutObject'), `${label} bucket write`).toBe(bucket.includes('write'));
  expect(actions.includes('s3:GetObject'), `${label} bucket read`).toBe(bucket.includes('read'));
  const sendsTo = (entry as ResourceUse).queues ?? [];
  const sqsPerms = perms.filter((p) => p.actions.includes('sqs:SendMessage'));
  expect(sqsPerms.map((p) => p.resources.map(show)).flat().sort(), `${label} queues`).toEqual(
    sendsTo.map((q) => `{{sst.aws.Queue:${workerBaseName(q)}Queue.arn}}`).sort(),
  );
  for (const q of sendsTo) expect(e[`QUEUE_URL_${q.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`], label).toBe(`{{sst.aws.Queue:${workerBaseName(q)}Queue.url}}`);
  // The integrations key: Encrypt and Decrypt on that key alone, only where the entry declares kms.
  const kms = !!(entry as ResourceUse).kms;
  expect(perms.filter((p) => p.actions.some((a) => a.startsWith('kms:'))).map((p) => [p.actions, p.resources.map(show)]), `${label} kms`).toEqual(
    kms ? [[['kms:Encrypt', 'kms:Decrypt'], ['{{aws.kms.Key:IntegrationsKey.arn}}']]] : [],
  );
  expect(e.INTEGRATIONS_KMS_KEY_ID, `${label} kms key`).toBe(kms ? '{{aws.kms.Key:IntegrationsKey.arn}}' : undefined);
}

/** Every function's environment must satisfy core's config schema (with stand-in secret values). */
function expectConfigLoads(fnArgs: Args, label: string) {
  const saved = { ...process.env };
  try {
    for (const [k, v] of Object.entries(env(fnArgs))) {
      process.env[k] = !v.startsWith('{{') ? v : k.endsWith('_PORT') ? '587' : k.startsWith('QUEUE_URL_') ? 'https://sqs.us-east-1.amazonaws.com/1/q' : 'stand-in-value';
    }
    delete process.env.TOKEN_PRIVATE_JWK;
    delete process.env.TOKEN_PUBLIC_JWK;
    for (const [k, v] of Object.entries(env(fnArgs))) if (k.startsWith('TOKEN_')) process.env[k] = v.startsWith('{{') ? 'stand-in-jwk-json' : v;
    resetConfig();
    expect(() => getConfig(), label).not.toThrow();
  } finally {
    process.env = saved;
    resetConfig();
  }
}

function handlerExists(handler: string): boolean {
  const file = join(ROOT, 'packages/functions/src', `${handler}.ts`);
  return existsSync(file) && /export\s+(const|async function|function)\s+handler\b/.test(readFileSync(file, 'utf8'));
}

describe('the manifest', () => {
  it('is deployable and every handler module exists with a `handler` export', () => {
    expect(manifestProblems(realManifest)).toEqual([]);
    for (const e of [...realManifest.routes, ...realManifest.webhooks, ...realManifest.workers])
      expect(handlerExists(e.handler), `${e.handler}.ts exports handler`).toBe(true);
  });

  it('rejects what would deploy but not work', () => {
    const worker: WorkerEntry = { queue: 'a', handler: 'w', timeoutSeconds: 30, batchSize: 20, maxReceiveCount: 3, bucketPrefix: 'in/' };
    const problems = manifestProblems({
      routes: [
        { method: 'GET', path: '/api/x', handler: 'h', access: 'public', queues: ['nope'] },
        { method: 'GET', path: '/api/x', handler: 'h2', access: 'public' },
      ],
      workers: [worker],
      schedules: [{ name: 's', expression: 'rate(1 hour)', queue: 'missing', message: {} }],
      webhooks: [],
    });
    expect(problems.join('\n')).toMatch(/route GET \/api\/x is used by both/);
    expect(problems.join('\n')).toMatch(/sends to queue 'nope'/);
    expect(problems.join('\n')).toMatch(/batchSize must be 1\.\.10 \(more with a batching window\)/);
    const windowed = manifestProblems({ routes: [], webhooks: [], schedules: [], workers: [{ ...worker, bucket: ['read'], batchingWindowSeconds: 1, batchSize: 100 }] });
    expect(windowed).toEqual([]);
    const tooMany = manifestProblems({ routes: [], webhooks: [], schedules: [], workers: [{ ...worker, bucket: ['read'], batchingWindowSeconds: 1, batchSize: 20_000 }] });
    expect(tooMany.join('\n')).toMatch(/batchSize must be 1\.\.10000/);
    expect(problems.join('\n')).toMatch(/does not list bucket: \['read'\]/);
    expect(problems.join('\n')).toMatch(/schedule s targets queue 'missing'/);
  });
});

describe('stacks with the real manifest, production', () => {
  let run: StacksRun;
  beforeAll(async () => {
    run = await runStacks('production', PROD_ENV);
  });

  it('keeps production data and protects the stage', () => {
    expect(run.app).toMatchObject({ removal: 'retain', protect: true, home: 'aws' });
    expect(run.rec.get('sst.aws.Dynamo', 'Table').args.deletionProtection).toBe(true);
    const bucketArgs: Args = {};
    run.rec.get('sst.aws.Bucket', 'Uploads').args.transform.bucket(bucketArgs);
    expect(bucketArgs.forceDestroy).toBe(false);
  });

  it('gives every manifest route its own function and its own API route', () => {
    const routes = apiRoutes(run);
    // Webhooks are API routes too (their own functions, raw bodies): checked in their own test.
    expect(routes.map((c) => c.args[0]).sort()).toEqual([...realManifest.routes, ...realManifest.webhooks].map(routeKey).sort());
    for (const route of realManifest.routes) {
      const name = routeFunctionName(route);
      const fn = run.rec.get('sst.aws.Function', name);
      expectFunctionFollows(fn.args, route, routeKey(route));
      expect(fn.args.timeout).toBe('10 seconds'); // below API Gateway's 30 s
      expectBehindCdn(fn.args, routeKey(route));
      const call = routes.filter((c) => c.args[0] === routeKey(route));
      expect(call).toHaveLength(1);
      expect(show(call[0]!.args[1])).toBe(`{{sst.aws.Function:${name}.arn}}`);
      expectConfigLoads(fn.args, routeKey(route));
    }
    for (const hook of realManifest.webhooks) expectBehindCdn(run.rec.get('sst.aws.Function', webhookFunctionName(hook)).args, routeKey(hook));
    // No function that is not in the manifest.
    expect(functionsOf(run)).toHaveLength(realManifest.routes.length + realManifest.webhooks.length);
  });

  it('declares the table with exactly the keys and indexes the entities use', () => {
    // Read from the entities here, independently of stacks/table-shape.ts.
    const used: Record<string, { pk: string; sk: string | undefined }> = {};
    let primary: { pk: string; sk: string | undefined } | undefined;
    for (const entity of ALL_ENTITIES as unknown as { schema: { indexes: Record<string, { index?: string; pk: { field: string }; sk?: { field: string } }> } }[]) {
      for (const ix of Object.values(entity.schema.indexes)) {
        const keys = { pk: ix.pk.field, sk: ix.sk?.field };
        if (ix.index) used[ix.index] = keys;
        else primary = keys;
      }
    }
    const table = run.rec.get('sst.aws.Dynamo', 'Table').args;
    expect({ pk: table.primaryIndex.hashKey, sk: table.primaryIndex.rangeKey }).toEqual(primary);
    const declared = Object.fromEntries(
      Object.entries(table.globalIndexes as Record<string, { hashKey: string; rangeKey?: string }>).map(([n, i]) => [n, { pk: i.hashKey, sk: i.rangeKey }]),
    );
    expect(declared).toEqual(used);
    // ...and the names agree with core's table module, which the embedded runtime creates.
    for (const [name, keys] of Object.entries(used)) expect((TABLE_INDEXES as Record<string, unknown>)[name]).toEqual(keys);
    for (const [name, i] of Object.entries(table.globalIndexes as Record<string, { projection: unknown }>))
      expect(i.projection).toEqual((INDEX_PROJECTIONS as Record<string, readonly string[] | undefined>)[name] ?? 'all');
    const keyFields = new Set([primary!.pk, primary!.sk, ...Object.values(used).flatMap((k) => [k.pk, k.sk])]);
    expect(Object.keys(table.fields).sort()).toEqual([...keyFields].filter(Boolean).sort());
    expect(table.ttl).toBe(TTL_ATTRIBUTE);
    const tableArgs: Args = {};
    table.transform.table(tableArgs);
    expect(tableArgs.pointInTimeRecovery).toEqual({ enabled: true });
    expect(() => tableShape()).not.toThrow();
  });

  it('configures the uploads bucket for presigned PUTs, with lifecycle expiry', () => {
    const b = run.rec.get('sst.aws.Bucket', 'Uploads').args;
    expect(b.cors.allowMethods).toContain('PUT');
    expect(b.cors.allowHeaders).toContain('content-type');
    expect(b.lifecycle.map((r: { prefix: string }) => r.prefix)).toEqual(expect.arrayContaining(['uploads/', 'exports/']));
    for (const r of b.lifecycle) expect(r.expiresIn).toMatch(/^\d+ days$/);
  });

  it('routes /api/* to the API on the web distribution, with the SPA on the same domain', () => {
    const router = run.rec.get('sst.aws.Router', 'Web');
    expect(router.args.domain).toEqual({ name: DOMAIN, aliases: [`*.${DOMAIN}`] });
    const apiRoute = router.calls.filter((c) => c.method === 'route');
    expect(apiRoute).toHaveLength(1);
    expect(apiRoute[0]!.args[0]).toBe('/api');
    expect(show(apiRoute[0]!.args[1])).toBe('{{sst.aws.ApiGatewayV2:Api.url}}');
    const site = run.rec.get('sst.aws.StaticSite', 'WebApp').args;
    expect(site.path).toBe('packages/web');
    expect(show(site.router.instance)).toBe('{{sst.aws.Router:Web}}');
    // No errorPage: unknown paths get index.html (client-side routes survive a reload).
    expect(site.errorPage).toBeUndefined();
    expect(api(run).args.cors).toBe(false);
  });

  it("serves agency-owned domains through the tenant distribution, /api/* to the API", () => {
    const dist = run.rec.get('aws.cloudfront.MultitenantDistribution', 'AgencyDomains').args;
    const apiBehaviour = dist.cacheBehaviors.find((b: { pathPattern: string }) => b.pathPattern === '/api/*');
    expect(apiBehaviour.targetOriginId).toBe('api');
    expect(apiBehaviour.allowedMethods.items).toEqual(expect.arrayContaining(['POST', 'PUT', 'PATCH', 'DELETE']));
    const origin = (id: string) => dist.origins.find((o: { id: string }) => o.id === id);
    expect(show(origin('api').domainName)).toContain('sst.aws.ApiGatewayV2:Api.url');
    expect(show(origin('web').domainName)).toBe('{{sst.aws.Router:Web.nodes.cdn.nodes.distribution.domainName}}');
    expect(dist.defaultCacheBehavior.targetOriginId).toBe('web');
    const tenants = run.rec.all('aws.cloudfront.DistributionTenant');
    expect(tenants).toHaveLength(1);
    expect(tenants[0]!.args.domains).toEqual([{ domain: AGENCY_DOMAIN }]);
    expect(tenants[0]!.args.managedCertificateRequest).toMatchObject({ primaryDomainName: AGENCY_DOMAIN, validationTokenHost: 'cloudfront' });
    expect(show(tenants[0]!.args.distributionId)).toBe('{{aws.cloudfront.MultitenantDistribution:AgencyDomains.id}}');
  });

  it('adds the browser security headers, from the same function as the embedded runtime, to every answer', () => {
    const policy = run.rec.get('aws.cloudfront.ResponseHeadersPolicy', 'SecurityHeaders').args;
    const h = securityHeaders(pageOrigins({}), { https: true });
    expect(policy.securityHeadersConfig.contentSecurityPolicy).toEqual({ contentSecurityPolicy: h['content-security-policy'], override: true });
    expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(h['content-security-policy']).toContain('https://js.stripe.com');
    expect(policy.securityHeadersConfig.strictTransportSecurity).toMatchObject({ accessControlMaxAgeSec: 63_072_000, includeSubdomains: true, override: true });
    expect(policy.securityHeadersConfig.referrerPolicy).toEqual({ referrerPolicy: 'strict-origin-when-cross-origin', override: true });
    expect(policy.securityHeadersConfig.contentTypeOptions).toEqual({ override: true });
    expect(policy.securityHeadersConfig.frameOptions).toEqual({ frameOption: 'DENY', override: true });
    expect(policy.customHeadersConfig.items).toEqual([{ header: 'Permissions-Policy', value: h['permissions-policy'], override: true }]);
    const id = '{{aws.cloudfront.ResponseHeadersPolicy:SecurityHeaders.id}}';
    // The Router's one behaviour (the app and /api alike) carries the policy.
    const cdnArgs: Args = { defaultCacheBehavior: { targetOriginId: 'default' } };
    run.rec.get('sst.aws.Router', 'Web').args.transform.cdn(cdnArgs);
    expect(cdnArgs.defaultCacheBehavior).toMatchObject({ targetOriginId: 'default' });
    expect(show(cdnArgs.defaultCacheBehavior.responseHeadersPolicyId)).toBe(id);
    // So do the agency-domain distribution's behaviours, but the framed page's.
    const dist = run.rec.get('aws.cloudfront.MultitenantDistribution', 'AgencyDomains').args;
    const framed = (b: { pathPattern?: string }) => b.pathPattern === '/embed/*';
    for (const b of [dist.defaultCacheBehavior, ...dist.cacheBehaviors].filter((x) => !framed(x))) expect(show(b.responseHeadersPolicyId)).toBe(id);
  });

  it('lets GoHighLevel frame the menu link page (/embed/*) and nothing else, on both distributions', () => {
    const policy = run.rec.get('aws.cloudfront.ResponseHeadersPolicy', 'FrameableHeaders').args;
    const h = frameableSecurityHeaders(pageOrigins({}), { https: true });
    expect(h['content-security-policy']).toContain('frame-ancestors https://app.gohighlevel.com https://*.gohighlevel.com https://*.leadconnectorhq.com');
    expect(h['x-frame-options']).toBeUndefined();
    expect(policy.securityHeadersConfig.contentSecurityPolicy).toEqual({ contentSecurityPolicy: h['content-security-policy'], override: true });
    expect(policy.securityHeadersConfig.frameOptions).toBeUndefined();
    const id = '{{aws.cloudfront.ResponseHeadersPolicy:FrameableHeaders.id}}';
    const cdnArgs: Args = { defaultCacheBehavior: { targetOriginId: 'default' } };
    run.rec.get('sst.aws.Router', 'Web').args.transform.cdn(cdnArgs);
    const ordered = cdnArgs.orderedCacheBehaviors as { pathPattern: string; targetOriginId: string; responseHeadersPolicyId: unknown }[];
    expect(ordered.map((b) => b.pathPattern)).toEqual(['/embed/*']);
    expect(ordered[0]).toMatchObject({ targetOriginId: 'default' });
    expect(show(ordered[0]!.responseHeadersPolicyId)).toBe(id);
    const dist = run.rec.get('aws.cloudfront.MultitenantDistribution', 'AgencyDomains').args;
    const embed = dist.cacheBehaviors.filter((b: { pathPattern: string }) => b.pathPattern === '/embed/*');
    expect(embed).toHaveLength(1);
    expect(embed[0].targetOriginId).toBe('web');
    expect(show(embed[0].responseHeadersPolicyId)).toBe(id);
  });

  it('creates a secret only for groups some handler lists', () => {
    const listed = new Set([...realManifest.routes, ...realManifest.webhooks, ...realManifest.workers].flatMap((e) => [...(e.secrets ?? [])]));
    const expected = [...listed].flatMap((g) => Object.keys(SECRETS[g]));
    // ...plus the origin secret pair, which every API function reads.
    expected.push('OriginVerifySecret', 'OriginVerifySecretPrevious');
    expect(run.rec.all('sst.Secret').map((s) => s.name).sort()).toEqual(expected.sort());
    // The current value must be set before a deploy; the previous one is empty until a rotation.
    expect(run.rec.get('sst.Secret', 'OriginVerifySecret').args).toEqual({});
    expect(run.rec.get('sst.Secret', 'OriginVerifySecretPrevious').args).toBe('');
  });

  it('has CloudFront prove to the API that a request came through it, on both distributions', () => {
    // The Router chooses its origin in its viewer-request function, so the header is set there, for /api only.
    const injection = show(run.rec.get('sst.aws.Router', 'Web').args.edge.viewerRequest.injection);
    expect(injection).toContain(JSON.stringify(ORIGIN_SECRET));
    const viewerRequest = (uri: string, headers: Record<string, { value: string }>) => {
      const event = { request: { uri, headers: { ...headers } } };
      new Function('event', injection)(event);
      return event.request.headers;
    };
    const forged = { [ORIGIN_VERIFY_HEADER]: { value: 'forged by the viewer' } };
    expect(viewerRequest('/api/user', forged)[ORIGIN_VERIFY_HEADER]).toEqual({ value: ORIGIN_SECRET });
    expect(viewerRequest('/api', {})[ORIGIN_VERIFY_HEADER]).toEqual({ value: ORIGIN_SECRET });
    // The app's files come from S3: the secret does not travel there, and nor does a viewer's copy.
    expect(viewerRequest('/login', forged)[ORIGIN_VERIFY_HEADER]).toBeUndefined();
    expect(viewerRequest('/apiary', {})[ORIGIN_VERIFY_HEADER]).toBeUndefined();

    // The agency-domain distribution's API origin carries it as an origin custom header (which
    // replaces a viewer's header of the same name); its web origin is the Router, which adds its own.
    const dist = run.rec.get('aws.cloudfront.MultitenantDistribution', 'AgencyDomains').args;
    const origin = (id: string) => dist.origins.find((o: { id: string }) => o.id === id);
    expect(origin('api').customHeaders.map((h: { headerName: string; headerValue: unknown }) => [h.headerName, show(h.headerValue)])).toEqual([
      [ORIGIN_VERIFY_HEADER, ORIGIN_SECRET],
    ]);
    expect(origin('web').customHeaders).toBeUndefined();
  });

  it('alarms on the API 5xx rate, to a topic with a subscriber', () => {
    const alarm = run.rec.get('aws.cloudwatch.MetricAlarm', 'Api5xxRate').args;
    const ids = alarm.metricQueries.map((q: { id: string }) => q.id);
    expect(ids).toEqual(['errors', 'requests', 'rate']);
    expect(alarm.metricQueries[0].metric).toMatchObject({ namespace: 'AWS/ApiGateway', metricName: '5xx' });
    expect(show(alarm.metricQueries[0].metric.dimensions.ApiId)).toBe('{{sst.aws.ApiGatewayV2:Api.nodes.api.id}}');
    expect(alarm.alarmActions.map(show)).toEqual(['{{aws.sns.Topic:Alarms.arn}}']);
    expect(run.rec.get('aws.sns.TopicSubscription', 'AlarmsEmail').args.endpoint).toBe('ops@leads.example');
    expect(api(run).args.accessLog.retention).toBe('3 months');
  });
});

describe('stacks with the real manifest, a development stage', () => {
  let run: StacksRun;
  beforeAll(async () => {
    run = await runStacks('dev');
  });

  it('lets the stage be removed with its data, on the CloudFront address', () => {
    expect(run.app).toMatchObject({ removal: 'remove', protect: false });
    expect(run.rec.get('sst.aws.Dynamo', 'Table').args.deletionProtection).toBe(false);
    const bucketArgs: Args = {};
    run.rec.get('sst.aws.Bucket', 'Uploads').args.transform.bucket(bucketArgs);
    expect(bucketArgs.forceDestroy).toBe(true);
    expect(run.rec.get('sst.aws.Router', 'Web').args.domain).toBeUndefined();
    expect(run.rec.all('aws.cloudfront.MultitenantDistribution')).toHaveLength(0);
    // BASE_DOMAIN is the router's own host there.
    const fn = run.rec.get('sst.aws.Function', routeFunctionName(realManifest.routes[0]!));
    expect(show(fn.args.environment.BASE_DOMAIN)).toBe('{{sst.aws.Router:Web.url}}');
    expect(fn.args.logging.retention).toBe('1 week');
  });
});

/**
 * The generation for the sections that have no entries yet: the same stacks, run against the real
 * manifest plus a worker fed by uploads, a worker with a schedule, a Stripe webhook that enqueues,
 * and a route that presigns uploads and enqueues.
 */
const synthetic = {
  importWorker: {
    queue: 'exclusion-import',
    handler: 'workers/exclusion-import',
    timeoutSeconds: 300,
    batchSize: 1,
    maxReceiveCount: 4,
    bucketPrefix: 'uploads/exclusions/',
    bucket: ['read'],
  } satisfies WorkerEntry,
  topupWorker: {
    queue: 'wallet-topup',
    handler: 'workers/wallet-topup',
    timeoutSeconds: 60,
    batchSize: 10,
    // A window and a concurrency cap, deployed on the event source.
    batchingWindowSeconds: 5,
    maxConcurrency: 3,
    maxReceiveCount: 5,
    secrets: ['stripe'],
  } satisfies WorkerEntry,
  schedule: {
    name: 'topup-run',
    expression: 'cron(0 6 * * ? *)',
    timezone: 'America/Chicago',
    queue: 'wallet-topup',
    message: { kind: 'scheduled-topup-run' },
  } satisfies ScheduleEntry,
  webhook: {
    method: 'POST',
    path: '/api/webhooks/stripe',
    handler: 'webhooks/stripe',
    rawBody: true,
    secrets: ['stripe'],
    queues: ['wallet-topup'],
  } satisfies WebhookEntry,
  route: {
    method: 'POST',
    path: '/api/exclusions/upload-url',
    handler: 'http/exclusions/upload-url',
    access: 'user',
    secrets: ['tokenKeys'],
    bucket: ['write'],
    queues: ['exclusion-import'],
  } satisfies RouteEntry,
};

describe('stacks with a synthetic manifest (worker, schedule, webhook)', () => {
  let run: StacksRun;
  let m: Manifest;
  beforeAll(async () => {
    vi.resetModules();
    vi.doMock('../../packages/functions/src/routes', async (importOriginal) => {
      const real = await importOriginal<typeof RoutesModule>();
      return {
        ...real,
        // The real routes without their queue sends: this manifest's workers are the synthetic ones.
        routes: [...real.routes.map((r) => ({ ...r, queues: undefined })), synthetic.route],
        workers: [synthetic.importWorker, synthetic.topupWorker],
        schedules: [synthetic.schedule],
        webhooks: [synthetic.webhook],
      };
    });
    m = (await import('../../stacks/manifest.js')).manifest;
    run = await runStacks('production', PROD_ENV);
  });
  afterAll(() => {
    vi.doUnmock('../../packages/functions/src/routes');
    vi.resetModules();
  });

  it('uses the injected manifest', () => {
    expect(m.workers).toHaveLength(2);
    expect(manifestProblems(m)).toEqual([]);
  });

  it('gives every worker a queue, a dead-letter queue and a subscription with partial batch responses', () => {
    for (const w of [synthetic.importWorker, synthetic.topupWorker] as WorkerEntry[]) {
      const base = workerBaseName(w.queue);
      const queue = run.rec.get('sst.aws.Queue', `${base}Queue`);
      const dlq = run.rec.get('sst.aws.Queue', `${base}Dlq`);
      expect(dlq.args.transform.queue.messageRetentionSeconds).toBe(14 * 24 * 3600);
      expect(show(queue.args.dlq.queue)).toBe(`{{sst.aws.Queue:${base}Dlq.arn}}`);
      expect(queue.args.dlq.retry).toBe(w.maxReceiveCount);
      const visibility = Number(/^(\d+) seconds$/.exec(queue.args.visibilityTimeout)![1]);
      expect(visibility).toBe(visibilityTimeoutSeconds(w));
      expect(visibility).toBeGreaterThan(w.timeoutSeconds);

      const subs = queue.calls.filter((c) => c.method === 'subscribe');
      expect(subs).toHaveLength(1);
      const [fnArgs, subArgs] = subs[0]!.args as [Args, Args];
      expectFunctionFollows(fnArgs, w, `worker ${w.queue}`);
      // A worker takes no HTTP request: no viewer headers to trust, no origin secret to hold.
      expect(env(fnArgs).TRUST_CDN_HEADERS, `worker ${w.queue}`).toBeUndefined();
      expect(Object.keys(env(fnArgs)).filter((k) => k.startsWith('ORIGIN_VERIFY')), `worker ${w.queue}`).toEqual([]);
      expect(fnArgs.timeout).toBe(`${w.timeoutSeconds} seconds`);
      expect(subArgs.batch).toEqual({ size: w.batchSize, ...(w.batchingWindowSeconds ? { window: batchingWindow(w.batchingWindowSeconds) } : {}), partialResponses: true });
      expect((subArgs as { transform?: { eventSourceMapping?: { scalingConfig?: unknown } } }).transform?.eventSourceMapping?.scalingConfig).toEqual(w.maxConcurrency ? { maximumConcurrency: w.maxConcurrency } : undefined);
      expectConfigLoads(fnArgs, `worker ${w.queue}`);

      const alarm = run.rec.get('aws.cloudwatch.MetricAlarm', `${base}DlqDepth`).args;
      expect(show(alarm.dimensions.QueueName)).toBe(`{{sst.aws.Queue:${base}Dlq.nodes.queue.name}}`);
      expect(alarm).toMatchObject({ metricName: 'ApproximateNumberOfMessagesVisible', threshold: 0, comparisonOperator: 'GreaterThanThreshold' });
    }
  });

  it('feeds the import queue from uploads under its prefix', () => {
    const notify = run.rec.get('sst.aws.Bucket', 'Uploads').calls.filter((c) => c.method === 'notify');
    expect(notify).toHaveLength(1);
    const n = (notify[0]!.args[0] as Args).notifications;
    expect(n).toHaveLength(1);
    expect(n[0]).toMatchObject({ filterPrefix: 'uploads/exclusions/', events: ['s3:ObjectCreated:*'] });
    expect(show(n[0].queue)).toBe('{{sst.aws.Queue:ExclusionImportQueue}}');
  });

  it('has the scheduled run put its message on its queue', () => {
    const s = run.rec.get('aws.scheduler.Schedule', 'TopupRunSchedule').args;
    expect(s.scheduleExpression).toBe('cron(0 6 * * ? *)');
    expect(s.scheduleExpressionTimezone).toBe('America/Chicago');
    expect(show(s.target.arn)).toBe('{{sst.aws.Queue:WalletTopupQueue.arn}}');
    expect(JSON.parse(s.target.input)).toEqual(synthetic.schedule.message);
    expect(show(s.target.roleArn)).toBe('{{aws.iam.Role:SchedulerRole.arn}}');
    const policy = JSON.parse(show(run.rec.get('aws.iam.RolePolicy', 'SchedulerSend').args.policy));
    expect(policy.Statement[0].Action).toBe('sqs:SendMessage');
    expect(policy.Statement[0].Resource.sort()).toEqual(['{{sst.aws.Queue:WalletTopupDlq.arn}}', '{{sst.aws.Queue:WalletTopupQueue.arn}}']);
  });

  it('routes the Stripe webhook to its own function with the raw body preserved', () => {
    const name = webhookFunctionName(synthetic.webhook);
    const fn = run.rec.get('sst.aws.Function', name);
    expectFunctionFollows(fn.args, synthetic.webhook, 'webhook');
    expectBehindCdn(fn.args, 'webhook');
    const call = apiRoutes(run).filter((c) => c.args[0] === 'POST /api/webhooks/stripe');
    expect(call).toHaveLength(1);
    expect(show(call[0]!.args[1])).toBe(`{{sst.aws.Function:${name}.arn}}`);
    expect((call[0]!.args[2] as Args).transform.integration).toEqual({ payloadFormatVersion: '2.0' });
    // The Stripe keys reach exactly the functions whose manifest entry lists the stripe secret.
    const stripeHolders = run.rec
      .all('sst.aws.Function')
      .filter((f) => 'STRIPE_SECRET_KEY' in f.args.environment)
      .map((f) => f.name);
    expect(stripeHolders).toContain(name);
    // (Workers are queue subscribers, not sst.aws.Function records: their secrets are checked with their queues.)
    const listing = [...m.routes, ...m.webhooks].filter((e) => (e.secrets as readonly string[] | undefined)?.includes('stripe'));
    expect(stripeHolders).toHaveLength(listing.length);
    expect(run.rec.all('sst.Secret').map((s) => s.name)).toEqual(expect.arrayContaining(['StripeSecretKey', 'StripeWebhookSecret']));
  });

  it('grants the upload route a presigning PUT and a send to the import queue, nothing more', () => {
    const fn = run.rec.get('sst.aws.Function', routeFunctionName(synthetic.route));
    expectFunctionFollows(fn.args, synthetic.route, 'upload route');
    expect(env(fn.args).UPLOAD_MAX_BYTES).toMatch(/^\d+$/);
    expect(show(fn.args.permissions.find((p: { actions: string[] }) => p.actions.includes('s3:PutObject')).resources[0])).toBe(
      '{{sst.aws.Bucket:Uploads.arn}}/*',
    );
  });

  it('still gives every route its own function', () => {
    expect(apiRoutes(run)).toHaveLength(m.routes.length + m.webhooks.length);
    expect(functionsOf(run)).toHaveLength(m.routes.length + m.webhooks.length);
  });
});

export type { ResourceRecord };
