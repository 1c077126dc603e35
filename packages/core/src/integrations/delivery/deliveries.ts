import type { Actor } from '../../access/actor.js';
import { isConditionFailure } from '../../db/conditions.js';
import type { OutboundLead } from '../../platform/integration-provider.js';
import { systemClock, type Clock } from '../../platform/clock.js';
import { newId } from '../../platform/ids.js';
import { badRequest, conflict, notFound } from '../../shared/errors.js';
import { scopedIntegration } from '../access.js';
import { attemptDelivery } from './attempt-deliveries.js';
import { enqueueDelivery, getDelivery, openDelivery } from './delivery-rows.js';
import { DELIVERY_NOT_FOUND, ONLY_FAILED_REPLAYED, REPLAY_QUEUED, type DeliveriesAnswer, type DeliveryRow } from './deliveries.contract.js';
import type { DeliveryStatus } from './delivery.contract.js';
import type { IntegrationDelivery } from './integration-delivery.entity.js';
import { integrationDeliveryEntity } from './integration-delivery.entity.js';
import { campaignEntity } from '../../campaigns/campaign.entity.js';

export function deliveryRow(r: IntegrationDelivery): DeliveryRow {
  let email: string | undefined;
  try {
    email = (JSON.parse(r.leadJson) as OutboundLead).email;
  } catch {
    email = undefined;
  }
  return {
    id: r.leadId,
    status: r.status,
    at: r.lastAttemptAt ?? r.createdAt,
    lead: email ?? r.leadId,
    test: r.test,
    attempts: r.attempt ?? 0,
    ...(r.latencyMs !== undefined ? { latencyMs: r.latencyMs } : {}),
    ...(r.httpStatus !== undefined ? { httpStatus: r.httpStatus } : {}),
    ...(r.detail ? { detail: r.detail } : {}),
    ...(r.status === 'pending' && r.nextAttemptAt ? { nextAttemptAt: r.nextAttemptAt } : {}),
    ...(r.deliveredAt ? { deliveredAt: r.deliveredAt } : {}),
  };
}

const encodeCursor = (c: string | null | undefined) => (c ? Buffer.from(c, 'utf8').toString('base64url') : null);
const decodeCursor = (c: string | undefined) => (c ? Buffer.from(c, 'base64url').toString('utf8') : undefined);

/**
 * GET /api/integrations/{companyId}/{integrationId}/deliveries: the log, newest first, a page at a time, by
 * status if asked (a filtered page may hold fewer rows than asked for; `next` says whether more
 * follow). Who may read it: whoever may read the integration.
 */
export async function listDeliveries(actor: Actor, companyId: string, integrationId: string, query: { status?: DeliveryStatus | undefined; cursor?: string | undefined; per_page: number }): Promise<DeliveriesAnswer> {
  await scopedIntegration(actor, companyId, integrationId, 'read');
  const cursor = decodeCursor(query.cursor);
  const q = integrationDeliveryEntity.query.byIntegration({ rootId: actor.rootId, integrationId });
  const filtered = query.status ? q.where((a, op) => op.eq(a.status, query.status as DeliveryStatus)) : q;
  const res = await filtered.go({ order: 'desc', limit: query.per_page, ...(cursor ? { cursor } : {}) }).catch((e: unknown) => {
    if (cursor) throw badRequest('The cursor is not valid.');
    throw e;
  });
  return { rows: res.data.map(deliveryRow), next: encodeCursor(res.cursor) };
}

/** A sample lead, as a campaign's would look, marked test. */
async function sampleLead(rootId: string, campaignId: string | undefined, now: Date): Promise<OutboundLead> {
  const c = campaignId ? (await campaignEntity.get({ rootId, campaignId }).go()).data : undefined;
  return {
    leadId: `test-${newId()}`,
    campaignId: c?.campaignId ?? 'sample',
    campaignRef: c?.leadspeekApiId ?? '0000000',
    campaignName: c?.campaignName ?? 'Sample campaign',
    module: c?.leadspeekType ?? 'local',
    test: true,
    receivedAt: now.toISOString(),
    email: 'jane.sample@example.com',
    first_name: 'Jane',
    last_name: 'Sample',
    phone: '5125550100',
    address: '100 Congress Ave',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    company_name: 'Sample Co',
    job_title: 'Owner',
    keyword: 'fresh bread',
    url: 'https://example.com/',
  };
}

/**
 * POST /api/integrations/{companyId}/{integrationId}/test: a sample lead sent now, through the same row,
 * adapter and rules as a real one (a failure is retried like any), answered with its log line.
 * Only the company's own users, as for every change to its integrations.
 */
export async function sendTestDelivery(actor: Actor, companyId: string, integrationId: string, clock: Clock = systemClock): Promise<DeliveryRow> {
  const { integration } = await scopedIntegration(actor, companyId, integrationId, 'manage');
  const lead = await sampleLead(actor.rootId, integration.campaignIds[0], clock.now());
  await openDelivery({ rootId: actor.rootId, integrationId, companyId: integration.companyId, type: integration.type, lead, now: clock.now() });
  await attemptDelivery({ rootId: actor.rootId, integrationId, leadId: lead.leadId }, clock);
  const row = await getDelivery(actor.rootId, integrationId, lead.leadId);
  if (!row) throw notFound(DELIVERY_NOT_FOUND);
  return deliveryRow(row);
}

/**
 * POST /api/integrations/{companyId}/{integrationId}/deliveries/{deliveryId}/replay: a failed delivery made
 * pending again with a fresh retry schedule (conditioned on `failed`, so a double click replays
 * once) and queued now, under the same idempotency key as before.
 */
export async function replayDelivery(actor: Actor, companyId: string, integrationId: string, deliveryId: string, clock: Clock = systemClock) {
  await scopedIntegration(actor, companyId, integrationId, 'manage');
  const row = await getDelivery(actor.rootId, integrationId, deliveryId);
  if (!row) throw notFound(DELIVERY_NOT_FOUND);
  if (row.status !== 'failed') {
    if (row.status === 'pending' && (row.replays ?? 0) > 0) return { result: 'success' as const, message: REPLAY_QUEUED };
    throw conflict(ONLY_FAILED_REPLAYED);
  }
  const now = clock.now().toISOString();
  try {
    await integrationDeliveryEntity.patch({ rootId: actor.rootId, integrationId, leadId: deliveryId })
      .set({ status: 'pending', attempt: 0, nextAttemptAt: now, dueShard: row.dueShard, dueAt: now, replays: (row.replays ?? 0) + 1 })
      .where((a, op) => `${op.eq(a.status, 'failed')} AND ${op.eq(a.replays, row.replays ?? 0)}`)
      .go({ response: 'none' });
  } catch (e) {
    // A concurrent replay of the same click won: it queued the delivery.
    if (isConditionFailure(e)) return { result: 'success' as const, message: REPLAY_QUEUED };
    throw e;
  }
  await enqueueDelivery(row);
  return { result: 'success' as const, message: REPLAY_QUEUED };
}
