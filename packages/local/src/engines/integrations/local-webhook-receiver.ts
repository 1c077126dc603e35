import { systemClock, webhookSecretsFor } from '@platform/core';
import { createWebhookReceiver, type WebhookReceiver } from './webhook-receiver.js';
import type { ReceiverView } from './page.js';

const CACHE_MS = 5_000;
const cache = new Map<string, { at: number; secrets: string[] }>();

/** An integration's secrets, read through core at most every 5 s (a bench sends thousands of webhooks to one endpoint). */
async function lookupSecrets(webhookId: string): Promise<string[]> {
  const integrationId = webhookId.slice(webhookId.lastIndexOf(':') + 1);
  const hit = cache.get(integrationId);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.secrets;
  const secrets = await webhookSecretsFor(webhookId);
  cache.set(integrationId, { at: Date.now(), secrets });
  return secrets;
}

let receiver: WebhookReceiver | undefined;

/**
 * The platform's webhook receiver, at `/_local/webhook-receiver/{name}` on its own origin (so a
 * demo webhook's URL is the platform's), one per process.
 */
export function localWebhookReceiver(): WebhookReceiver {
  receiver ??= createWebhookReceiver({ lookupSecrets, now: () => systemClock.now() });
  return receiver;
}

/** The receiver's section of `/_local/integrations`. */
export function webhookReceiverView(): ReceiverView {
  const r = localWebhookReceiver();
  return { name: 'webhook-receiver', calls: r.received(), state: r.snapshot() };
}
