import type { Actor } from '../access/actor.js';
import { getUser } from '../identity/users.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { badRequest, notFound } from '../shared/errors.js';
import { scopedIntegration } from './access.js';
import { openCredentials, sealCredentials } from './connections.js';
import type { RotateSecretResponse } from './integrations.contract.js';
import { integrationAuditRow, updateIntegration } from './store.js';
import { integrationView } from './view.js';
import { rotateSecrets, webhookCredentialsSchema } from './webhook-secrets.js';

/**
 * POST /api/integrations/{companyId}/{integrationId}/rotate-secret: a new `whsec_` secret, shown once; the
 * previous one keeps signing beside it for 24 hours so the receiver can switch without losing a
 * delivery (docs/decisions.md, "Leads out: integrations and delivery").
 */
export async function rotateWebhookSecret(actor: Actor, companyId: string, integrationId: string, ctx: { ip?: string | undefined } = {}, clock: Clock = systemClock): Promise<RotateSecretResponse> {
  const { integration, company } = await scopedIntegration(actor, companyId, integrationId, 'manage');
  if (integration.type !== 'webhook') throw badRequest('Only a webhook has a signing secret.');
  if (!integration.credentials) throw badRequest('Please connect the webhook first.');
  const me = await getUser(actor.rootId, actor.userId);
  if (!me) throw notFound('User not found.');
  const now = clock.now();
  const rotated = rotateSecrets(webhookCredentialsSchema.parse(await openCredentials(integration)), now);
  const audit = await integrationAuditRow(actor, me, integration, 'integration_secret_rotated', `Rotated the signing secret of a webhook of ${company.name}; the previous one signs until ${rotated.previousExpiresAt}`, ctx.ip, clock);
  const saved = await updateIntegration(
    integration,
    { credentials: await sealCredentials(integration, rotated.credentials), previousSecretExpiresAt: rotated.previousExpiresAt, updatedAt: now.toISOString(), updatedBy: actor.userId },
    [],
    audit,
  );
  return { result: 'success', message: 'A new signing secret was made. Copy it now: it is not shown again.', secret: rotated.secret, previous_secret_expires_at: rotated.previousExpiresAt, integration: integrationView(saved) };
}
