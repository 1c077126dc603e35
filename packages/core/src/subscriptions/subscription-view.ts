import type { Actor } from '../access/actor.js';
import { statsDay } from '../leads/daily-stats.js';
import type { Clock } from '../platform/clock.js';
import { centsToString } from '../pricing/money.js';
import type { Company } from '../tenancy/company.entity.js';
import { PACKAGES, type AgencySubscription, type Subscription } from './subscription.contract.js';
import { periodBounds, periodIndexOn } from './subscription-periods.js';

/** The agency's calendar day (its periods count in it). */
export const agencyToday = (agency: Pick<Company, 'timezone'>, clock: Clock) => statsDay(clock.now(), agency.timezone ?? 'America/Chicago');

/** What the lists and the package dialog show of an agency's subscription. */
export function subscriptionOf(c: Company, today?: string): Subscription {
  const terms = c.packageId ? PACKAGES[c.packageId] : undefined;
  let renewsOn: string | null = null;
  if (terms && terms.months > 0 && c.subscriptionStatus === 'active' && c.subscriptionStartDay && today) {
    renewsOn = periodBounds(c.subscriptionStartDay, terms.months, periodIndexOn(c.subscriptionStartDay, terms.months, today)).next;
  }
  return {
    package_id: c.packageId ?? null,
    fee: centsToString(c.subscriptionFeeCents ?? 0),
    status: c.subscriptionStatus ?? null,
    started_at: c.subscriptionStartedAt ?? null,
    renews_on: renewsOn,
    ends_on: c.subscriptionStatus === 'active' ? null : (c.subscriptionEndsOn ?? null),
  };
}

/**
 * Of the agency's own people only its owner may cancel its subscription (docs/decisions.md,
 * "Packages and subscriptions"); the root's operators cancel it from the agency list.
 */
export const ownsAgency = (actor: Actor, agency: Company) =>
  actor.userType !== 'sales' && agency.kind === 'agency' && actor.companyId === agency.companyId && agency.ownerUserId === actor.userId;

/**
 * The agency's own view of its subscription (Card Setting): null for a client, or an agency
 * without a package; \`may_cancel\` is the cancel rule's answer for this person while it is active.
 */
export function ownSubscription(actor: Actor, payer: Company, clock: Clock): AgencySubscription | null {
  if (payer.kind !== 'agency' || !payer.packageId) return null;
  return { ...subscriptionOf(payer, agencyToday(payer, clock)), may_cancel: payer.subscriptionStatus === 'active' && ownsAgency(actor, payer) };
}
