import { chargeRun, claimRun, getRun, type RunOutcome } from '../billing-runs/charge-run.js';
import type { BillingRun } from '../billing-runs/billing-run.entity.js';
import { stopAgencyCampaigns } from '../campaigns/stop-campaigns.js';
import { isConditionFailure } from '../db/conditions.js';
import { statsDay } from '../leads/daily-stats.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { forbidden } from '../shared/errors.js';
import type { Company } from '../tenancy/company.entity.js';
import { PACKAGES, SUBSCRIPTION_MESSAGES, packageName } from './subscription.contract.js';
import { duePeriods, periodBounds, periodText } from './subscription-periods.js';
import { companyEntity } from '../tenancy/company.entity.js';

/** The run key (and invoice idempotency key) of a subscription's n-th period. */
export const subscriptionRunKey = (subscriptionId: string, n: number) => `subscription:${subscriptionId}:${n}`;

const todayOf = (agency: Pick<Company, 'timezone'>, now: Date) => statsDay(now, agency.timezone ?? 'America/Chicago');

/**
 * May the agency's clients run campaigns? An agency without a package (the platform's agencies from
 * before packages) may; a subscription ended, or cancelled and past its end day, may not.
 */
export function subscriptionLive(agency: Pick<Company, 'packageId' | 'subscriptionStatus' | 'subscriptionEndsOn' | 'timezone'>, now: Date): boolean {
  if (!agency.packageId || agency.subscriptionStatus === 'active' || !agency.subscriptionStatus) return true;
  if (agency.subscriptionStatus === 'ended') return false;
  return agency.subscriptionEndsOn !== undefined && todayOf(agency, now) < agency.subscriptionEndsOn;
}

/** Creating or starting a campaign needs the agency's subscription live (403 otherwise). */
export function assertSubscriptionLive(agency: Parameters<typeof subscriptionLive>[0], now: Date): void {
  if (!subscriptionLive(agency, now)) throw forbidden(SUBSCRIPTION_MESSAGES.startRefused);
}

/**
 * The billing run's step for an agency's subscription: each period started by today (a couple
 * back, for missed runs) and not yet billed is charged to the agency once, in advance, at the fee
 * of the day it is first billed: its run row is created only if absent and its invoice is keyed by
 * the run key (docs/decisions.md, "Billing runs"). A cancelled subscription bills no period
 * starting on or after its end; FREE and ended ones bill nothing. A failed charge follows the
 * agency's pause-or-run choice for its clients, as every run charge does.
 */
export async function billSubscription(agency: Company, clock: Clock = systemClock): Promise<RunOutcome | 'none'> {
  const { packageId, subscriptionId, subscriptionStartDay: start } = agency;
  if (!packageId || !subscriptionId || !start || agency.subscriptionStatus === 'ended') return 'none';
  const months = PACKAGES[packageId].months;
  const fee = agency.subscriptionFeeCents ?? 0;
  if (months === 0 || fee <= 0) return 'none';
  const now = clock.now();
  const endsOn = agency.subscriptionStatus === 'cancelled' ? agency.subscriptionEndsOn : undefined;
  let outcome: RunOutcome | 'none' = 'none';
  for (const n of duePeriods(start, months, todayOf(agency, now), endsOn)) {
    const runKey = subscriptionRunKey(subscriptionId, n);
    const existing = await getRun(agency.rootId, runKey);
    if (existing) {
      outcome = existing.status === 'pending' ? await chargeRun(existing, clock) : 'already billed';
      continue;
    }
    const { first } = periodBounds(start, months, n);
    const when = periodText(start, months, n);
    const item: BillingRun = {
      rootId: agency.rootId,
      runKey,
      kind: 'subscription',
      payerId: agency.companyId,
      agencyId: agency.companyId,
      period: `S${first}`,
      month: first.slice(0, 7),
      status: 'pending',
      description: `Platform subscription ${packageId}, ${when}`,
      lines: [{ description: `${packageName(packageId)} (${when})`, quantity: 1, unitCents: fee }],
      amountCents: fee,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    };
    outcome = await chargeRun(await claimRun(item), clock);
  }
  return outcome;
}

/**
 * A cancelled subscription whose end day has come: the agency's clients' running and paused
 * campaigns stop (subscription_ended), then it is marked ended. Stopping first, so a run that dies
 * in between stops them next time (the subscription is not live from its end day either way, so
 * nothing starts meanwhile). Ended ones are checked again, which stops nothing new. Answers the
 * company as it is after, or undefined when nothing was due.
 */
export async function endSubscriptionIfDue(agency: Company, clock: Clock = systemClock): Promise<Company | undefined> {
  if (!agency.packageId || subscriptionLive(agency, clock.now())) return undefined;
  await stopAgencyCampaigns(agency.rootId, agency.companyId, 'subscription_ended', clock);
  if (agency.subscriptionStatus !== 'cancelled') return agency;
  try {
    await companyEntity.patch({ rootId: agency.rootId, companyId: agency.companyId })
      .set({ subscriptionStatus: 'ended' })
      .where((a, op) => `${op.eq(a.subscriptionStatus, 'cancelled')} AND ${op.eq(a.subscriptionId, agency.subscriptionId ?? '')}`)
      .go();
  } catch (e) {
    // A person re-subscribed meanwhile, or another run ended it first.
    if (!isConditionFailure(e)) throw e;
    return undefined;
  }
  return { ...agency, subscriptionStatus: 'ended' };
}
