import { liveSecrets, type WebhookCredentials } from '@platform/core';

export interface SecretCacheOptions {
  /** The credentials of the integration a webhook-id names, read through core. */
  load: (webhookId: string) => Promise<WebhookCredentials | undefined>;
  /** The platform's clock: which secrets are live is read against it at each call. */
  now: () => Date;
  /** How long a read answers for its integration (machine time). */
  ttlMs?: number;
  wallClock?: () => number;
}

/**
 * The local webhook receiver's lookup of a call's secrets. A real receiver keeps its secret beside
 * it; ours reads it through core from the same DynamoDB Local the lead pipeline writes, three
 * requests a call, and a burst's calls had each read it (docs/performance.md, "Exclusion import,
 * wallet debits and the lead pipeline"). So one read answers every call of its integration for
 * `ttlMs`, calls at once share it, and a failed read is not kept. The credentials are kept, not the
 * live secrets: a rotated-out secret stops at its end by the platform's clock, and a call signed
 * with a secret the read did not hold (a rotation since) asks `fresh`, a read made now.
 */
export function cachedSecretLookup(opts: SecretCacheOptions): (webhookId: string, fresh: boolean) => Promise<string[]> {
  const ttlMs = opts.ttlMs ?? 5_000;
  const wall = opts.wallClock ?? Date.now;
  const reads = new Map<string, { at: number; credentials: Promise<WebhookCredentials | undefined> }>();
  return async (webhookId, fresh) => {
    const integrationId = webhookId.slice(webhookId.lastIndexOf(':') + 1);
    let read = reads.get(integrationId);
    if (fresh || !read || wall() - read.at >= ttlMs) {
      const made = { at: wall(), credentials: opts.load(webhookId) };
      made.credentials.catch(() => reads.get(integrationId) === made && reads.delete(integrationId));
      reads.set(integrationId, made);
      read = made;
    }
    const credentials = await read.credentials;
    return credentials ? liveSecrets(credentials, opts.now()) : [];
  };
}
