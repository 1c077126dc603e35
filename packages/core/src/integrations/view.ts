import { INTEGRATION_LABELS, type IntegrationView } from './integrations.contract.js';
import type { Integration } from './integration.entity.js';

/** An integration as answers show it: never its credentials or secrets. */
export function integrationView(i: Integration): IntegrationView {
  return {
    id: i.integrationId,
    company_id: i.companyId,
    type: i.type,
    label: INTEGRATION_LABELS[i.type],
    status: i.status,
    ...(i.statusReason ? { status_reason: i.statusReason } : {}),
    connected: i.status === 'connected',
    campaign_ids: i.campaignIds,
    settings: (i.settings ?? {}) as Record<string, unknown>,
    campaign_settings: (i.campaignSettings ?? {}) as Record<string, Record<string, unknown>>,
    ...(i.tokenExpiresAt ? { token_expires_at: i.tokenExpiresAt } : {}),
    ...(i.previousSecretExpiresAt ? { previous_secret_expires_at: i.previousSecretExpiresAt } : {}),
    created_at: i.createdAt,
    updated_at: i.updatedAt,
  };
}
