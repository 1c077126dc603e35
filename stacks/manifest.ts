/**
 * The manifest the stacks generate from, and the rules that make a manifest deployable. Pure
 * module (no SST globals): sst.config.ts passes the real manifest to the stacks, tests/infra
 * passes the real one and a synthetic one with a worker, a schedule and a webhook.
 */
import {
  routes,
  schedules,
  visibilityTimeoutSeconds,
  webhooks,
  workers,
  type ResourceUse,
  type RouteEntry,
  type ScheduleEntry,
  type SecretName,
  type WebhookEntry,
  type WorkerEntry,
} from '../packages/functions/src/routes';

export type { ResourceUse, RouteEntry, ScheduleEntry, SecretName, WebhookEntry, WorkerEntry };
// The same rule sizes the embedded runtime's queues (packages/local/src/workers.ts).
export { visibilityTimeoutSeconds };

export interface Manifest {
  routes: readonly RouteEntry[];
  workers: readonly WorkerEntry[];
  schedules: readonly ScheduleEntry[];
  webhooks: readonly WebhookEntry[];
}

export const manifest: Manifest = { routes, workers, schedules, webhooks };

/** Lambda's ceiling, and API Gateway's integration timeout (HTTP APIs stop waiting at 30 s). */
export const LAMBDA_MAX_TIMEOUT_SECONDS = 900;
export const API_TIMEOUT_SECONDS = 10;
export const API_MEMORY = '1024 MB' as const;
export const WORKER_MEMORY = '1024 MB' as const;

/** A worker's batching window as SST spells a duration ("1 second", "20 seconds"). */
export const batchingWindow = (seconds: number): `${number} second` | `${number} seconds` => (seconds === 1 ? '1 second' : `${seconds} seconds`);

/** Dead-letter queues keep messages for SQS's maximum, 14 days, so a failure can be inspected and redriven. */
export const DLQ_RETENTION_SECONDS = 14 * 24 * 3600;

/** 'exclusion-import' → 'ExclusionImport'; '/api/user/{userId}' segments → 'UserUsrID'. */
export function pascal(text: string): string {
  return text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');
}

/** Stable component name of a route's function: method and path, e.g. ApiGetUserUsrID. */
export function routeFunctionName(r: Pick<RouteEntry, 'method' | 'path'>): string {
  return `Api${pascal(r.method.toLowerCase())}${pascal(r.path.replace(/^\/api\//, ''))}`;
}

export function webhookFunctionName(w: Pick<WebhookEntry, 'path'>): string {
  return `Webhook${pascal(w.path.replace(/^\/api\/(webhooks\/)?/, ''))}`;
}

export function workerBaseName(queue: string): string {
  return pascal(queue);
}

/** API Gateway route key. */
export function routeKey(r: { method: string; path: string }): string {
  return `${r.method} ${r.path}`;
}

/**
 * Secrets by manifest name, each with the environment variable core's config reads. SST secret
 * names are what `sst secret set <Name> <value>` takes.
 */
export const SECRETS: Record<SecretName, Record<string, string>> = {
  tokenKeys: { TokenPrivateJwk: 'TOKEN_PRIVATE_JWK', TokenPublicJwk: 'TOKEN_PUBLIC_JWK' },
  smtp: { SmtpHost: 'SMTP_HOST', SmtpPort: 'SMTP_PORT', SmtpUser: 'SMTP_USER', SmtpPass: 'SMTP_PASS' },
  stripe: { StripeSecretKey: 'STRIPE_SECRET_KEY', StripeWebhookSecret: 'STRIPE_WEBHOOK_SECRET' },
  leadProvider: { LeadProviderWebhookSecret: 'LEAD_PROVIDER_WEBHOOK_SECRET', LeadProviderUrl: 'LEAD_PROVIDER_URL', LeadProviderApiKey: 'LEAD_PROVIDER_API_KEY' },
  // The platform's OAuth apps at GoHighLevel's marketplace and Google Cloud (connect, refresh, revoke),
  // and its Kartra app (every Kartra call carries the app id beside the client's keys).
  integrations: { GohighlevelClientId: 'GOHIGHLEVEL_CLIENT_ID', GohighlevelClientSecret: 'GOHIGHLEVEL_CLIENT_SECRET', GoogleClientId: 'GOOGLE_CLIENT_ID', GoogleClientSecret: 'GOOGLE_CLIENT_SECRET', KartraAppId: 'KARTRA_APP_ID' },
};

/** IAM actions per level of table access; transactions are authorised per item action. */
export const TABLE_ACTIONS = {
  read: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'],
  write: ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'],
} as const;

