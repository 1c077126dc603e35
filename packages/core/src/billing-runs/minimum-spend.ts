import { CAMPAIGN_MODULES } from '../campaigns/modules.js';
import { db } from '../db/service.js';
import { centsToString } from '../pricing/money.js';
import { systemClock, type Clock } from '../platform/clock.js';
import type { Company } from '../tenancy/company.entity.js';
import type { BillingRun } from './billing-run.entity.js';
import { chargeRun, claimRun, getRun, type RunOutcome } from './charge-run.js';
import { monthNumber, periodLabel } from './periods.js';

/** The root's minimum spend (General Settings: status, first month, second month, monthly), in cents. */
export interface MinimumSpend {
  on: boolean;
  firstMonthCents: number;
  secondMonthCents: number;
  monthlyCents: number;
}

export async function rootMinimumSpend(rootId: string): Promise<MinimumSpend> {
  const s = (await db().entities.companySettings.get({ rootId, companyId: rootId }).go()).data;
  return { on: Boolean(s?.minSpendStatus), firstMonthCents: s?.minSpendFirstMonthCents ?? 0, secondMonthCents: s?.minSpendSecondMonthCents ?? 0, monthlyCents: s?.minSpendMonthlyCents ?? 0 };
}

export const minimumSpendRunKey = (agencyId: string, month: string) => `minimum-spend:${agencyId}:${month}`;

/** The minimum for the agency's n-th month (1: the month it was created in). */
export const minimumFor = (m: MinimumSpend, n: number) => (n < 1 ? 0 : n === 1 ? m.firstMonthCents : n === 2 ? m.secondMonthCents : m.monthlyCents);

/**
 * What an agency spent with the root in a month, at wholesale: its clients' delivered leads (the
 * agency's day stats, every module) and the fees billed in that month (platform fees of periods
 * starting in it, set-up fees of campaigns first started in it).
 */
export async function agencyWholesaleSpend(rootId: string, agencyId: string, month: string): Promise<number> {
  let total = 0;
  for (const module of CAMPAIGN_MODULES) {
    const days = await db().entities.dailyStats.query.byScopeDay({ rootId, scope: 'agency', scopeId: agencyId, module }).begins({ day: month }).go({ pages: 'all' });
    for (const d of days.data) total += d.wholesaleCents ?? 0;
  }
  const runs = await db().entities.billingRun.query.byAgencyMonth({ rootId, agencyId, month }).go({ pages: 'all' });
  for (const r of runs.data) if (r.kind !== 'minimum_spend') total += r.feeWholesaleCents ?? 0;
  return total;
}

/**
 * The root's minimum spend for one agency and closed month: if the agency's wholesale spend is
 * below the minimum for its first, second or later month, the agency's card is charged the
 * difference, once (the run key is the agency and month), unless the agency is excluded. Decided
 * once per agency and month: the run row keeps "excluded", "met" or the charge.
 */
export async function billMinimumSpend(agency: Company, month: string, minimum: MinimumSpend, clock: Clock = systemClock): Promise<RunOutcome | 'none'> {
  const runKey = minimumSpendRunKey(agency.companyId, month);
  const existing = await getRun(agency.rootId, runKey);
  if (existing) return existing.status === 'pending' ? chargeRun(existing, clock) : 'already billed';
  const min = minimumFor(minimum, monthNumber(agency.createdAt, month, agency.timezone ?? 'America/Chicago'));
  if (!minimum.on || min <= 0) return 'none';
  const spend = agency.excludeMinimumSpend ? 0 : await agencyWholesaleSpend(agency.rootId, agency.companyId, month);
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
