import { SECRETS, type Manifest, type SecretName } from './manifest';

/**
 * One SST secret per value (set with `sst secret set <Name> <value> --stage <stage>`), grouped the
 * way the manifest names them. Only groups some handler lists are created, so a deploy never asks
 * for a value nothing reads (the Stripe keys appear with the first Stripe handler). A function gets
 * a group's values as environment variables only if its own entry lists it (stacks/functions.ts).
 */
export function createSecrets(m: Manifest) {
  const used = new Set<SecretName>(
    [...m.routes, ...m.webhooks, ...m.workers].flatMap((e) => [...(e.secrets ?? [])]),
  );
  const groups: Partial<Record<SecretName, Record<string, sst.Secret>>> = {};
  for (const group of used) {
    const values: Record<string, sst.Secret> = {};
    for (const name of Object.keys(SECRETS[group])) values[name] = new sst.Secret(name);
    groups[group] = values;
  }
  return groups;
}

export type Secrets = ReturnType<typeof createSecrets>;

/**
 * The secret CloudFront adds to every request it forwards to the API (stacks/web.ts) and every API
 * function checks, so a request sent straight to API Gateway's own address is refused. Rotation:
 * copy the current value to OriginVerifySecretPrevious, set a new OriginVerifySecret, deploy; the
 * functions accept both while CloudFront's edges pick up the new one (docs/deploy.md). Previous
 * defaults to empty, which accepts nothing.
 */
export function createOriginVerify() {
  return {
    current: new sst.Secret('OriginVerifySecret'),
    previous: new sst.Secret('OriginVerifySecretPrevious', ''),
  };
}

export type OriginVerify = ReturnType<typeof createOriginVerify>;
