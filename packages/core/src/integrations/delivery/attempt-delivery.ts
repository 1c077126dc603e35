import { performance } from 'node:perf_hooks';
import { isConditionFailure } from '../../db/conditions.js';
import type { OutboundLead, ProviderAnswer } from '../../platform/integration-provider.js';
import { systemClock, type Clock } from '../../platform/clock.js';
import { queue } from '../../platform/queue.js';
import { maybeAdapterOf } from '../adapters.js';
import { ConnectionUnavailable, loadConnection, settingsFor, type Connection } from '../connections.js';
import { INTEGRATION_DELIVERY_QUEUE, type IntegrationDeliveryMessage } from './delivery.contract.js';
import { deliveryMessage, enqueueDelivery, getDelivery, idempotencyKeyOf } from './delivery-rows.js';
import { NOT_DUE, type IntegrationDelivery } from './integration-delivery.entity.js';
import { noteDelivered, noteFailure, disableIntegration } from './endpoint-health.js';
import { takeRateSlot } from './rate-limit.js';
import { retryDelaySeconds, SQS_MAX_DELAY_SECONDS } from './retry-schedule.js';
import { integrationDeliveryEntity } from './integration-delivery.entity.js';

/**
 * How long a `sending` claim is honoured. Above the worker's Lambda timeout (60 s) and an
 * adapter's own timeout, so a live attempt is never overtaken; after it, the attempt's worker is
 * taken for dead and the row is due again (sent again under the same idempotency key).
 */
export const ATTEMPT_TIMEOUT_MS = 2 * 60 * 1000;

export type AttemptOutcome = 'no_row' | 'done' | 'not_due' | 'in_flight' | 'rate_limited' | 'claimed_elsewhere' | 'delivered' | 'retry' | 'failed' | 'gone';

const addSeconds = (d: Date, s: number) => new Date(d.getTime() + s * 1000);

/** Whether someone may attempt the row now: pending and due, or a claim old enough to be a dead worker's. */
function attemptable(row: IntegrationDelivery, now: Date): AttemptOutcome | undefined {
  if (row.status === 'delivered' || row.status === 'failed') return 'done';
  if (row.status === 'pending' && row.nextAttemptAt && Date.parse(row.nextAttemptAt) > now.getTime()) return 'not_due';
  if (row.status === 'sending' && row.claimedAt && Date.parse(row.claimedAt) + ATTEMPT_TIMEOUT_MS > now.getTime()) return 'in_flight';
  return undefined;
}

/** Moves the row to `sending` for this attempt, conditioned on what was read: of two workers only one wins. */
async function claim(row: IntegrationDelivery, now: Date): Promise<number | undefined> {
  const attempt = (row.attempt ?? 0) + 1;
  try {
    await integrationDeliveryEntity.patch({ rootId: row.rootId, integrationId: row.integrationId, leadId: row.leadId })
      .set({ status: 'sending', attempt, claimedAt: now.toISOString(), dueShard: row.dueShard, dueAt: new Date(now.getTime() + ATTEMPT_TIMEOUT_MS).toISOString() })
      .where((a, op) => `${op.eq(a.status, row.status)} AND ${op.eq(a.attempt, row.attempt ?? 0)}`)
      .go({ response: 'none' });
    return attempt;
  } catch (e) {
    if (isConditionFailure(e)) return undefined;
    throw e;
  }
}

async function callProvider(conn: Connection, row: IntegrationDelivery, attempt: number, now: Date): Promise<ProviderAnswer> {
  const adapter = maybeAdapterOf(conn.integration.type);
  if (!adapter) return { outcome: 'failed', detail: 'This integration is not available yet' };
  const credentials = adapter.credentialsSchema.safeParse(conn.credentials);
  const settings = adapter.settingsSchema.safeParse(settingsFor(conn.integration, row.campaignId));
  if (!credentials.success) return { outcome: 'failed', detail: 'The connection is missing credentials; reconnect it.' };
  if (!settings.success) return { outcome: 'failed', detail: "The campaign's settings for this integration are incomplete." };
  const lead = JSON.parse(row.leadJson) as OutboundLead;
  try {
    return await adapter.deliver({ credentials: credentials.data, settings: settings.data, lead, idempotencyKey: idempotencyKeyOf(row), now, repeated: attempt > 1 || (row.replays ?? 0) > 0 });
  } catch (e) {
    return { outcome: 'retry', detail: `The call failed: ${(e as Error).message}`.slice(0, 500) };
  }
}

