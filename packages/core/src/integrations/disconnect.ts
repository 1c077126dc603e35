import type { Actor } from '../access/actor.js';
import { getUser } from '../identity/users.js';
import { systemClock, type Clock } from '../platform/clock.js';
import type { OAuthTokens } from '../platform/integration-provider.js';
import { notFound } from '../shared/errors.js';
import { scopedIntegration } from './access.js';
import { maybeAdapterOf } from './adapters.js';
import { openCredentials } from './connections.js';
import { INTEGRATION_DISCONNECTED, INTEGRATION_LABELS } from './integrations.contract.js';
import { integrationAuditRow, updateIntegration } from './store.js';
import { integrationView } from './view.js';

/**
 * DELETE /api/integrations/{companyId}/{integrationId}: revokes the grant at the provider where it has such a
 * call, then deletes the credentials. The connection stays, disconnected, so its delivery log and
 * campaign choices are there when it is connected again. A revoke the provider fails is logged,
 * not fatal: the person asked to stop, and without our copy of the tokens nothing is delivered.
 */
export async function disconnectIntegration(actor: Actor, companyId: string, integrationId: string, ctx: { ip?: string | undefined } = {}, clock: Clock = systemClock) {
  const { integration, company } = await scopedIntegration(actor, companyId, integrationId, 'manage');
  const me = await getUser(actor.rootId, actor.userId);
  if (!me) throw notFound('User not found.');
  const oauth = maybeAdapterOf(integration.type)?.oauth;
  if (oauth?.revoke && integration.credentials) {
    try {
      await oauth.revoke((await openCredentials(integration)) as OAuthTokens);
    } catch (e) {
      console.warn(JSON.stringify({ level: 'warn', msg: 'integration revoke failed', integrationId, type: integration.type, error: String(e) }));
    }
  }
  const label = INTEGRATION_LABELS[integration.type];
  const audit = await integrationAuditRow(actor, me, integration, 'integration_disconnected', `Disconnected ${label} for ${company.name}`, ctx.ip, clock);
  const saved = await updateIntegration(
    integration,
    { status: 'disconnected', updatedAt: clock.now().toISOString(), updatedBy: actor.userId },
    (['credentials', 'tokenExpiresAt', 'previousSecretExpiresAt', 'statusReason'] as const).filter((k) => integration[k] !== undefined),
    audit,
  );
  return { result: 'success' as const, message: INTEGRATION_DISCONNECTED, integration: integrationView(saved) };
}
