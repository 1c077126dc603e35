import { createHash } from 'node:crypto';
import { isConditionFailure } from '../../db/conditions.js';
import type { IntegrationType, OutboundLead } from '../../platform/integration-provider.js';
import { queue } from '../../platform/queue.js';
import { INTEGRATION_DELIVERY_QUEUE, type IntegrationDeliveryMessage } from './delivery.contract.js';
import type { IntegrationDelivery } from './integration-delivery.entity.js';
import { integrationDeliveryEntity } from './integration-delivery.entity.js';

/** Partitions of the due index the minute sweep reads (so one busy hour is not one hot partition). */
export const DUE_SHARDS = 16;

export const dueShardOf = (leadId: string, integrationId: string): string =>
  String(createHash('sha1').update(`${leadId}:${integrationId}`).digest()[0] as number % DUE_SHARDS);

/** The stable key of one (lead, integration): the provider's idempotency key and the webhook-id. */
export const idempotencyKeyOf = (d: Pick<IntegrationDelivery, 'leadId' | 'integrationId'>): string => `${d.leadId}:${d.integrationId}`;

export const deliveryMessage = (d: Pick<IntegrationDelivery, 'rootId' | 'integrationId' | 'leadId'>): IntegrationDeliveryMessage => ({
  kind: 'integration.delivery',
  version: 1,
  rootId: d.rootId,
  integrationId: d.integrationId,
  leadId: d.leadId,
});

export const enqueueDelivery = (d: Pick<IntegrationDelivery, 'rootId' | 'integrationId' | 'leadId'>, delaySeconds = 0) =>
  queue().send(INTEGRATION_DELIVERY_QUEUE, deliveryMessage(d), delaySeconds > 0 ? { delaySeconds: Math.ceil(delaySeconds) } : undefined);

export async function getDelivery(rootId: string, integrationId: string, leadId: string): Promise<IntegrationDelivery | undefined> {
  return (await integrationDeliveryEntity.get({ rootId, integrationId, leadId }).go({ consistent: true })).data ?? undefined;
}

/** A (lead, integration) row as the fan-out makes it: pending and due now. */
export function newDeliveryRow(input: { rootId: string; integrationId: string; companyId: string; type: IntegrationType; lead: OutboundLead; now: Date }): IntegrationDelivery {
  const { rootId, integrationId, lead, now } = input;
  return {
    rootId,
    integrationId,
    leadId: lead.leadId,
    companyId: input.companyId,
    campaignId: lead.campaignId,
    integrationType: input.type,
    test: lead.test,
    createdAt: now.toISOString(),
    leadJson: JSON.stringify(lead),
    status: 'pending',
    attempt: 0,
    replays: 0,
    dueShard: dueShardOf(lead.leadId, integrationId),
    dueAt: now.toISOString(),
  };
}

/**
 * Makes the (lead, integration) row once, pending and due now; answers the row (the existing one
 * when it was made before, e.g. by an earlier receive of the same lead message).
 */
export async function openDelivery(input: Parameters<typeof newDeliveryRow>[0]): Promise<{ row: IntegrationDelivery; created: boolean }> {
  const row = newDeliveryRow(input);
  try {
    await integrationDeliveryEntity.create(row).go();
    return { row, created: true };
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
    const existing = await getDelivery(row.rootId, row.integrationId, row.leadId);
    if (!existing) throw e;
    return { row: existing, created: false };
  }
}
