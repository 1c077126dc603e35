import type { IntegrationType } from '../platform/integration-provider.js';
import { getCompany } from '../tenancy/companies.js';
import { reportSheetTargets } from './campaign-sheet.js';
import { companyIntegrations, settingsFor } from './connections.js';

/** A connected integration that delivers one campaign's leads, with that campaign's settings. */
export interface CampaignIntegration {
  integrationId: string;
  companyId: string;
  type: IntegrationType;
  /** The connection's settings overlaid by the campaign's own. */
  settings: Record<string, unknown>;
}

/**
 * The connected integrations that deliver a campaign's leads: the client's own, and its agency's
 * (an agency owner may connect one for its clients' campaigns). A company holds a handful of
 * connections, so one query per company filtered here is the cheap index.
 */
export async function integrationsForCampaign(rootId: string, companyId: string, campaignId: string): Promise<CampaignIntegration[]> {
  const company = await getCompany(rootId, companyId);
  const owners = [companyId, ...(company && company.kind === 'client' && company.parentId ? [company.parentId] : [])];
  const all = (await Promise.all(owners.map((id) => companyIntegrations(rootId, id)))).flat();
  const bySheetReport = await reportSheetTargets(rootId, campaignId, all);
  return [...all.filter((i) => i.status === 'connected' && i.campaignIds.includes(campaignId)), ...bySheetReport]
    .map((i) => ({ integrationId: i.integrationId, companyId: i.companyId, type: i.type, settings: settingsFor(i, campaignId) }));
}
