import { performance } from 'node:perf_hooks';
import { createWriteTransaction } from 'electrodb';
import { coalescingReader, entityGetter } from '../../db/batch-get.js';
import { runTransaction, type TxOf } from '../../db/transaction.js';
import { writeTogether } from '../../db/write-together.js';
import type { ProviderAnswer } from '../../platform/integration-provider.js';
import { systemClock, type Clock } from '../../platform/clock.js';
import { mapLimit } from '../../platform/concurrency.js';
import { maybeAdapterOf } from '../adapters.js';
import { ConnectionUnavailable, openConnection, type Connection } from '../connections.js';
import { integrationEntity, type Integration } from '../integration.entity.js';
import type { IntegrationDeliveryMessage } from './delivery.contract.js';
import { enqueueDelivery } from './delivery-rows.js';
import { attemptable, callProvider, claimOf, recordOf, type AttemptOutcome } from './attempt-delivery.js';
import { deliveryHealthEntity, integrationDeliveryEntity, type DeliveryHealth, type IntegrationDelivery } from './integration-delivery.entity.js';
import { disableIntegration, endFailureRun, noteFailure } from './endpoint-health.js';
import { takeRateSlots } from './rate-limit.js';
import { SQS_MAX_DELAY_SECONDS } from './retry-schedule.js';

type DeliveryKey = Pick<IntegrationDeliveryMessage, 'rootId' | 'integrationId' | 'leadId'>;
type Answer = AttemptOutcome | Error;
type Call = (row: IntegrationDelivery, attempt: number, at: Date) => Promise<ProviderAnswer>;
type Recorded = ReturnType<typeof recordOf> & { row: IntegrationDelivery; attempt: number; answer: ProviderAnswer };

/** Provider calls of one batch under way at once (each call has the adapter's own timeout). */
const CALL_LANES = 25;

const rowKey = (k: DeliveryKey) => `${k.rootId} ${k.integrationId} ${k.leadId}`;
const endpointKey = (k: Pick<DeliveryKey, 'rootId' | 'integrationId'>) => `${k.rootId} ${k.integrationId}`;
const keyOf = (r: IntegrationDelivery) => ({ rootId: r.rootId, integrationId: r.integrationId, leadId: r.leadId });
const asError = (e: unknown) => (e instanceof Error ? e : new Error(String(e)));

/**
 * A worker batch of (lead, integration) attempts, handled together (docs/decisions.md, "Leads out:
 * integrations and delivery", Delivery): the rows, their integrations and the endpoints' runs of
 * failures are read in one BatchGetItem round; per endpoint the connection is opened once and the
 * rate window taken once for all its rows (those over it are put back for the window's rest,
 * counting no attempt); the claims, then the results, are written a transaction per 100 rows, each
 * row conditioned on the status and attempt it was read with, so a redelivered or concurrent
 * message sends nothing twice. The provider is called for claimed rows only, 25 at a time. One
 * endpoint's failure (an error, a refusal) answers for its own rows alone. A success reads no health:
 * the run of failures read with the rows is ended only if there was one. Answers one outcome or
 * error per message, in order.
 */
export async function attemptDeliveries(messages: readonly DeliveryKey[], clock: Clock = systemClock): Promise<PromiseSettledResult<AttemptOutcome>[]> {
  const unique = [...new Map(messages.map((m) => [rowKey(m), m] as const)).values()];
  const endpoints = [...new Map(unique.map((m) => [endpointKey(m), m] as const)).values()];
  const read = coalescingReader();
  const consistent = { consistent: true };
  const [rows, integrations, healths] = await Promise.all([
    Promise.all(unique.map((k) => read(entityGetter<IntegrationDelivery>(integrationDeliveryEntity, keyOf(k as IntegrationDelivery)), consistent))),
    Promise.all(endpoints.map((e) => read(entityGetter<Integration>(integrationEntity, { rootId: e.rootId, integrationId: e.integrationId }), consistent))),
    Promise.all(endpoints.map((e) => read(entityGetter<DeliveryHealth>(deliveryHealthEntity, { rootId: e.rootId, integrationId: e.integrationId }), consistent))),
  ]);

  const now = clock.now();
  const answers = new Map<string, Answer>();
  const due = new Map<string, IntegrationDelivery[]>(endpoints.map((e) => [endpointKey(e), []]));
  unique.forEach((k, i) => {
    const row = rows[i];
    const blocked = row ? attemptable(row, now) : 'no_row';
    if (blocked) answers.set(rowKey(k), blocked);
    else due.get(endpointKey(k))?.push(row as IntegrationDelivery);
  });
  await Promise.all(
    endpoints.map(async (e, i) => {
      const list = due.get(endpointKey(e)) ?? [];
      if (list.length === 0) return;
      const result = await attemptEndpoint(list, integrations[i], healths[i], clock).catch((err: unknown) => new Map(list.map((r) => [rowKey(r), asError(err)])));
      for (const [k, v] of result) answers.set(k, v);
    }),
  );
  // A message twice in one batch is answered as its first copy: the row was attempted once.
  return messages.map((m) => {
    const a = answers.get(rowKey(m)) ?? new Error('delivery attempt left unanswered');
    return a instanceof Error ? { status: 'rejected', reason: a } : { status: 'fulfilled', value: a };
  });
}

/** The 'integration-delivery' worker's step for one (lead, integration): a batch of one (a test send and a replay take it too). */
export async function attemptDelivery(m: DeliveryKey, clock: Clock = systemClock): Promise<AttemptOutcome> {
  const [outcome] = await attemptDeliveries([m], clock);
  if (outcome?.status !== 'fulfilled') throw outcome?.reason ?? new Error('delivery attempt left unanswered');
  return outcome.value;
}

