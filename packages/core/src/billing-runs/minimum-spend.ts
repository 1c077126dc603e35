import { CAMPAIGN_MODULES } from '../campaigns/modules.js';
import { centsToString } from '../pricing/money.js';
import { systemClock, type Clock } from '../platform/clock.js';
import type { Company } from '../tenancy/company.entity.js';
import { periodRunKey, type BillingRun } from './billing-run.entity.js';
import { chargeRun, claimRun, getRun, type RunOutcome } from './charge-run.js';
import { closedBefore, closedPeriods, monthNumber, periodDays, periodLabel, periodsOfMonth } from './periods.js';
import { companySettingsEntity } from '../settings/general-settings.entity.js';
import { billingRunEntity } from './billing-run.entity.js';
import { companyEntity } from '../tenancy/company.entity.js';
import { dailyStatsEntity } from '../leads/daily-stats.entity.js';

/** The root's minimum spend (General Settings: status, first month, second month, monthly), in cents. */
export interface MinimumSpend {
  on: boolean;
  firstMonthCents: number;
  secondMonthCents: number;
  monthlyCents: number;
}

export async function rootMinimumSpend(rootId: string): Promise<MinimumSpend> {
  const s = (await companySettingsEntity.get({ rootId, companyId: rootId }).go()).data;
  return { on: Boolean(s?.minSpendStatus), firstMonthCents: s?.minSpendFirstMonthCents ?? 0, secondMonthCents: s?.minSpendSecondMonthCents ?? 0, monthlyCents: s?.minSpendMonthlyCents ?? 0 };
}

export const minimumSpendRunKey = (agencyId: string, month: string) => `minimum-spend:${agencyId}:${month}`;

/** The minimum for the agency's n-th month (1: the month it was created in). */
export const minimumFor = (m: MinimumSpend, n: number) => (n < 1 ? 0 : n === 1 ? m.firstMonthCents : n === 2 ? m.secondMonthCents : m.monthlyCents);

type Run = Pick<BillingRun, 'runKey' | 'kind' | 'status' | 'feeWholesaleCents'>;

/**
 * The run rows the agency's spend for the month is counted from, once every period that counts
 * toward the month has closed and has its final run row for the agency and each of its clients
 * (a week counts toward the month it starts in, so the month waits for its last week); undefined
 * until then. Periods the run no longer looks back to, or that ended before the payer existed, have
 * no row to wait for.
 */
async function settledRuns(agency: Company, month: string, now: Date): Promise<Run[] | undefined> {
  const periods = periodsOfMonth(month);
  const closedDay = closedBefore(now);
  if (periods.some((p) => periodDays(p).last >= closedDay)) return undefined;
  const looked = new Set([...closedPeriods(now, 'W'), ...closedPeriods(now, 'M')]);
  const runs = (await billingRunEntity.query.byAgencyMonth({ rootId: agency.rootId, agencyId: agency.companyId, month }).go({ pages: 'all' })).data;
  const final = new Set(runs.filter((r) => r.status !== 'counting').map((r) => r.runKey));
  const clients = (await companyEntity.query.byParent({ rootId: agency.rootId, parentId: agency.companyId }).go({ pages: 'all' })).data.filter((c) => c.kind === 'client');
  for (const payer of [agency, ...clients]) {
    for (const p of periods) {
      if (!looked.has(p) || periodDays(p).last < payer.createdAt.slice(0, 10)) continue;
      if (!final.has(periodRunKey(payer.companyId, p))) return undefined;
    }
  }
  return runs;
}

/**
 * What an agency spent with the root in a month, at wholesale: its clients' delivered leads (the
 * agency's day stats, every module) and the fees billed in that month (platform fees of periods
 * starting in it, set-up fees of campaigns first started in it), from the given run rows (those the
 * decision checked) or the month's rows as they are.
 */
export async function agencyWholesaleSpend(rootId: string, agencyId: string, month: string, runs?: Run[]): Promise<number> {
  let total = 0;
  for (const module of CAMPAIGN_MODULES) {
    const days = await dailyStatsEntity.query.byScopeDay({ rootId, scope: 'agency', scopeId: agencyId, module }).begins({ day: month }).go({ pages: 'all', consistent: true });
    for (const d of days.data) total += d.wholesaleCents ?? 0;
  }
  const rows = runs ?? (await billingRunEntity.query.byAgencyMonth({ rootId, agencyId, month }).go({ pages: 'all' })).data;
  for (const r of rows) if (r.kind !== 'minimum_spend') total += r.feeWholesaleCents ?? 0;
  return total;
}

/**
 * The root's minimum spend for one agency and closed month: if the agency's wholesale spend is
 * below the minimum for its first, second or later month, the agency's card is charged the
 * difference, once (the run key is the agency and month), unless the agency is excluded. Decided
 * once per agency and month, and only when every period counting toward the month is billed (until
 * then 'none': a later run decides): the run row keeps "excluded", "met" or the charge.
 */
export async function billMinimumSpend(agency: Company, month: string, minimum: MinimumSpend, clock: Clock = systemClock): Promise<RunOutcome | 'none'> {
  const runKey = minimumSpendRunKey(agency.companyId, month);
  const existing = await getRun(agency.rootId, runKey);
  if (existing) return existing.status === 'pending' ? chargeRun(existing, clock) : 'already billed';
  const min = minimumFor(minimum, monthNumber(agency.createdAt, month, agency.timezone ?? 'America/Chicago'));
  if (!minimum.on || min <= 0) return 'none';
  const runs = await settledRuns(agency, month, clock.now());
  if (!runs) return 'none';
  const spend = agency.excludeMinimumSpend ? 0 : await agencyWholesaleSpend(agency.rootId, agency.companyId, month, runs);
  const due = agency.excludeMinimumSpend ? 0 : Math.max(0, min - spend);
  const now = clock.now().toISOString();
  const label = periodLabel(`M${month}`);
  const item: BillingRun = {
    rootId: agency.rootId,
    runKey,
    kind: 'minimum_spend',
    payerId: agency.companyId,
    agencyId: agency.companyId,
    period: `M${month}`,
    month,
    status: agency.excludeMinimumSpend ? 'excluded' : due > 0 ? 'pending' : 'met',
    description: `Minimum spend, ${label}`,
    lines: due > 0 ? [{ description: `Minimum spend for ${label}: $${centsToString(min)}, spent $${centsToString(spend)}`, quantity: 1, unitCents: due }] : [],
    amountCents: due,
    wholesaleCents: spend,
    createdAt: now,
    updatedAt: now,
  };
  return chargeRun(await claimRun(item), clock);
}
