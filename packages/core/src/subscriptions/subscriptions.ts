import type { Actor } from '../access/actor.js';
import { isRootOperator } from '../access/admin-rules.js';
import { actingUserOf } from '../audit/record.js';
import { applySwitch, type CompanyCondition, type SwitchRun } from '../billing/switch-write.js';
import { getRun } from '../billing-runs/charge-run.js';
import { getUser } from '../identity/users.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { newId } from '../platform/ids.js';
import { centsToString, parseMoney } from '../pricing/money.js';
import { forbidden, notFound, validationError } from '../shared/errors.js';
import { getCompany } from '../tenancy/companies.js';
import type { Company } from '../tenancy/company.entity.js';
import { rootsAgency } from '../tenancy/roots-agency.js';
import { endSubscriptionIfDue, subscriptionRunKey } from './subscription-bill.js';
import { PACKAGES, SUBSCRIPTION_MESSAGES, type SetPackageInput, type SubscriptionAnswer } from './subscription.contract.js';
import { periodBounds, periodIndexOn } from './subscription-periods.js';
import { agencyToday, ownsAgency, subscriptionOf } from './subscription-view.js';

/** Cancelling is also the agency owner's own act (its staff and clients may not). */
async function cancellableAgency(actor: Actor, companyId: string): Promise<Company> {
  if (actor.userType === 'sales') throw forbidden('Sales users cannot change packages.');
  if (isRootOperator(actor)) return rootsAgency(actor, companyId, 'packages');
  const agency = await getCompany(actor.rootId, companyId);
  if (!agency || agency.kind !== 'agency' || actor.companyId !== agency.companyId) throw notFound('Company not found.');
  if (!ownsAgency(actor, agency)) throw forbidden('Only the agency owner can cancel its subscription.');
  return agency;
}

async function auditedAs(actor: Actor, ip: string | undefined): Promise<SwitchRun['audit']> {
  const me = await getUser(actor.rootId, actor.userId);
  return { user: me ?? { userId: actor.userId, name: actor.userId, userType: actor.userType }, actingUser: actingUserOf(actor), ip };
}

/** The subscription fields exactly as they were read: a concurrent change fails it and is decided again. */
const asRead =
  (c: Company): CompanyCondition =>
  (a, op) =>
    [
      c.packageId ? op.eq(a.packageId, c.packageId) : op.notExists(a.packageId),
      c.subscriptionId ? op.eq(a.subscriptionId, c.subscriptionId) : op.notExists(a.subscriptionId),
      c.subscriptionStatus ? op.eq(a.subscriptionStatus, c.subscriptionStatus) : op.notExists(a.subscriptionStatus),
      c.subscriptionFeeCents !== undefined ? op.eq(a.subscriptionFeeCents, c.subscriptionFeeCents) : op.notExists(a.subscriptionFeeCents),
    ].join(' AND ');

/**
 * PUT /api/configuration/package: the agency goes to this package at this fee. The same package
 * still running (active, or cancelled but not ended) keeps its periods and takes the new fee from
 * its next period billed (a cancellation is withdrawn); another package, or one after an ended
 * subscription, starts a new subscription today. The package sets white label. Billing is the
 * daily run's (its first period is charged by the next run).
 */
export async function setPackage(actor: Actor, input: SetPackageInput, ctx: { ip?: string | undefined }, clock: Clock = systemClock): Promise<SubscriptionAnswer> {
  const terms = PACKAGES[input.package_id];
  const feeCents = terms.months === 0 ? 0 : (parseMoney(input.fee ?? '') ?? 0);
  const { company } = await applySwitch({
    load: () => rootsAgency(actor, input.company_id, 'packages'),
    decide: (agency) => {
      const running = agency.packageId === input.package_id && (agency.subscriptionStatus === 'active' || agency.subscriptionStatus === 'cancelled');
      if (running && agency.subscriptionStatus === 'active' && (agency.subscriptionFeeCents ?? 0) === feeCents) return null;
      const now = clock.now();
      const fee = `$${centsToString(feeCents)}`;
      return {
        set: {
          packageId: input.package_id,
          subscriptionFeeCents: feeCents,
          subscriptionStatus: 'active',
          isWhitelabeling: terms.whiteLabel,
          ...(running ? {} : { subscriptionId: newId(), subscriptionStartedAt: now.toISOString(), subscriptionStartDay: agencyToday(agency, clock) }),
        },
        ...(agency.subscriptionEndsOn ? { remove: ['subscriptionEndsOn'] as const } : {}),
        expect: asRead(agency),
        description: running
          ? `Package ${input.package_id} of ${agency.name} kept at ${fee} a period${agency.subscriptionStatus === 'cancelled' ? ', cancellation withdrawn' : ''}`
          : `Package of ${agency.name} set to ${input.package_id}${terms.months ? ` at ${fee} a ${terms.months === 1 ? 'month' : 'year'}` : ''}`,
      };
    },
    audit: await auditedAs(actor, ctx.ip),
    clock,
  });
  return { result: 'success', message: SUBSCRIPTION_MESSAGES.saved, subscription: subscriptionOf(company, agencyToday(company, clock)) };
}

/**
 * The day a cancellation takes effect: the end of the period already billed (it was paid for, so
 * it is used to its end, never refunded), or today when the current period has not been billed
 * (FREE, or the run has not charged it yet).
 */
async function endOfPaidPeriod(agency: Company, today: string): Promise<string> {
  const months = agency.packageId ? PACKAGES[agency.packageId].months : 0;
  if (months === 0 || !agency.subscriptionStartDay || !agency.subscriptionId) return today;
  const n = periodIndexOn(agency.subscriptionStartDay, months, today);
  const billed = await getRun(agency.rootId, subscriptionRunKey(agency.subscriptionId, n));
  const bounds = periodBounds(agency.subscriptionStartDay, months, n);
  return billed ? bounds.next : bounds.first < today ? today : bounds.first;
}

/**
 * PUT /api/configuration/cancel-subscription: no period is billed after this one; when the paid
 * period ends, the agency's clients' campaigns stop (subscription_ended) and cannot start until the
 * agency has a package again. What they accrued is still billed by the period runs. Cancelling a
 * cancelled subscription answers it as it is.
 */
export async function cancelSubscription(actor: Actor, input: { company_id: string }, ctx: { ip?: string | undefined }, clock: Clock = systemClock): Promise<SubscriptionAnswer> {
  const today = (c: Company) => agencyToday(c, clock);
  let endsOn = '';
  const { company } = await applySwitch({
    load: async () => {
      const agency = await cancellableAgency(actor, input.company_id);
      if (!agency.packageId || !agency.subscriptionStatus) throw validationError(SUBSCRIPTION_MESSAGES.nothingToCancel, { company_id: [SUBSCRIPTION_MESSAGES.nothingToCancel] });
      if (agency.subscriptionStatus === 'active') endsOn = await endOfPaidPeriod(agency, today(agency));
      return agency;
    },
    decide: (agency) =>
      agency.subscriptionStatus !== 'active'
        ? null
        : {
            set: { subscriptionStatus: 'cancelled', subscriptionEndsOn: endsOn },
            expect: asRead(agency),
            description: `Subscription ${agency.packageId} of ${agency.name} cancelled, ending ${endsOn}`,
          },
    audit: await auditedAs(actor, ctx.ip),
    clock,
  });
  // Nothing paid is left: it ends now, with what ending does.
  const ended = await endSubscriptionIfDue(company, clock);
  return { result: 'success', message: SUBSCRIPTION_MESSAGES.cancelled, subscription: subscriptionOf(ended ?? company, today(company)) };
}
