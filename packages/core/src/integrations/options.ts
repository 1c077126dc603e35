import type { Actor } from '../access/actor.js';
import type { OptionKind } from '../platform/integration-provider.js';
import { badRequest } from '../shared/errors.js';
import { scopedIntegration } from './access.js';
import { adapterOf } from './adapters.js';
import { ConnectionUnavailable, loadConnection } from './connections.js';
import { INTEGRATION_LABELS, type OptionsResponse } from './integrations.contract.js';

/**
 * GET /api/integrations/{companyId}/{integrationId}/options/{kind}: the lists, tags, groups, custom fields or
 * subaccounts a campaign may be configured with, asked of the provider with the stored credentials
 * (refreshed first where they are OAuth tokens about to expire).
 */
export async function integrationOptions(actor: Actor, companyId: string, integrationId: string, kind: OptionKind): Promise<OptionsResponse> {
  const { integration } = await scopedIntegration(actor, companyId, integrationId, 'manage');
  const adapter = adapterOf(integration.type);
  const label = INTEGRATION_LABELS[integration.type];
  if (!adapter.options) throw badRequest(`${label} has no ${kind} to choose from.`);
  let credentials: unknown;
  try {
    credentials = (await loadConnection(actor.rootId, integrationId)).credentials;
  } catch (e) {
    if (e instanceof ConnectionUnavailable) throw badRequest(`Please connect ${label} first.`);
    throw e;
  }
  try {
    return { result: 'success', options: await adapter.options(adapter.credentialsSchema.parse(credentials), kind) };
  } catch (e) {
    throw badRequest(`${label} did not answer: ${(e as Error).message}`);
  }
}
