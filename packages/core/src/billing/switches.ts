import type { Actor } from '../access/actor.js';
import { isRootOperator } from '../access/admin-rules.js';
import { actingUserOf } from '../audit/record.js';
import { getUser } from '../identity/users.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { parseMoney } from '../pricing/money.js';
import { toTF } from '../shared/error.contract.js';
import { conflict, forbidden, notFound, validationError } from '../shared/errors.js';
import { getCompany } from '../tenancy/companies.js';
import type { Company } from '../tenancy/company.entity.js';
import { BILLING_MESSAGES, developerColour } from './billing.contract.js';
import { applySwitch, type SwitchRun } from './switch-write.js';
import { settleSwitchEvent } from '../payments/settle-billing-events.js';
import { DomainError } from '../shared/errors.js';

/**
 * The billing switches are for the root company viewing its own tree (docs/product.md, Billing switches):
 * root system users who are not sales, on agencies directly under their root. Sales are refused outright.
 * Each switch takes the state to go to (never a toggle) and writes through applySwitch: one transaction
 * conditioned on the state it was decided from, with its billing event and log row, so a repeated or
 * concurrent request answers the current state and records nothing twice.
 */
async function ownAgency(actor: Actor, companyId: string): Promise<Company> {
  if (actor.userType === 'sales') throw forbidden('Sales users cannot change billing.');
  if (!isRootOperator(actor)) throw notFound('Company not found.');
  const agency = await getCompany(actor.rootId, companyId);
  if (!agency || agency.kind !== 'agency' || agency.parentId !== actor.rootId) throw notFound('Company not found.');
  return agency;
}

/** Who the log rows of a switch are for. */
async function auditedAs(actor: Actor): Promise<SwitchRun['audit']> {
  const me = await getUser(actor.rootId, actor.userId);
  return {
    user: me ?? { userId: actor.userId, name: actor.userId, userType: actor.userType },
    actingUser: actingUserOf(actor),
  };
}

type Ctx = { ip?: string | undefined };

/** Who a settlement's charges and log rows are for: the person who pressed the switch. */
const chargedBy = (audit: SwitchRun['audit']) => ({
  userId: audit.user.userId,
  name: audit.user.name,
  userType: audit.user.userType,
  ...(audit.user.companyId ? { companyId: audit.user.companyId } : {}),
  ...(audit.actingUser ? { actingUserId: audit.actingUser.userId } : {}),
});

/**
 * Manual bill on: the agency's campaigns are billed at wholesale lead cost to its card. Off: its
 * campaigns stop and billing to date is charged to its card. Both charges are the payments
 * capability's: recorded here as billing events.
 */
export async function setManualBill(actor: Actor, input: { companyID: string; manualBill: 'T' | 'F' }, ctx: Ctx, clock: Clock = systemClock) {
  const on = input.manualBill === 'T';
  const audit = { ...(await auditedAs(actor)), ip: ctx.ip };
  const { company, event } = await applySwitch({
    load: () => ownAgency(actor, input.companyID),
    decide: (agency) =>
      Boolean(agency.manualBill) === on
        ? null
        : {
            set: { manualBill: on },
            expect: (a, op) => (on ? `(${op.notExists(a.manualBill)} OR ${op.eq(a.manualBill, false)})` : op.eq(a.manualBill, true)),
            event: { type: on ? 'manual_bill_on' : 'manual_bill_off_settle' },
            description: `Manual bill turned ${on ? 'on' : 'off'} for ${agency.name}`,
          },
    audit,
    clock,
  });
  // Turned off: settling the event stops every campaign of the agency's clients until billing allows
  // them again (docs/product.md, Billing switches), then charges billing to date to the agency's card
  // (payments/settle-billing-events.ts); a settle cut short is finished by the next one.
  if (event) await settleSwitchEvent(chargedBy(audit), event, clock);
  return { result: 'success' as const, message: BILLING_MESSAGES.saved, manual_bill: toTF(company.manualBill) };
}

