import { BILLING_ROOTS_SCOPE } from '../../billing-runs/billing-run.entity.js';
import { systemClock, type Clock } from '../../platform/clock.js';
import { openConnection } from '../connections.js';
import { webhookCredentialsSchema, type WebhookCredentials } from '../webhook-secrets.js';
import { billingRootEntity } from '../../billing-runs/billing-run.entity.js';
import { integrationEntity } from '../integration.entity.js';

/**
 * For the embedded runtime's webhook receiver only: the `whsec_` secrets (with their ends, so the
 * caller tells which are live when it verifies) of the webhook integration a `webhook-id`
 * (`<leadId>:<integrationId>`) names. The id carries no platform, so the platforms that have
 * started a campaign (the billing run's list: every platform that delivers leads) are tried in
 * turn. The integration read is the one its connection opens (no second read).
 */
export async function webhookCredentialsFor(webhookId: string, clock: Clock = systemClock): Promise<WebhookCredentials | undefined> {
  const integrationId = webhookId.slice(webhookId.lastIndexOf(':') + 1);
  if (!integrationId) return undefined;
  const roots = (await billingRootEntity.query.all({ scope: BILLING_ROOTS_SCOPE }).go({ pages: 'all' })).data.map((r) => r.rootId);
  for (const rootId of roots) {
    const i = (await integrationEntity.get({ rootId, integrationId }).go({ consistent: true })).data;
    if (!i || i.type !== 'webhook') continue;
    const conn = await openConnection(i, clock).catch(() => undefined);
    const creds = webhookCredentialsSchema.safeParse(conn?.credentials);
    return creds.success ? creds.data : undefined;
  }
  return undefined;
}
