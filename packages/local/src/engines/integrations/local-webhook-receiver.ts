import { systemClock, webhookCredentialsFor } from '@platform/core';
import { cachedSecretLookup } from './receiver-secret-cache.js';
import { createWebhookReceiver, type WebhookReceiver } from './webhook-receiver.js';
import type { ReceiverView } from './page.js';

let receiver: WebhookReceiver | undefined;

/**
 * The platform's webhook receiver, at `/_local/webhook-receiver/{name}` on its own origin (so a
 * demo webhook's URL is the platform's), one per process.
 */
export function localWebhookReceiver(): WebhookReceiver {
  const now = () => systemClock.now();
  receiver ??= createWebhookReceiver({ lookupSecrets: cachedSecretLookup({ load: (id) => webhookCredentialsFor(id), now }), now });
  return receiver;
}

/** The receiver's section of `/_local/integrations`. */
export function webhookReceiverView(): ReceiverView {
  const r = localWebhookReceiver();
  return { name: 'webhook-receiver', calls: r.received(), state: r.snapshot() };
}
