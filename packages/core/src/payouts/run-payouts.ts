import { z } from 'zod';
import { BILLING_ROOTS_SCOPE } from '../billing-runs/billing-run.entity.js';
import { closedMonths } from '../billing-runs/periods.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { queue } from '../platform/queue.js';
import { getCompany } from '../tenancy/companies.js';
import type { Company } from '../tenancy/company.entity.js';
import { firstMonthOf } from './margin.js';
import { agencyPayouts, payAgencyMonth, settlePayout, type PayoutOutcome } from './pay-agency.js';
import { billingRootEntity } from '../billing-runs/billing-run.entity.js';
import { companyEntity } from '../tenancy/company.entity.js';
import { payoutEntity } from './payout.entity.js';

const id = z.string().min(1).max(64);
/** What the 'payouts' queue carries: the daily schedule's run, which puts one message per agency back on it. */
export const payoutMessageSchema = z.discriminatedUnion('kind', [z.object({ kind: z.literal('run') }), z.object({ kind: z.literal('agency'), rootId: id, agencyId: id })]);
export const PAYOUTS_QUEUE = 'payouts';

export type PayoutTally = Partial<Record<PayoutOutcome | 'agencies queued' | 'failed', number>>;

/** Restricts a run to one platform, and optionally to some agencies (tests; a support re-run). */
export interface PayoutScope {
  rootId: string;
  agencyIds?: readonly string[];
}

/** The platforms with billing (the billing runs' list: a platform without campaigns has nothing to pay out). */
async function roots(scope?: PayoutScope): Promise<string[]> {
  if (scope) return [scope.rootId];
  return (await billingRootEntity.query.all({ scope: BILLING_ROOTS_SCOPE }).go({ pages: 'all' })).data.map((r) => r.rootId);
}

const agenciesOf = async (rootId: string) => (await companyEntity.query.byParent({ rootId, parentId: rootId }).go({ pages: 'all' })).data.filter((c) => c.kind === 'agency');

/**
 * One agency: each closed month (oldest first, none before the agency existed) that has no payout
 * yet is fixed and paid; payouts left pending (a stopped run) or held (an account not ready) are
 * paid when they can be. A failed step does not stop the others; it is counted, so the worker has
 * the message delivered again soon (well within the gateway's 24 hours of an idempotency key).
 */
export async function payAgency(agency: Company, clock: Clock, tally: PayoutTally): Promise<void> {
  const count = (o: PayoutOutcome) => (tally[o] = (tally[o] ?? 0) + 1);
  const step = async (what: string, fn: () => Promise<PayoutOutcome>) => {
    try {
      count(await fn());
    } catch (e) {
      tally.failed = (tally.failed ?? 0) + 1;
      console.error(JSON.stringify({ level: 'error', msg: 'payout step failed; the message is tried again', what, error: e instanceof Error ? e.message : String(e) }));
    }
  };
  const rows = await agencyPayouts(agency.rootId, agency.companyId);
  const have = new Set(rows.map((r) => r.month));
  const first = firstMonthOf(agency);
  for (const month of closedMonths(clock.now()).reverse()) {
    if (month < first || have.has(month)) continue;
    await step(`${agency.companyId} ${month}`, () => payAgencyMonth(agency, month, clock));
  }
  for (const r of rows.filter((p) => p.status === 'pending' || p.status === 'held')) await step(`${agency.companyId} ${r.month}`, () => settlePayout(agency, r, clock));
}

/** The payouts run over every platform with billing (or one platform's chosen agencies), in this invocation. */
export async function runPayouts(clock: Clock = systemClock, scope?: PayoutScope): Promise<PayoutTally> {
  const tally: PayoutTally = {};
  for (const rootId of await roots(scope)) {
    for (const agency of await agenciesOf(rootId)) {
      if (scope?.agencyIds && !scope.agencyIds.includes(agency.companyId)) continue;
      await payAgency(agency, clock, tally);
    }
  }
  return tally;
}

/** One message of the payouts worker: the daily run fans out per agency; an agency's message pays it. */
export async function handlePayoutMessage(body: unknown, clock: Clock = systemClock): Promise<PayoutTally> {
  const msg = payoutMessageSchema.parse(body);
  if (msg.kind === 'run') {
    let queued = 0;
    for (const rootId of await roots()) {
      for (const agency of await agenciesOf(rootId)) {
        await queue().send(PAYOUTS_QUEUE, { kind: 'agency', rootId, agencyId: agency.companyId });
        queued += 1;
      }
    }
    return { 'agencies queued': queued };
  }
  const agency = await getCompany(msg.rootId, msg.agencyId);
  if (!agency || agency.kind !== 'agency') return {};
  const tally: PayoutTally = {};
  await payAgency(agency, clock, tally);
  if (tally.failed) throw new Error(`${tally.failed} payout step(s) of agency ${agency.companyId} failed`);
  return tally;
}

/**
 * The reconciliation run's part for payouts: every payout of the last months still pending although
 * its transfer was first asked for before `triedBefore` (a process died between the transfer and
 * marking it paid, or the payouts run left it) is finished now, exactly once: under its key within
 * the gateway's 24 hours, from the gateway's transfer list after that (docs/decisions.md, "Agency payouts").
 * Answers how many became paid.
 */
export async function finishPendingPayouts(triedBefore: Date, clock: Clock = systemClock): Promise<number> {
  let paid = 0;
  const from = closedMonths(clock.now()).at(-1) ?? '';
  for (const rootId of await roots()) {
    const stale = (await payoutEntity.query.byRootMonth({ rootId }).gte({ month: from }).go({ pages: 'all' })).data.filter(
      (p) => p.status === 'pending' && p.attemptedAt !== undefined && p.attemptedAt < triedBefore.toISOString(),
    );
    for (const p of stale) {
      const agency = await getCompany(rootId, p.agencyId);
      if (!agency) continue;
      try {
        if ((await settlePayout(agency, p, clock)) === 'paid') paid += 1;
      } catch (e) {
        console.error(JSON.stringify({ level: 'error', msg: 'pending payout not finished; the next run tries again', payoutId: p.payoutId, error: e instanceof Error ? e.message : String(e) }));
      }
    }
  }
  return paid;
}