export const BUCKET_ACTIONS = {
  // HeadObject is authorised by s3:GetObject.
  read: ['s3:GetObject'],
  write: ['s3:PutObject'],
  delete: ['s3:DeleteObject'],
} as const;

/** Largest CSV upload; presigned PUT URLs sign the Content-Length, so S3 refuses anything else. */
export const UPLOAD_MAX_BYTES = 50 * 1024 * 1024;
/** Uploaded CSVs are working files: imported within minutes, kept a week for support, then gone. */
export const UPLOAD_PREFIX = 'uploads/';
export const UPLOAD_EXPIRY_DAYS = 7;
/** Generated downloads (exports, reports) expire the same way. */
export const EXPORT_PREFIX = 'exports/';
export const EXPORT_EXPIRY_DAYS = 7;

/** Everything that would deploy but not work; thrown at `sst deploy` and checked by tests/infra. */
export function manifestProblems(m: Manifest): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  const claim = (kind: string, key: string, owner: string) => {
    const prev = seen.get(`${kind}:${key}`);
    if (prev) problems.push(`${kind} ${key} is used by both ${prev} and ${owner}`);
    seen.set(`${kind}:${key}`, owner);
  };
  const queueNames = new Set(m.workers.map((w) => w.queue));
  const checkUse = (u: ResourceUse, owner: string) => {
    for (const q of u.queues ?? []) if (!queueNames.has(q)) problems.push(`${owner} sends to queue '${q}', which no worker consumes`);
    for (const s of u.secrets ?? []) if (!(s in SECRETS)) problems.push(`${owner} lists unknown secret '${s}'`);
  };

  for (const r of m.routes) {
    const owner = routeKey(r);
    claim('route', routeKey(r), owner);
    claim('function', routeFunctionName(r), owner);
    checkUse(r, owner);
  }
  for (const w of m.webhooks) {
    const owner = routeKey(w);
    claim('route', routeKey(w), owner);
    claim('function', webhookFunctionName(w), owner);
    checkUse(w, owner);
  }
  for (const w of m.workers) {
    const owner = `worker ${w.queue}`;
    claim('queue', workerBaseName(w.queue), owner);
    checkUse(w, owner);
    if (!Number.isInteger(w.timeoutSeconds) || w.timeoutSeconds < 1 || w.timeoutSeconds > LAMBDA_MAX_TIMEOUT_SECONDS)
      problems.push(`${owner}: timeoutSeconds must be 1..${LAMBDA_MAX_TIMEOUT_SECONDS}`);
    // Above 10, Lambda requires a batching window (and takes at most 10,000 per batch).
    const window = w.batchingWindowSeconds;
    if (window !== undefined && (!Number.isInteger(window) || window < 1 || window > 300)) problems.push(`${owner}: batchingWindowSeconds must be 1..300`);
    const maxBatch = window === undefined ? 10 : 10_000;
    if (!Number.isInteger(w.batchSize) || w.batchSize < 1 || w.batchSize > maxBatch)
      problems.push(`${owner}: batchSize must be 1..${maxBatch}${window === undefined ? ' (more with a batching window)' : ''}`);
    if (w.maxConcurrency !== undefined && (!Number.isInteger(w.maxConcurrency) || w.maxConcurrency < 2 || w.maxConcurrency > 1000))
      problems.push(`${owner}: maxConcurrency must be 2..1000`);
    if (!Number.isInteger(w.maxReceiveCount) || w.maxReceiveCount < 1 || w.maxReceiveCount > 1000)
      problems.push(`${owner}: maxReceiveCount must be 1..1000`);
    if (w.bucketPrefix !== undefined && (!w.bucketPrefix.endsWith('/') || w.bucketPrefix.startsWith('/')))
      problems.push(`${owner}: bucketPrefix must look like 'folder/'`);
    if (w.bucketPrefix !== undefined && !w.bucket?.includes('read'))
      problems.push(`${owner} is fed by uploads under ${w.bucketPrefix} but does not list bucket: ['read']`);
  }
  for (const s of m.schedules) {
    claim('schedule', pascal(s.name), `schedule ${s.name}`);
    if (!queueNames.has(s.queue)) problems.push(`schedule ${s.name} targets queue '${s.queue}', which no worker consumes`);
  }
  const prefixes = m.workers.flatMap((w) => (w.bucketPrefix ? [w.bucketPrefix] : []));
  for (const a of prefixes) for (const b of prefixes) if (a !== b && b.startsWith(a)) problems.push(`bucket prefixes ${a} and ${b} overlap`);
  return problems;
}

export function assertDeployable(m: Manifest): void {
  const problems = manifestProblems(m);
  if (problems.length) throw new Error(`The manifest cannot be deployed:\n- ${problems.join('\n- ')}`);
}
