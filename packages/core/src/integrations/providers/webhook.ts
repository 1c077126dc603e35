import { Webhook } from 'standardwebhooks';
import { z } from 'zod';
import type { IntegrationAdapter, OutboundLead, ProviderAnswer } from '../../platform/integration-provider.js';
import { liveSecrets, webhookCredentialsSchema, type WebhookCredentials } from '../webhook-secrets.js';
import { assertWebhookUrl, BlockedTarget, postToWebhook } from './webhook-target.js';

/**
 * The webhook adapter: Standard Webhooks (https://www.standardwebhooks.com) signing of a
 * `lead.delivered` event, POSTed to the client's URL (docs/decisions.md, "Leads out: integrations
 * and delivery", Delivery). `webhook-id` is the delivery's idempotency key, the same on every
 * attempt, so a receiver that dedupes by it takes a lead once even when we send it twice.
 */

export const webhookSettingsSchema = z.object({ url: z.string().url().max(2000) }).loose();
export type WebhookSettings = z.infer<typeof webhookSettingsSchema>;

/** What a webhook's receiver gets (documented in README, "Webhooks"). */
export function webhookPayload(lead: OutboundLead, now: Date) {
  const { campaignRef, campaignName, campaignId, ...person } = lead;
  return { type: 'lead.delivered', timestamp: now.toISOString(), data: { ...person, campaign: { id: campaignRef, campaignId, name: campaignName } } };
}

/** The three Standard Webhooks headers for one body, signed with every live secret (space-separated). */
export function signWebhook(id: string, now: Date, body: string, secrets: string[]): Record<string, string> {
  const seconds = new Date(Math.floor(now.getTime() / 1000) * 1000);
  return {
    'webhook-id': id,
    'webhook-timestamp': String(seconds.getTime() / 1000),
    'webhook-signature': secrets.map((s) => new Webhook(s).sign(id, seconds, body)).join(' '),
  };
}

/** Seconds a Retry-After header asks for (delta-seconds or an HTTP date). */
export function retryAfterSeconds(value: string | string[] | undefined, now: Date): number | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  if (!v) return undefined;
  if (/^\d+$/.test(v.trim())) return Number(v.trim());
  const at = Date.parse(v);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}

/** Per attempt; Standard Webhooks senders use 5-15 s. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

export const webhookAdapter: IntegrationAdapter<WebhookCredentials, WebhookSettings> = {
  type: 'webhook',
  label: 'Webhook',
  credentialsSchema: webhookCredentialsSchema,
  settingsSchema: webhookSettingsSchema,
  // Our own ceiling per endpoint, so one client's slow receiver cannot take all workers.
  rateLimit: { requests: 50, perSeconds: 1 },
  async check() {
    return { ok: true };
  },
  async deliver({ credentials, settings, lead, idempotencyKey, now }): Promise<ProviderAnswer> {
    const body = JSON.stringify(webhookPayload(lead, now));
    const headers = { ...signWebhook(idempotencyKey, now, body, liveSecrets(credentials, now)), 'user-agent': 'LeadsWebhooks/1.0' };
    try {
      assertWebhookUrl(settings.url);
      const res = await postToWebhook(settings.url, headers, body, WEBHOOK_TIMEOUT_MS);
      const answer = res.body.trim() ? `: ${res.body.trim().slice(0, 300)}` : '';
      if (res.status >= 200 && res.status < 300) return { outcome: 'delivered', status: res.status, detail: `HTTP ${res.status}${answer}` };
      if (res.status === 410) return { outcome: 'gone', status: 410, detail: `HTTP 410: the endpoint asked to be disabled${answer}` };
      if (res.status >= 300 && res.status < 400) return { outcome: 'retry', status: res.status, detail: `HTTP ${res.status}: redirects are not followed; point the webhook at its final address` };
      // Every other answer is retried on the schedule: a receiver's 4xx is as often a bad deploy as a refusal.
      return { outcome: 'retry', status: res.status, detail: `HTTP ${res.status}${answer}`, retryAfterSeconds: retryAfterSeconds(res.headers['retry-after'], now) };
    } catch (e) {
      if (e instanceof BlockedTarget) return { outcome: 'failed', detail: e.message };
      const err = e as Error & { code?: string };
      const timedOut = err.name === 'TimeoutError' || err.name === 'AbortError';
      return { outcome: 'retry', detail: timedOut ? `No answer within ${WEBHOOK_TIMEOUT_MS / 1000} s` : `Could not reach the endpoint (${err.code ?? err.message})` };
    }
  },
};
