import { BILLING_ROOTS_SCOPE } from '../../billing-runs/billing-run.entity.js';
import { systemClock, type Clock } from '../../platform/clock.js';
import { loadConnection } from '../connections.js';
import { liveSecrets, webhookCredentialsSchema } from '../webhook-secrets.js';
import { billingRootEntity } from '../../billing-runs/billing-run.entity.js';
import { integrationEntity } from '../integration.entity.js';

/**
 * For the embedded runtime's webhook receiver only: the live `whsec_` secrets of the webhook
 * integration a `webhook-id` (`<leadId>:<integrationId>`) names. The id carries no platform, so the
 * platforms that have started a campaign (the billing run's list: every platform that delivers
 * leads) are tried in turn.
 */
export async function webhookSecretsFor(webhookId: string, clock: Clock = systemClock): Promise<string[]> {
  const integrationId = webhookId.slice(webhookId.lastIndexOf(':') + 1);
  if (!integrationId) return [];
  const roots = (await billingRootEntity.query.all({ scope: BILLING_ROOTS_SCOPE }).go({ pages: 'all' })).data.map((r) => r.rootId);
  for (const rootId of roots) {
    const i = (await integrationEntity.get({ rootId, integrationId }).go()).data;
    if (!i || i.type !== 'webhook') continue;
    const conn = await loadConnection(rootId, integrationId, clock).catch(() => undefined);
    const creds = webhookCredentialsSchema.safeParse(conn?.credentials);
    return creds.success ? liveSecrets(creds.data, clock.now()) : [];
  }
  return [];
}
