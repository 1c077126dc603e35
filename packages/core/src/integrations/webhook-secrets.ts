import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { SECRET_OVERLAP_HOURS } from './integrations.contract.js';

/**
 * A webhook's credentials: its signing secrets, newest first. After a rotation the previous one
 * carries `expiresAt` and keeps signing until then, so a receiver can switch at its own pace
 * (Standard Webhooks sends one `v1,` signature per live secret, space-separated).
 */
export const webhookCredentialsSchema = z.object({
  secrets: z.array(z.object({ secret: z.string().startsWith('whsec_'), expiresAt: z.string().optional() })).min(1),
});
export type WebhookCredentials = z.infer<typeof webhookCredentialsSchema>;

/** `whsec_` and 32 random bytes in base64, the Standard Webhooks secret format. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64')}`;

/** The secrets that sign at `now`: the current one and a rotated one whose overlap has not ended. */
export function liveSecrets(credentials: WebhookCredentials, now: Date): string[] {
  return credentials.secrets.filter((s) => !s.expiresAt || Date.parse(s.expiresAt) > now.getTime()).map((s) => s.secret);
}

/** A new current secret; the old current one signs alongside for the overlap, older ones are dropped. */
export function rotateSecrets(credentials: WebhookCredentials, now: Date): { credentials: WebhookCredentials; secret: string; previousExpiresAt: string } {
  const secret = newWebhookSecret();
  const previousExpiresAt = new Date(now.getTime() + SECRET_OVERLAP_HOURS * 3600_000).toISOString();
  const current = credentials.secrets.find((s) => !s.expiresAt) ?? credentials.secrets[0];
  const secrets = [{ secret }, ...(current ? [{ secret: current.secret, expiresAt: previousExpiresAt }] : [])];
  return { credentials: { secrets }, secret, previousExpiresAt };
}
