import { z } from 'zod';

/**
 * Everything a function reads from its environment. On AWS, SST sets these (secrets through
 * links); in the embedded runtime, packages/local sets them before any handler loads.
 *
 * Each variable's schema is built and parsed when a function first reads that variable, never at
 * import: the whole object's ~113 zod schemas were most of what a handler built at its cold start,
 * and a request reads a handful of them (docs/decisions.md, "Performance budgets").
 */
const variables = {
  TABLE_NAME: () => z.string().min(3).default('platform'),
  AWS_REGION: () => z.string().default('us-east-1'),
  DYNAMODB_ENDPOINT: () => z.url().optional(),
  BUCKET_NAME: () => z.string().min(3).default('platform-uploads'),
  S3_ENDPOINT: () => z.url().optional(),
  /** The platform's own host; agencies get `<subdomain>.<BASE_DOMAIN>`. */
  BASE_DOMAIN: () => z.string().min(1).default('localhost'),
  /** Ed25519 key pair as JWK JSON (a secret on AWS; generated and kept under DATA_DIR locally). */
  // Optional here so functions without the tokenKeys secret can still read their config;
  // identity/access-token.ts requires them when it signs or verifies.
  TOKEN_PRIVATE_JWK: () => z.string().min(10).optional(),
  TOKEN_PUBLIC_JWK: () => z.string().min(10).optional(),
  ACCESS_TOKEN_TTL_SECONDS: () => z.coerce.number().int().min(30).max(3600).default(900),
  REFRESH_TOKEN_TTL_SECONDS: () => z.coerce.number().int().min(300).default(30 * 24 * 3600),
  /** Requests per key per minute on the public API (docs/decisions.md, "Public API"). */
  PUBLIC_API_RATE_LIMIT: () => z.coerce.number().int().min(1).max(100_000).default(600),
  SMTP_HOST: () => z.string().default('127.0.0.1'),
  SMTP_PORT: () => z.coerce.number().int().default(2525),
  SMTP_USER: () => z.string().optional(),
  SMTP_PASS: () => z.string().optional(),
  MAIL_FROM: () => z.string().default('no-reply@platform.local'),
  /** How links in e-mails reach a tenant's host: https on AWS; http and the port locally. */
  PUBLIC_SCHEME: () => z.enum(['http', 'https']).default('https'),
  PUBLIC_PORT: () => z.coerce.number().int().min(1).max(65535).optional(),
  /** Registration captcha: 'recaptcha' on AWS (with its secret); 'off' in the embedded runtime. */
  CAPTCHA_PROVIDER: () => z.enum(['off', 'recaptcha']).default('off'),
  CAPTCHA_SECRET: () => z.string().optional(),
  /** 'true' where the API is only reached through CloudFront, whose viewer headers then give the client's address and place. */
  TRUST_CDN_HEADERS: () =>
    z
      .enum(['true', 'false'])
      .default('false')
      .refine((trust) => trust !== 'true' || hasOriginSecret(), 'true needs ORIGIN_VERIFY_SECRET'),
  /**
   * The secret CloudFront adds to every request it forwards to the API (header x-origin-verify).
   * Where TRUST_CDN_HEADERS is 'true' the API refuses requests without it, so a caller that goes
   * straight to API Gateway cannot claim a viewer address. The previous value is accepted too
   * while a rotation propagates to CloudFront's edges; empty when there is none.
   */
  ORIGIN_VERIFY_SECRET: () => z.string().optional(),
  ORIGIN_VERIFY_SECRET_PREVIOUS: () => z.string().optional(),
  /**
   * Whether an agency's custom SMTP may point at private, loopback or link-local addresses (and the
   * platform's own SMTP port): 'allow' only in the embedded runtime, whose SMTP sink is on loopback.
   */
  CUSTOM_SMTP_PRIVATE_TARGETS: () => z.enum(['allow', 'refuse']).default('refuse'),
  LOG_LEVEL: () => z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /**
   * The payment gateway (the stripe SDK). Secrets on AWS; in the embedded runtime the local gateway
   * sets them and its address (STRIPE_API_HOST/PORT/PROTOCOL), which production leaves unset.
   */
  STRIPE_SECRET_KEY: () => z.string().min(3).optional(),
  STRIPE_PUBLISHABLE_KEY: () => z.string().min(3).optional(),
  STRIPE_WEBHOOK_SECRET: () => z.string().min(3).optional(),
  STRIPE_API_HOST: () => z.string().min(1).optional(),
  STRIPE_API_PORT: () => z.coerce.number().int().min(1).max(65535).optional(),
  STRIPE_API_PROTOCOL: () => z.enum(['http', 'https']).optional(),
} satisfies Record<string, () => z.ZodType>;

// Behind the CDN without the secret, no request could be told from a direct one. (Typed, as the
// config's type is inferred from the schemas that call it.)
function hasOriginSecret(): boolean {
  return !!getConfig().ORIGIN_VERIFY_SECRET;
}

type Variables = typeof variables;
type Name = keyof Variables;

export type Config = { readonly [K in Name]: z.output<ReturnType<Variables[K]>> };

const NAMES = Object.keys(variables) as Name[];

type Parsed<K extends Name> = { ok: true; value: Config[K] } | { ok: false; problem: string };

function parseVariable<K extends Name>(name: K): Parsed<K> {
  const parsed = variables[name]().safeParse(process.env[name]);
  if (parsed.success) return { ok: true, value: parsed.data as Config[K] };
  // The rule broken, never the value (secrets live here).
  return { ok: false, problem: `${name} (${parsed.error.issues.map((i) => i.message).join('; ')})` };
}

const invalid = (problems: string[]) => new Error(`Invalid environment configuration: ${problems.join(', ')}`);

/** The config: each variable parsed on its first read, and kept (an invalid one throws on every read). */
function lazyConfig(): Config {
  const config = {} as Config;
  for (const name of NAMES)
    Object.defineProperty(config, name, {
      enumerable: true,
      configurable: true,
      get() {
        const parsed = parseVariable(name);
        if (!parsed.ok) throw invalid([parsed.problem]);
        Object.defineProperty(config, name, { value: parsed.value, enumerable: true, writable: false });
        return parsed.value;
      },
    });
  return config;
}

let cached: Config | undefined;

export function getConfig(): Config {
  return (cached ??= lazyConfig());
}

/** Every variable parsed now, each invalid one named in one error: the embedded runtime's start. */
export function checkConfig(): void {
  const problems = NAMES.flatMap((name) => {
    const parsed = parseVariable(name);
    return parsed.ok ? [] : [parsed.problem];
  });
  if (problems.length) throw invalid(problems);
}

/** For the embedded runtime and tests, which set the environment after modules load. */
export function resetConfig(): void {
  cached = undefined;
}
