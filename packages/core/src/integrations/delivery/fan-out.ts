import type { LeadDeliveryMessage } from '../../leads/delivery.contract.js';
import type { OutboundLead } from '../../platform/integration-provider.js';
import { systemClock, type Clock } from '../../platform/clock.js';
import { integrationsForCampaign, type CampaignIntegration } from '../campaign-targets.js';
import { enqueueDelivery, openDelivery } from './delivery-rows.js';

export function outboundLead(m: LeadDeliveryMessage, campaignName: string): OutboundLead {
  return {
    leadId: m.leadId,
    campaignId: m.campaignId,
    campaignRef: m.leadspeekApiId,
    campaignName,
    module: m.module,
    test: m.test,
    receivedAt: m.receivedAt,
    ...m.lead,
  };
}

/**
 * One `integration.delivery` message per integration that delivers the lead's campaign, each
 * after its (lead, integration) row exists. Safe to run again for the same lead (a redelivered
 * 'lead-delivery' message runs it again): a row already delivered or failed is left alone, and a
 * message for a row still open is harmless, since the worker attempts only a row that is due
 * (docs/decisions.md, "Leads out: integrations and delivery", Delivery).
 */
export async function fanOutLead(m: LeadDeliveryMessage, campaignName: string, clock: Clock = systemClock, known?: readonly CampaignIntegration[]): Promise<number> {
  // A worker batch reads each campaign's integrations once and passes them in.
  const targets = known ?? (await integrationsForCampaign(m.rootId, m.companyId, m.campaignId));
  const lead = outboundLead(m, campaignName);
  let sent = 0;
  for (const t of targets) {
    const { row } = await openDelivery({ rootId: m.rootId, integrationId: t.integrationId, companyId: t.companyId, type: t.type, lead, now: clock.now() });
    if (row.status === 'delivered' || row.status === 'failed') continue;
    await enqueueDelivery(row);
    sent += 1;
  }
  return sent;
}
