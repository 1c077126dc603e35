import { queueUrlEnv } from '../packages/core/src/platform/queue';
import { LAMBDA_RUNTIME, nodejsOptions, sstHandler } from './bundling';
import { BUCKET_ACTIONS, SECRETS, TABLE_ACTIONS, UPLOAD_MAX_BYTES, type ResourceUse, type SecretName } from './manifest';
import type { OriginVerify, Secrets } from './secrets';
import type { StageSettings } from './stage';
import type { Storage } from './storage';

/** What every handler's function is built from: the manifest entry plus the stage. */
export interface HandlerSpec {
  /** Module under packages/functions/src, e.g. 'http/auth/login'. */
  handler: string;
  /** An API route or webhook: reached only through CloudFront, which proves it with the origin secret. */
  behindCdn?: boolean;
  description: string;
  timeoutSeconds: number;
  memory: `${number} MB`;
  uses: ResourceUse;
}

export interface FunctionDeps {
  stage: StageSettings;
  storage: Storage;
  secrets: Secrets;
  originVerify: OriginVerify;
  /** Queue URL and ARN by worker queue name. */
  queues: Record<string, { url: $util.Input<string>; arn: $util.Input<string> }>;
  /** The host the platform answers on (the base of agencies' subdomains). */
  baseDomain: $util.Input<string>;
  /** The integrations KMS key, when some handler declares `kms` (stacks/keys.ts). */
  integrationsKey?: { arn: $util.Input<string> } | undefined;
}

/**
 * The arguments of one Lambda function. Everything a handler may touch is granted here from its
 * manifest entry and nothing else: no `link` (SST's links grant `dynamodb:*`, `sqs:*` and the like),
 * only the actions its declared use needs, and only the secrets it lists.
 */
export function functionArgs(spec: HandlerSpec, deps: FunctionDeps): sst.aws.FunctionArgs {
  const { uses } = spec;
  const { stage } = deps;
  const environment: Record<string, $util.Input<string>> = {
    LOG_LEVEL: stage.logLevel,
    BASE_DOMAIN: deps.baseDomain,
  };
  if (spec.behindCdn) {
    // Requests reach the API through CloudFront, whose viewer headers carry the client's address
    // and place; its origin secret proves a request did (packages/functions/src/lib/origin-verify.ts).
    environment.TRUST_CDN_HEADERS = 'true';
    environment.ORIGIN_VERIFY_SECRET = deps.originVerify.current.value;
    environment.ORIGIN_VERIFY_SECRET_PREVIOUS = deps.originVerify.previous.value;
  }
  const permissions: sst.aws.FunctionPermissionArgs[] = [];

  const table = uses.table ?? 'readwrite';
  if (table !== 'none') {
    environment.TABLE_NAME = deps.storage.table.name;
    permissions.push({
      actions: table === 'read' ? [...TABLE_ACTIONS.read] : [...TABLE_ACTIONS.read, ...TABLE_ACTIONS.write],
      resources: [deps.storage.table.arn, $interpolate`${deps.storage.table.arn}/index/*`],
    });
  }

  const bucket = uses.bucket ?? [];
  if (bucket.length) {
    environment.BUCKET_NAME = deps.storage.bucket.name;
    if (bucket.includes('write')) environment.UPLOAD_MAX_BYTES = String(UPLOAD_MAX_BYTES);
    permissions.push({
      actions: bucket.flatMap((level) => [...BUCKET_ACTIONS[level]]),
      resources: [$interpolate`${deps.storage.bucket.arn}/*`],
    });
  }

  for (const name of uses.queues ?? []) {
    const queue = deps.queues[name];
    if (!queue) throw new Error(`${spec.handler} sends to queue '${name}', which has no worker`);
    environment[queueUrlEnv(name)] = queue.url;
    permissions.push({ actions: ['sqs:SendMessage'], resources: [queue.arn] });
  }

  if (uses.kms) {
    if (!deps.integrationsKey) throw new Error(`${spec.handler} declares kms, but no integrations key was made`);
    environment.INTEGRATIONS_KMS_KEY_ID = deps.integrationsKey.arn;
    permissions.push({ actions: ['kms:Encrypt', 'kms:Decrypt'], resources: [deps.integrationsKey.arn] });
  }

  for (const group of uses.secrets ?? []) {
    const values = deps.secrets[group as SecretName];
    if (!values) throw new Error(`secret group '${group}' was not created`);
    for (const [secretName, envName] of Object.entries(SECRETS[group as SecretName])) {
      environment[envName] = values[secretName]!.value;
    }
    if (group === 'smtp') environment.MAIL_FROM = stage.mailFrom;
  }

  return {
    handler: sstHandler(spec.handler),
    description: spec.description,
    runtime: LAMBDA_RUNTIME,
    // Graviton: about 20% cheaper per GB-second than x86 for the same work.
    architecture: 'arm64',
    timeout: `${spec.timeoutSeconds} seconds`,
    memory: spec.memory,
    environment,
    permissions,
    link: [],
    // Handlers already write one JSON object per line (request id, tenant id, status, duration);
    // Lambda's JSON format keeps them as objects and puts its own START/REPORT lines in the same shape.
    logging: { format: 'json', retention: stage.logRetention },
    nodejs: nodejsOptions(),
  };
}