/** One endpoint's due rows of the batch: its connection opened once, its rate window taken once. */
async function attemptEndpoint(rows: IntegrationDelivery[], integration: Integration | undefined, health: DeliveryHealth | undefined, clock: Clock): Promise<Map<string, Answer>> {
  let conn: Connection;
  try {
    conn = await openConnection(integration, clock);
  } catch (e) {
    if (!(e instanceof ConnectionUnavailable)) throw e;
    // Never reached the provider (the connection is gone or its refresh failed): recorded under a claim all the same.
    const answer: ProviderAnswer = { outcome: e.retryable ? 'retry' : 'failed', detail: e.message };
    return attemptRows(rows, async () => answer, health, clock);
  }
  const answers = new Map<string, Answer>();
  let go = rows;
  const adapter = maybeAdapterOf(conn.integration.type);
  const first = rows[0] as IntegrationDelivery;
  if (adapter) {
    const slots = await takeRateSlots(first.rootId, first.integrationId, adapter.rateLimit, rows.length, clock.now());
    go = rows.slice(0, slots.taken);
    // Over the window a delivery waits for its rest; it is not a failure and counts no attempt.
    await Promise.all(rows.slice(slots.taken).map(async (r) => answers.set(rowKey(r), await enqueueDelivery(r, slots.waitSeconds).then(() => 'rate_limited' as const, asError))));
  }
  for (const [k, v] of await attemptRows(go, (row, attempt, at) => callProvider(conn, row, attempt, at), health, clock)) answers.set(k, v);
  return answers;
}

type DeliveryTx = TxOf<{ delivery: typeof integrationDeliveryEntity }>['delivery'];

/** Each item's conditioned write of its delivery row, a transaction per 100 (`writeTogether`). */
const patchTogether = <T>(items: readonly T[], write: (d: DeliveryTx, item: T) => ReturnType<ReturnType<DeliveryTx['create']>['commit']>) =>
  writeTogether(items, (group) => runTransaction(() => createWriteTransaction({ delivery: integrationDeliveryEntity }, ({ delivery }) => group.map((item) => write(delivery, item))).go()));

/** Claims the rows together, calls the provider for those claimed, records the answers together. */
async function attemptRows(rows: IntegrationDelivery[], call: Call, health: DeliveryHealth | undefined, clock: Clock): Promise<Map<string, Answer>> {
  const out = new Map<string, Answer>();
  if (rows.length === 0) return out;
  const started = clock.now();
  const claimed = await patchTogether(rows, (d, row) =>
    d.patch(keyOf(row)).set(claimOf(row, started)).where((a, op) => `${op.eq(a.status, row.status)} AND ${op.eq(a.attempt, row.attempt ?? 0)}`).commit(),
  );
  const held: IntegrationDelivery[] = [];
  rows.forEach((row, i) => {
    const w = claimed[i];
    if (w === 'written') held.push(row);
    else out.set(rowKey(row), w === 'refused' ? 'claimed_elsewhere' : (w ?? new Error('claim left unanswered')));
  });
  const results = await mapLimit(held, CALL_LANES, async (row): Promise<Recorded> => {
    const attempt = claimOf(row, started).attempt;
    const t0 = performance.now();
    const answer = await call(row, attempt, started);
    return { ...recordOf({ ...row, status: 'sending', attempt }, attempt, answer, performance.now() - t0, clock.now()), row, attempt, answer };
  });
  const recorded = await patchTogether(results, (d, r) =>
    d.patch(keyOf(r.row)).set(r.set).where((a, op) => `${op.eq(a.status, 'sending')} AND ${op.eq(a.attempt, r.attempt)}`).commit(),
  );
  const settled: Recorded[] = [];
  results.forEach((r, i) => {
    const w = recorded[i];
    // Refused: a later attempt took the row over (this one outlived its claim), and its record stands.
    if (w === 'written') settled.push(r);
    out.set(rowKey(r.row), w === 'written' ? r.outcome : w === 'refused' ? 'claimed_elsewhere' : (w ?? new Error('record left unanswered')));
  });
  await afterRecords(settled, health, clock);
  return out;
}

/** Retries within SQS's delay queued again; the endpoint's health moved once for the batch. */
async function afterRecords(settled: Recorded[], health: DeliveryHealth | undefined, clock: Clock): Promise<void> {
  await Promise.all(settled.filter((r) => r.outcome === 'retry' && r.delaySeconds !== undefined && r.delaySeconds <= SQS_MAX_DELAY_SECONDS).map((r) => enqueueDelivery(r.row, r.delaySeconds)));
  const first = settled[0]?.row;
  if (!first) return;
  const { rootId, integrationId } = first;
  // An endpoint that answers 410 asked to be disabled, test send or not.
  if (settled.some((r) => r.outcome === 'gone')) await disableIntegration(rootId, integrationId, `The endpoint answered 410 Gone (${clock.now().toISOString()}).`, clock);
  // Test sends do not count towards a run of failures.
  const counted = settled.filter((r) => !r.row.test);
  if (health && counted.some((r) => r.outcome === 'delivered')) await endFailureRun(rootId, integrationId);
  const failed = counted.filter((r) => r.outcome === 'retry' || r.outcome === 'failed').at(-1);
  if (failed) await noteFailure(rootId, integrationId, failed.answer.detail, clock);
}
