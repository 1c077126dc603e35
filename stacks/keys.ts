import type { Manifest } from './manifest';

/**
 * The KMS key integration credentials are sealed with (packages/core/src/platform/secret-box.ts),
 * made only when some handler declares `kms`. Yearly rotation is KMS's own (old versions still
 * decrypt); a deleted key would lose every stored connection, so deletion waits the longest window.
 * Each function that declares `kms` gets Encrypt and Decrypt on this key alone (stacks/functions.ts).
 */
export function createIntegrationsKey(m: Manifest) {
  const used = [...m.routes, ...m.webhooks, ...m.workers].some((e) => e.kms);
  if (!used) return undefined;
  const key = new aws.kms.Key('IntegrationsKey', {
    description: 'Integration credentials, OAuth tokens and webhook secrets (encryption context: company and integration ids)',
    enableKeyRotation: true,
    deletionWindowInDays: 30,
  });
  return { arn: key.arn };
}

export type IntegrationsKey = ReturnType<typeof createIntegrationsKey>;
