import type { Actor } from '../access/actor.js';
import { INTEGRATION_TYPES } from '../platform/integration-provider.js';
import { integrationScope, scopedIntegration } from './access.js';
import { maybeAdapterOf } from './adapters.js';
import { companyIntegrations } from './connections.js';
import { INTEGRATION_AUTH, INTEGRATION_LABELS, type IntegrationListResponse, type IntegrationResponse } from './integrations.contract.js';
import { integrationView } from './view.js';

/** GET /api/integrations/{companyId}: a card per provider, connected or not, with its connections. */
export async function listIntegrations(actor: Actor, companyId: string): Promise<IntegrationListResponse> {
  await integrationScope(actor, companyId, 'read');
  const mine = (await companyIntegrations(actor.rootId, companyId)).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return {
    result: 'success',
    integrations: INTEGRATION_TYPES.map((type) => {
      const connections = mine.filter((i) => i.type === type).map(integrationView);
      return { type, label: INTEGRATION_LABELS[type], auth: INTEGRATION_AUTH[type], available: !!maybeAdapterOf(type), connected: connections.some((c) => c.connected), connections };
    }),
  };
}

/** GET /api/integrations/{companyId}/{integrationId}: settings, status, campaigns; never credentials. */
export async function readIntegration(actor: Actor, companyId: string, integrationId: string): Promise<IntegrationResponse> {
  const { integration } = await scopedIntegration(actor, companyId, integrationId, 'read');
  return { result: 'success', integration: integrationView(integration) };
}
