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
