import { z } from 'zod';
import { systemClock, type Clock } from '../platform/clock.js';
import { settleInterruptedEvents } from '../payments/settle-billing-events.js';
import { mapLimit } from '../platform/concurrency.js';
import { queue } from '../platform/queue.js';
import { getCompany } from '../tenancy/companies.js';
import type { Company } from '../tenancy/company.entity.js';
import { BILLING_ROOTS_SCOPE } from './billing-run.entity.js';
import type { RunOutcome } from './charge-run.js';
import { enforceFailedRunInvoices } from './failed-charge.js';
import { billMinimumSpend, rootMinimumSpend, type MinimumSpend } from './minimum-spend.js';
import { billPeriod } from './period-bill.js';
import { closedMonths, closedPeriods, periodDays } from './periods.js';
import { settlePendingSetupFees } from './setup-fee.js';
import { billSubscription, endSubscriptionIfDue } from '../subscriptions/subscription-bill.js';
import { companyEntity } from '../tenancy/company.entity.js';
import { billingRootEntity } from './billing-run.entity.js';

const id = z.string().min(1).max(64);
/**
 * What the 'billing-runs' queue carries: the daily schedule's run (the schedule adds its name and
 * time), which puts one message per agency on the same queue, so each agency's tree is billed in
 * its own invocation (a platform of any size stays within a worker's time limit).
 */
export const billingRunMessageSchema = z.discriminatedUnion('kind', [z.object({ kind: z.literal('run') }), z.object({ kind: z.literal('agency'), rootId: id, agencyId: id })]);
export type BillingRunMessage = z.infer<typeof billingRunMessageSchema>;
export const BILLING_RUNS_QUEUE = 'billing-runs';
/** Clients of one agency billed at once. */
const CLIENT_LANES = 4;

/** Restricts a run to one platform, and optionally to some companies (tests; a support re-run). */
export interface RunScope {
  rootId: string;
  companyIds?: readonly string[];
}

export type RunTally = Partial<Record<RunOutcome | 'none' | 'agencies queued', number>>;

async function children(rootId: string, parentId: string): Promise<Company[]> {
  return (await companyEntity.query.byParent({ rootId, parentId }).go({ pages: 'all' })).data;
}

async function roots(scope?: RunScope): Promise<string[]> {
  if (scope) return [scope.rootId];
  return (await billingRootEntity.query.all({ scope: BILLING_ROOTS_SCOPE }).go({ pages: 'all' })).data.map((r) => r.rootId);
}

const agenciesOf = async (rootId: string) => (await children(rootId, rootId)).filter((c) => c.kind === 'agency');

/** The closed periods a company may owe: none that ended before it existed. */
const periodsOf = (c: Company, now: Date) => [...closedPeriods(now, 'W'), ...closedPeriods(now, 'M')].filter((p) => periodDays(p).last >= c.createdAt.slice(0, 10));

/**
 * One agency's tree: each client's closed periods not yet billed (leads accrued and platform fees),
 * set-up fees a stopped request left pending, then the agency's own periods (manual bill) and its
 * minimum spend for the closed months (after the periods, so their fees count), a manual bill off
 * whose settle a stopped request left pending, its subscription (the periods due, in advance; once
 * a cancelled one reaches its end, its clients' campaigns stop), and the pause-or-run choice for
 * run invoices that failed after their run. Every step is idempotent by its run key; a payer's
 * failure does not stop the others (the next run tries it again).
 */
async function billAgencyTree(agency: Company, minimum: MinimumSpend, clock: Clock, tally: RunTally, inScope: (c: Company) => boolean): Promise<void> {
  const now = clock.now();
  const step = async (what: string, fn: () => Promise<RunOutcome | 'none' | number>) => {
    try {
      const o = await fn();
      if (typeof o === 'string') tally[o] = (tally[o] ?? 0) + 1;
    } catch (e) {
      console.error(JSON.stringify({ level: 'error', msg: 'billing run step failed; the next run tries again', what, error: e instanceof Error ? e.message : String(e) }));
    }
  };
  // Each client is a payer of its own (its own run keys and invoices): CLIENT_LANES are billed side by
  // side, each one's steps in order, so an agency of thousands of clients fits the worker's time
  // (docs/decisions.md, "Billing runs").
  const clients = (await children(agency.rootId, agency.companyId)).filter((c) => c.kind === 'client' && inScope(c));
  await mapLimit(clients, CLIENT_LANES, async (client) => {
    for (const period of periodsOf(client, now)) await step(`${client.companyId} ${period}`, () => billPeriod(client, agency, period, clock));
    await step(`${client.companyId} set-up fees`, () => settlePendingSetupFees(client.rootId, client.companyId, clock));
    await step(`${client.companyId} failed invoices`, () => enforceFailedRunInvoices(client, clock));
  });
  if (!inScope(agency)) return;
  await step(`${agency.companyId} billing events left pending`, () => settleInterruptedEvents(agency.rootId, agency.companyId, clock));
  for (const period of periodsOf(agency, now)) await step(`${agency.companyId} ${period}`, () => billPeriod(agency, agency, period, clock));
  await step(`${agency.companyId} subscription`, () => billSubscription(agency, clock));
  await step(`${agency.companyId} subscription end`, async () => ((await endSubscriptionIfDue(agency, clock)) ? 1 : 'none'));
  if (minimum.on) for (const month of closedMonths(now)) await step(`${agency.companyId} minimum ${month}`, () => billMinimumSpend(agency, month, minimum, clock));
  await step(`${agency.companyId} failed invoices`, () => enforceFailedRunInvoices(agency, clock));
}

/**
 * The billing run over every platform with campaigns (or one platform's chosen companies), in this
 * invocation: each agency's tree as `billAgencyTree` says. Running it twice, or two at once,
 * charges nothing twice.
 */
export async function runBilling(clock: Clock = systemClock, scope?: RunScope): Promise<RunTally> {
  const tally: RunTally = {};
  const inScope = (c: Company) => !scope?.companyIds || scope.companyIds.includes(c.companyId);
  for (const rootId of await roots(scope)) {
    const minimum = await rootMinimumSpend(rootId);
    for (const agency of await agenciesOf(rootId)) await billAgencyTree(agency, minimum, clock, tally, inScope);
  }
  return tally;
}

/** One message of the billing-runs worker: the daily run fans out per agency; an agency's message bills its tree. */
export async function handleBillingRunMessage(body: unknown, clock: Clock = systemClock): Promise<RunTally> {
  const msg = billingRunMessageSchema.parse(body);
  if (msg.kind === 'run') {
    let queued = 0;
    for (const rootId of await roots()) {
      for (const agency of await agenciesOf(rootId)) {
        await queue().send(BILLING_RUNS_QUEUE, { kind: 'agency', rootId, agencyId: agency.companyId });
        queued += 1;
      }
    }
    return { 'agencies queued': queued };
  }
  const agency = await getCompany(msg.rootId, msg.agencyId);
  if (!agency || agency.kind !== 'agency') return {};
  const tally: RunTally = {};
  await billAgencyTree(agency, await rootMinimumSpend(msg.rootId), clock, tally, () => true);
  return tally;
}
