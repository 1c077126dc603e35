import { createWriteTransaction } from 'electrodb';
import { batchGet, entityGetter } from '../../db/batch-get.js';
import { runTransaction } from '../../db/transaction.js';
import { writeTogether } from '../../db/write-together.js';
import type { LeadDeliveryMessage } from '../../leads/delivery.contract.js';
import type { OutboundLead } from '../../platform/integration-provider.js';
import { systemClock, type Clock } from '../../platform/clock.js';
import { integrationsForCampaign, type CampaignIntegration } from '../campaign-targets.js';
import { enqueueDelivery, newDeliveryRow } from './delivery-rows.js';
import { integrationDeliveryEntity, type IntegrationDelivery } from './integration-delivery.entity.js';

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

/** One delivered lead to fan out: its message, its campaign's name and the integrations that deliver it. */
export interface FanOut {
  m: LeadDeliveryMessage;
  campaignName: string;
  targets: readonly CampaignIntegration[];
}

const keyOf = (r: IntegrationDelivery) => ({ rootId: r.rootId, integrationId: r.integrationId, leadId: r.leadId });
const asError = (e: unknown) => (e instanceof Error ? e : new Error(String(e)));

/**
 * One `integration.delivery` message per integration that delivers the lead's campaign, each
 * after its (lead, integration) row exists. Safe to run again for the same lead (a redelivered
 * 'lead-delivery' message runs it again): a row already delivered or failed is left alone, and a
 * message for a row still open is harmless, since the worker attempts only a row that is due
 * (docs/decisions.md, "Leads out: integrations and delivery", Delivery).
 */
export async function fanOutLead(m: LeadDeliveryMessage, campaignName: string, clock: Clock = systemClock, known?: readonly CampaignIntegration[]): Promise<number> {
  const targets = known ?? (await integrationsForCampaign(m.rootId, m.companyId, m.campaignId));
  const [sent] = await fanOutLeads([{ m, campaignName, targets }], clock);
  if (sent instanceof Error || sent === undefined) throw sent ?? new Error('fan-out left unanswered');
  return sent;
}

/**
 * `fanOutLead` for a lead-delivery batch's leads together: their rows are made a transaction per
 * 100 (each conditioned on none, so a row made by an earlier receive is left as it is and read back
 * to see whether it is still open) rather than a conditional put each (docs/decisions.md, "Lead
 * engine (the engine half)"). Answers per lead the messages sent, or the error that stopped it.
 */
export async function fanOutLeads(leads: readonly FanOut[], clock: Clock = systemClock): Promise<(number | Error)[]> {
  const now = clock.now();
  const seen = new Set<string>();
  const rows: { lead: number; row: IntegrationDelivery }[] = [];
  leads.forEach((l, lead) => {
    const outbound = outboundLead(l.m, l.campaignName);
    for (const t of l.targets) {
      const row = newDeliveryRow({ rootId: l.m.rootId, integrationId: t.integrationId, companyId: t.companyId, type: t.type, lead: outbound, now });
      // A lead twice in a batch: its rows are made (and sent) once.
      const key = `${row.rootId} ${row.integrationId} ${row.leadId}`;
      if (seen.has(key)) continue;
      seen.add(key);
      rows.push({ lead, row });
    }
  });
  const written = await writeTogether(rows, (group) =>
    runTransaction(() => createWriteTransaction({ delivery: integrationDeliveryEntity }, ({ delivery }) => group.map((r) => delivery.create(r.row).commit())).go()),
  );
  const refused = rows.filter((_, k) => written[k] === 'refused');
  const made = await batchGet(refused.map((r) => entityGetter<IntegrationDelivery>(integrationDeliveryEntity, keyOf(r.row))), { consistent: true });
  const before = new Map(refused.map((r, k) => [r, made[k]]));
  const out: (number | Error)[] = leads.map(() => 0);
  const fail = (lead: number, e: unknown) => void (out[lead] = asError(e));
  await Promise.all(
    rows.map(async (r, k) => {
      const w = written[k];
      if (w instanceof Error) return fail(r.lead, w);
      const row = w === 'written' ? r.row : before.get(r);
      if (!row) return fail(r.lead, new Error('delivery row refused as made before, and not found'));
      if (row.status === 'delivered' || row.status === 'failed') return;
      try {
        await enqueueDelivery(row);
        const n = out[r.lead];
        if (typeof n === 'number') out[r.lead] = n + 1;
      } catch (e) {
        fail(r.lead, e);
      }
    }),
  );
  return out;
}