/** Minimum-spend exclusion: the agency goes to the state the switch shows (1 excluded, 0 included). */
export async function setMinimumSpendExclusion(actor: Actor, input: { CompanyID: string; exclude_minimum_spend: 0 | 1 }, ctx: Ctx, clock: Clock = systemClock) {
  const exclude = input.exclude_minimum_spend === 1;
  const { company } = await applySwitch({
    load: () => ownAgency(actor, input.CompanyID),
    decide: (agency) =>
      Boolean(agency.excludeMinimumSpend) === exclude
        ? null
        : {
            set: { excludeMinimumSpend: exclude },
            expect: (a, op) => (exclude ? `(${op.notExists(a.excludeMinimumSpend)} OR ${op.eq(a.excludeMinimumSpend, false)})` : op.eq(a.excludeMinimumSpend, true)),
            description: `${agency.name} ${exclude ? 'excluded from' : 'included in'} minimum spend`,
          },
    audit: { ...(await auditedAs(actor)), ip: ctx.ip },
    clock,
  });
  return { result: 'success' as const, message: BILLING_MESSAGES.saved, exclude_minimum_spend: company.excludeMinimumSpend ? (1 as const) : (0 as const) };
}

/**
 * Clears a failed payment (the red card icon) by manual settlement of the agency whose owner is
 * `userID`. Settling is an action, not a state: a second request finds nothing to settle (409).
 */
export async function settleFailedPayment(actor: Actor, userId: string, ctx: Ctx, clock: Clock = systemClock) {
  if (actor.userType === 'sales') throw forbidden('Sales users cannot settle payments.');
  const owner = await getUser(actor.rootId, userId);
  if (!owner) throw notFound('User not found.');
  const load = async () => {
    const agency = await ownAgency(actor, owner.companyId);
    if (agency.ownerUserId !== owner.userId) throw notFound('User not found.');
    return agency;
  };
  const audit = { ...(await auditedAs(actor)), ip: ctx.ip };
  const { changed, event } = await applySwitch({
    load,
    decide: (agency) =>
      agency.paymentStatus !== 'failed'
        ? null
        : {
            set: { paymentStatus: 'ok' },
            expect: (a, op) => op.eq(a.paymentStatus, 'failed'),
            event: { type: 'manual_settlement' },
            description: `Settled the failed payment of ${agency.name} manually`,
          },
    audit,
    clock,
  });
  if (!changed) throw conflict('This agency has no failed payment to settle.');
  // The failed invoices are charged again to the agency's current card; a decline puts it back to failed.
  if (event) {
    const settled = await settleSwitchEvent(chargedBy(audit), event, clock);
    if (settled.status === 'failed') throw new DomainError('payment_required', `The agency's card could not be charged: ${settled.message}`);
  }
  return { result: 'success' as const, message: BILLING_MESSAGES.settled };
}

/** The agency's own onboarding charge (0 disables); only before it was charged and before it has a payment customer. */
export async function getOnboarding(actor: Actor, companyId: string) {
  const agency = await ownAgency(actor, companyId);
  return { data: { amount: ((agency.onboardingAmountCents ?? 0) / 100).toFixed(2), enable_coupon: toTF(agency.onboardingEnableCoupon), is_onboard_charged: toTF(agency.isOnboardCharged), available: !agency.isOnboardCharged && !agency.customerPaymentId } };
}

const ONBOARDED = 'This agency has already been onboarded; its onboarding charge can no longer change.';

