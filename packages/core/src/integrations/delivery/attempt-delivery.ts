import type { OutboundLead, ProviderAnswer } from '../../platform/integration-provider.js';
import { maybeAdapterOf } from '../adapters.js';
import { settingsFor, type Connection } from '../connections.js';
import { idempotencyKeyOf } from './delivery-rows.js';
import { NOT_DUE, type IntegrationDelivery } from './integration-delivery.entity.js';
import { retryDelaySeconds } from './retry-schedule.js';

/**
 * How long a `sending` claim is honoured. Above the worker's Lambda timeout (60 s) and an
 * adapter's own timeout, so a live attempt is never overtaken; after it, the attempt's worker is
 * taken for dead and the row is due again (sent again under the same idempotency key).
 */
export const ATTEMPT_TIMEOUT_MS = 2 * 60 * 1000;

export type AttemptOutcome = 'no_row' | 'done' | 'not_due' | 'in_flight' | 'rate_limited' | 'claimed_elsewhere' | 'delivered' | 'retry' | 'failed' | 'gone';

const addSeconds = (d: Date, s: number) => new Date(d.getTime() + s * 1000);

/** Whether someone may attempt the row now: pending and due, or a claim old enough to be a dead worker's. */
export function attemptable(row: IntegrationDelivery, now: Date): AttemptOutcome | undefined {
  if (row.status === 'delivered' || row.status === 'failed') return 'done';
  if (row.status === 'pending' && row.nextAttemptAt && Date.parse(row.nextAttemptAt) > now.getTime()) return 'not_due';
  if (row.status === 'sending' && row.claimedAt && Date.parse(row.claimedAt) + ATTEMPT_TIMEOUT_MS > now.getTime()) return 'in_flight';
  return undefined;
}

/** What moves the row to `sending` for its next attempt (written conditioned on the status and attempt read: of two workers only one wins). */
export const claimOf = (row: IntegrationDelivery, now: Date) => ({
  status: 'sending' as const,
  attempt: (row.attempt ?? 0) + 1,
  claimedAt: now.toISOString(),
  dueShard: row.dueShard,
  dueAt: new Date(now.getTime() + ATTEMPT_TIMEOUT_MS).toISOString(),
});

export async function callProvider(conn: Connection, row: IntegrationDelivery, attempt: number, now: Date): Promise<ProviderAnswer> {
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

/**
 * What an attempt came to, as the row's new attributes (written conditioned on still holding this
 * attempt's claim), its outcome and, for a retry, the wait before the next attempt.
 */
export function recordOf(row: IntegrationDelivery, attempt: number, answer: ProviderAnswer, latencyMs: number, now: Date): { set: Partial<IntegrationDelivery>; outcome: AttemptOutcome; delaySeconds?: number } {
  const common = {
    lastAttemptAt: now.toISOString(),
    detail: answer.detail.slice(0, 1000),
    latencyMs: Math.round(latencyMs),
    dueShard: row.dueShard,
    ...(answer.status !== undefined ? { httpStatus: answer.status } : {}),
    ...(answer.providerRef ? { providerRef: answer.providerRef } : {}),
  };
  let delaySeconds: number | undefined;
  if (answer.outcome === 'delivered') return { set: { ...common, status: 'delivered', deliveredAt: now.toISOString(), dueAt: NOT_DUE }, outcome: 'delivered' };
  if (answer.outcome === 'retry' && (delaySeconds = retryDelaySeconds(attempt, answer.retryAfterSeconds)) !== undefined) {
    const at = addSeconds(now, delaySeconds).toISOString();
    return { set: { ...common, status: 'pending', nextAttemptAt: at, dueAt: at, firstFailedAt: row.firstFailedAt ?? now.toISOString() }, outcome: 'retry', delaySeconds };
  }
  const gaveUp = answer.outcome === 'retry' ? ` (gave up after ${attempt} attempts)` : '';
  return {
    set: { ...common, status: 'failed', dueAt: NOT_DUE, firstFailedAt: row.firstFailedAt ?? now.toISOString(), detail: `${common.detail}${gaveUp}`.slice(0, 1000) },
    outcome: answer.outcome === 'retry' ? 'failed' : answer.outcome,
  };
}