/** Writes what the attempt came to, conditioned on still holding this attempt's claim. */
async function record(row: IntegrationDelivery, attempt: number, answer: ProviderAnswer, latencyMs: number, now: Date): Promise<{ outcome: AttemptOutcome; delaySeconds?: number }> {
  const common = {
    lastAttemptAt: now.toISOString(),
    detail: answer.detail.slice(0, 1000),
    latencyMs: Math.round(latencyMs),
    dueShard: row.dueShard,
    ...(answer.status !== undefined ? { httpStatus: answer.status } : {}),
    ...(answer.providerRef ? { providerRef: answer.providerRef } : {}),
  };
  let next: Partial<IntegrationDelivery>;
  let outcome: AttemptOutcome = answer.outcome;
  let delaySeconds: number | undefined;
  if (answer.outcome === 'delivered') {
    next = { status: 'delivered', deliveredAt: now.toISOString(), dueAt: NOT_DUE };
  } else if (answer.outcome === 'retry' && (delaySeconds = retryDelaySeconds(attempt, answer.retryAfterSeconds)) !== undefined) {
    const at = addSeconds(now, delaySeconds).toISOString();
    next = { status: 'pending', nextAttemptAt: at, dueAt: at, firstFailedAt: row.firstFailedAt ?? now.toISOString() };
  } else {
    outcome = answer.outcome === 'retry' ? 'failed' : answer.outcome;
    const gaveUp = answer.outcome === 'retry' ? ` (gave up after ${attempt} attempts)` : '';
    next = { status: 'failed', dueAt: NOT_DUE, firstFailedAt: row.firstFailedAt ?? now.toISOString(), detail: `${common.detail}${gaveUp}`.slice(0, 1000) };
  }
  try {
    await integrationDeliveryEntity.patch({ rootId: row.rootId, integrationId: row.integrationId, leadId: row.leadId })
      .set({ ...common, ...next })
      .where((a, op) => `${op.eq(a.status, 'sending')} AND ${op.eq(a.attempt, attempt)}`)
      .go({ response: 'none' });
  } catch (e) {
    // A later attempt took the row over (this one outlived its claim): its record stands.
    if (isConditionFailure(e)) return { outcome: 'claimed_elsewhere' };
    throw e;
  }
  return { outcome, ...(delaySeconds !== undefined ? { delaySeconds } : {}) };
}

/**
 * The 'integration-delivery' worker's step for one (lead, integration) (docs/decisions.md, "Leads
 * out: integrations and delivery", Delivery): read the row, take a slot of the connection's rate
 * limit (a full window puts the message back, it is not a failure), claim the row, call the
 * adapter under the stable idempotency key, record the answer. A retry within SQS's 15 minutes
 * goes back on the queue delayed; a longer one waits in the row for the minute sweep.
 */
export async function attemptDelivery(m: Pick<IntegrationDeliveryMessage, 'rootId' | 'integrationId' | 'leadId'>, clock: Clock = systemClock): Promise<AttemptOutcome> {
  const row = await getDelivery(m.rootId, m.integrationId, m.leadId);
  if (!row) return 'no_row';
  const blocked = attemptable(row, clock.now());
  if (blocked) return blocked;

  let conn: Connection;
  try {
    conn = await loadConnection(m.rootId, m.integrationId, clock);
  } catch (e) {
    if (!(e instanceof ConnectionUnavailable)) throw e;
    return finish(row, { outcome: e.retryable ? 'retry' : 'failed', detail: e.message }, 0, clock);
  }
  const adapter = maybeAdapterOf(conn.integration.type);
  if (adapter) {
    const slot = await takeRateSlot(m.rootId, m.integrationId, adapter.rateLimit, clock.now());
    if (!slot.ok) {
      await queue().send(INTEGRATION_DELIVERY_QUEUE, deliveryMessage(row), { delaySeconds: slot.waitSeconds });
      return 'rate_limited';
    }
  }
  const started = clock.now();
  const attempt = await claim(row, started);
  if (attempt === undefined) return 'claimed_elsewhere';
  const t0 = performance.now();
  const answer = await callProvider(conn, row, attempt, started);
  const latency = performance.now() - t0;
  const done = await record({ ...row, status: 'sending', attempt }, attempt, answer, latency, clock.now());
  await afterRecord(row, done.outcome, answer, done.delaySeconds, clock);
  return done.outcome;
}

/** An attempt that never reached the provider (the connection is gone or its refresh failed): recorded under a claim too. */
async function finish(row: IntegrationDelivery, answer: ProviderAnswer, latency: number, clock: Clock): Promise<AttemptOutcome> {
  const attempt = await claim(row, clock.now());
  if (attempt === undefined) return 'claimed_elsewhere';
  const done = await record({ ...row, status: 'sending', attempt }, attempt, answer, latency, clock.now());
  await afterRecord(row, done.outcome, answer, done.delaySeconds, clock);
  return done.outcome;
}

async function afterRecord(row: IntegrationDelivery, outcome: AttemptOutcome, answer: ProviderAnswer, delaySeconds: number | undefined, clock: Clock): Promise<void> {
  if (outcome === 'retry' && delaySeconds !== undefined && delaySeconds <= SQS_MAX_DELAY_SECONDS) await enqueueDelivery(row, delaySeconds);
  // An endpoint that answers 410 asked to be disabled, test send or not; test sends do not count towards a run of failures.
  if (outcome === 'gone') await disableIntegration(row.rootId, row.integrationId, `The endpoint answered 410 Gone (${clock.now().toISOString()}).`, clock);
  if (row.test) return;
  if (outcome === 'delivered') await noteDelivered(row.rootId, row.integrationId);
  if (outcome === 'retry' || outcome === 'failed') await noteFailure(row.rootId, row.integrationId, answer.detail, clock);
}