export async function setOnboarding(actor: Actor, input: { CompanyID: string; amount: string | number; enable_coupon: 'T' | 'F' }, ctx: Ctx, clock: Clock = systemClock) {
  await ownAgency(actor, input.CompanyID);
  const cents = parseMoney(String(input.amount));
  if (cents === undefined) throw validationError('Please enter a valid amount.', { amount: ['Please enter a valid amount.'] });
  const coupon = input.enable_coupon === 'T';
  await applySwitch({
    load: () => ownAgency(actor, input.CompanyID),
    decide: (agency) => {
      if ((agency.onboardingAmountCents ?? 0) === cents && Boolean(agency.onboardingEnableCoupon) === coupon) return null;
      if (agency.isOnboardCharged || agency.customerPaymentId) throw conflict(ONBOARDED);
      const previous = agency.onboardingAmountCents;
      return {
        set: { onboardingAmountCents: cents, onboardingEnableCoupon: coupon },
        // Still not onboarded, and still the charge this change was decided from.
        expect: (a, op) =>
          [
            `(${op.notExists(a.isOnboardCharged)} OR ${op.eq(a.isOnboardCharged, false)})`,
            op.notExists(a.customerPaymentId),
            previous === undefined ? op.notExists(a.onboardingAmountCents) : op.eq(a.onboardingAmountCents, previous),
            agency.onboardingEnableCoupon ? op.eq(a.onboardingEnableCoupon, true) : `(${op.notExists(a.onboardingEnableCoupon)} OR ${op.eq(a.onboardingEnableCoupon, false)})`,
          ].join(' AND '),
        event: { type: 'onboarding_fee_set', amountCents: cents },
        description: `Onboarding charge of ${agency.name} set to ${(cents / 100).toFixed(2)}${cents === 0 ? ' (disabled)' : ''}${coupon ? ', coupon enabled' : ''}`,
      };
    },
    audit: { ...(await auditedAs(actor)), ip: ctx.ip },
    clock,
  });
  return { result: 'success' as const, message: BILLING_MESSAGES.settingSaved, status: cents === 0 ? ('disabled' as const) : ('enabled' as const) };
}

/**
 * API developer mode. Enabling needs the terms agreed and triggers the one-time fee (a billing
 * event); disabling resets it, so re-enabling charges the fee again.
 */
export async function setDeveloperMode(actor: Actor, input: { companyID: string; api_mode: 'T' | 'F'; agree?: boolean | undefined }, ctx: Ctx, clock: Clock = systemClock) {
  const current = await ownAgency(actor, input.companyID);
  const on = input.api_mode === 'T';
  if (on && !input.agree && !current.developerAgreed) {
    throw validationError('Please click agree before you continue', { agree: ['Please click agree before you continue'] });
  }
  const audit = { ...(await auditedAs(actor)), ip: ctx.ip };
  const switched = await applySwitch({
    load: () => ownAgency(actor, input.companyID),
    decide: (agency) =>
      Boolean(agency.apiMode) === on
        ? null
        : {
            // Unpaid until its invoice is paid (the paid invoice sets it in its own transaction).
            set: on ? { apiMode: true, developerAgreed: true, developerFeePaid: false } : { apiMode: false, developerFeePaid: false },
            expect: (a, op) => (on ? `(${op.notExists(a.apiMode)} OR ${op.eq(a.apiMode, false)})` : op.eq(a.apiMode, true)),
            ...(on ? { event: { type: 'developer_fee' as const } } : {}),
            description: `API developer mode turned ${on ? 'on' : 'off'} for ${agency.name}`,
          },
    audit,
    clock,
  });
  // The fee is charged now; the colour shows whether it was paid.
  const fee = switched.event ? await settleSwitchEvent(chargedBy(audit), switched.event, clock) : undefined;
  const company = fee ? ((await getCompany(actor.rootId, input.companyID)) ?? switched.company) : switched.company;
  return {
    result: 'success' as const,
    message: fee && fee.status === 'failed' ? `Developer mode is on, but its fee could not be charged: ${fee.message}` : BILLING_MESSAGES.saved,
    api_mode: toTF(company.apiMode),
    colour: developerColour({ apiMode: Boolean(company.apiMode), keyGenerated: Boolean(company.apiKeyGenerated), agreed: Boolean(company.developerAgreed), feePaid: Boolean(company.developerFeePaid) }),
  };
}
