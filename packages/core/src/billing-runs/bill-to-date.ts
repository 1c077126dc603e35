import { statsDay } from '../leads/daily-stats.js';
import { billingPeriod } from '../leads/limit-periods.js';
import { systemClock, type Clock } from '../platform/clock.js';
import type { Company } from '../tenancy/company.entity.js';
import type { RunOutcome } from './charge-run.js';
import { billPeriod } from './period-bill.js';
import { closedPeriods, LAST_ZONE } from './periods.js';

/**
 * Manual bill turned off (seed 001 §4: "billing to date is charged to the agency card"): what the
 * agency accrued while it was on is billed now, period by period with the period runs' own keys,
 * the open periods too (no more leads accrue to the agency once it is off). The daily run then finds
 * those periods billed. Answers each period's outcome.
 */
export async function billAgencyToDate(agency: Company, clock: Clock = systemClock): Promise<RunOutcome[]> {
  const now = clock.now();
  // Today is a different day in Chicago and far west of it; both days' periods may hold accruals.
  const days = [...new Set([statsDay(now, agency.timezone ?? 'America/Chicago'), statsDay(now, LAST_ZONE)])];
  const open = days.flatMap((d) => [billingPeriod('Weekly', d), billingPeriod('Monthly', d)]);
  const periods = [...new Set([...open, ...closedPeriods(now, 'W'), ...closedPeriods(now, 'M')])];
  const out: RunOutcome[] = [];
  for (const period of periods) out.push(await billPeriod(agency, agency, period, clock));
  return out;
}
