import { z } from 'zod';
import { db } from '../db/service.js';
import { systemClock, type Clock } from '../platform/clock.js';
import type { Company } from '../tenancy/company.entity.js';
import { BILLING_ROOTS_SCOPE } from './billing-run.entity.js';
import type { RunOutcome } from './charge-run.js';
import { enforceFailedRunInvoices } from './failed-charge.js';
import { billMinimumSpend, rootMinimumSpend } from './minimum-spend.js';
import { billPeriod } from './period-bill.js';
import { closedMonths, closedPeriods, periodDays } from './periods.js';
import { settlePendingSetupFees } from './setup-fee.js';

/** What the 'billing-runs' queue carries: the daily schedule's run (the schedule adds its name and time). */
export const billingRunMessageSchema = z.object({ kind: z.literal('run') });
export type BillingRunMessage = z.infer<typeof billingRunMessageSchema>;
export const BILLING_RUNS_QUEUE = 'billing-runs';

/** Restricts a run to one platform, and optionally to some companies (tests; a support re-run). */
export interface RunScope {
  rootId: string;
  companyIds?: readonly string[];
}

export type RunTally = Partial<Record<RunOutcome | 'none', number>>;

async function children(rootId: string, parentId: string): Promise<Company[]> {
  return (await db().entities.company.query.byParent({ rootId, parentId }).go({ pages: 'all' })).data;
}

async function roots(scope?: RunScope): Promise<string[]> {
  if (scope) return [scope.rootId];
  return (await db().entities.billingRoot.query.all({ scope: BILLING_ROOTS_SCOPE }).go({ pages: 'all' })).data.map((r) => r.rootId);
}

/** The closed periods a company may owe: none that ended before it existed. */
const periodsOf = (c: Company, now: Date) => [...closedPeriods(now, 'W'), ...closedPeriods(now, 'M')].filter((p) => periodDays(p).last >= c.createdAt.slice(0, 10));

/**
 * The daily billing run, over every platform with campaigns: each client's and each agency's
 * closed periods not yet billed (leads accrued and platform fees), set-up fees a stopped request
 * left pending, then each agency's minimum spend for the closed months (after the periods, so
 * their fees count), and the pause-or-run choice for run invoices that failed after their run. Every step is idempotent by its run key: running it twice, or two at once,
 * charges nothing twice. A payer's failure does not stop the others.
 */
export async function runBilling(clock: Clock = systemClock, scope?: RunScope): Promise<RunTally> {
  const now = clock.now();
  const tally: RunTally = {};
  const count = (o: RunOutcome | 'none') => (tally[o] = (tally[o] ?? 0) + 1);
  const inScope = (c: Company) => !scope?.companyIds || scope.companyIds.includes(c.companyId);
  const step = async (what: string, fn: () => Promise<RunOutcome | 'none' | number>) => {
    try {
      const o = await fn();
      if (typeof o === 'string') count(o);
    } catch (e) {
      console.error(JSON.stringify({ level: 'error', msg: 'billing run step failed; the next run tries again', what, error: e instanceof Error ? e.message : String(e) }));
    }
  };
  for (const rootId of await roots(scope)) {
    const minimum = await rootMinimumSpend(rootId);
    for (const agency of (await children(rootId, rootId)).filter((c) => c.kind === 'agency')) {
      for (const client of (await children(rootId, agency.companyId)).filter((c) => c.kind === 'client' && inScope(c))) {
        for (const period of periodsOf(client, now)) await step(`${client.companyId} ${period}`, () => billPeriod(client, agency, period, clock));
        await step(`${client.companyId} set-up fees`, () => settlePendingSetupFees(rootId, client.companyId, clock));
        await step(`${client.companyId} failed invoices`, () => enforceFailedRunInvoices(client, clock));
      }
      if (!inScope(agency)) continue;
      for (const period of periodsOf(agency, now)) await step(`${agency.companyId} ${period}`, () => billPeriod(agency, agency, period, clock));
      if (minimum.on) for (const month of closedMonths(now)) await step(`${agency.companyId} minimum ${month}`, () => billMinimumSpend(agency, month, minimum, clock));
      await step(`${agency.companyId} failed invoices`, () => enforceFailedRunInvoices(agency, clock));
    }
  }
  return tally;
}

/** One message of the billing-runs worker. */
export async function handleBillingRunMessage(body: unknown, clock: Clock = systemClock): Promise<RunTally> {
  billingRunMessageSchema.parse(body);
  return runBilling(clock);
}
