import type { Actor } from '../access/actor.js';
import { actingUserOf, recordAudit, type AuditInput } from '../audit/record.js';
import { db } from '../db/service.js';
import { getUser } from '../identity/users.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { newId } from '../platform/ids.js';
import { parseMoney } from '../pricing/money.js';
import { conflict, forbidden, notFound, validationError } from '../shared/errors.js';
import { toTF } from '../shared/error.contract.js';
import { getCompany } from '../tenancy/companies.js';
import type { Company } from '../tenancy/company.entity.js';
import { BILLING_MESSAGES, developerColour } from './billing.contract.js';
import type { BILLING_EVENT_TYPES } from './billing-event.entity.js';
import { isRootOperator } from '../access/admin-rules.js';

/**
 * The billing switches are for the root company viewing its own tree (seed 001 §6): root system
 * users who are not sales, on agencies directly under their root. Sales are refused outright.
 */
async function ownAgency(actor: Actor, companyId: string): Promise<Company> {
  if (actor.userType === 'sales') throw forbidden('Sales users cannot change billing.');
  if (!isRootOperator(actor)) throw notFound('Company not found.');
  const agency = await getCompany(actor.rootId, companyId);
  if (!agency || agency.kind !== 'agency' || agency.parentId !== actor.rootId) throw notFound('Company not found.');
  return agency;
}

async function billingEvent(actor: Actor, agency: Company, type: (typeof BILLING_EVENT_TYPES)[number], now: Date, amountCents?: number) {
  await db()
    .entities.billingEvent.create({ rootId: agency.rootId, companyId: agency.companyId, eventId: newId(), createdAt: now.toISOString(), type, byUserId: actor.userId, ...(amountCents !== undefined ? { amountCents } : {}) })
    .go();
}

async function audit(actor: Actor, agency: Company, action: AuditInput['action'], description: string, ip: string | undefined, clock: Clock) {
  const me = await getUser(actor.rootId, actor.userId);
  if (me) await recordAudit({ rootId: actor.rootId, companyId: agency.companyId, user: me, actingUser: actingUserOf(actor), action, description, ip }, clock);
}

/**
 * Manual bill on: the agency's campaigns are billed at wholesale lead cost to its card. Off: its
 * campaigns stop and billing to date is charged to its card. Both charges are the payments
 * capability's: recorded here as billing events.
 */
export async function setManualBill(actor: Actor, input: { companyID: string; manualBill: 'T' | 'F' }, ctx: { ip?: string | undefined }, clock: Clock = systemClock) {
  const agency = await ownAgency(actor, input.companyID);
  const on = input.manualBill === 'T';
  if (Boolean(agency.manualBill) === on) return { result: 'success' as const, message: BILLING_MESSAGES.saved, manual_bill: input.manualBill };
  const now = clock.now();
  await db().entities.company.patch({ rootId: agency.rootId, companyId: agency.companyId }).set({ manualBill: on }).go();
  await billingEvent(actor, agency, on ? 'manual_bill_on' : 'manual_bill_off_settle', now);
  await audit(actor, agency, 'billing_changed', `Manual bill turned ${on ? 'on' : 'off'} for ${agency.name}`, ctx.ip, clock);
  return { result: 'success' as const, message: BILLING_MESSAGES.saved, manual_bill: input.manualBill };
}

/** Minimum-spend exclusion toggles between included and excluded. */
export async function toggleMinimumSpend(actor: Actor, companyId: string, ctx: { ip?: string | undefined }, clock: Clock = systemClock) {
  const agency = await ownAgency(actor, companyId);
  const exclude = !agency.excludeMinimumSpend;
  await db().entities.company.patch({ rootId: agency.rootId, companyId: agency.companyId }).set({ excludeMinimumSpend: exclude }).go();
  await audit(actor, agency, 'billing_changed', `${agency.name} ${exclude ? 'excluded from' : 'included in'} minimum spend`, ctx.ip, clock);
  return { result: 'success' as const, message: BILLING_MESSAGES.saved, exclude_minimum_spend: exclude ? 1 : 0 };
}

/** Clears a failed payment (the red card icon) by manual settlement of the agency whose owner is `userID`. */
export async function settleFailedPayment(actor: Actor, userId: string, ctx: { ip?: string | undefined }, clock: Clock = systemClock) {
  if (actor.userType === 'sales') throw forbidden('Sales users cannot settle payments.');
  const owner = await getUser(actor.rootId, userId);
  if (!owner) throw notFound('User not found.');
  const agency = await ownAgency(actor, owner.companyId);
  if (agency.ownerUserId !== owner.userId) throw notFound('User not found.');
  if (agency.paymentStatus !== 'failed') throw conflict('This agency has no failed payment to settle.');
  await db().entities.company.patch({ rootId: agency.rootId, companyId: agency.companyId }).set({ paymentStatus: 'ok' }).go();
  await billingEvent(actor, agency, 'manual_settlement', clock.now());
  await audit(actor, agency, 'billing_changed', `Settled the failed payment of ${agency.name} manually`, ctx.ip, clock);
  return { result: 'success' as const, message: BILLING_MESSAGES.settled };
}

/** The agency's own onboarding charge (0 disables); only before it was charged and before it has a payment customer. */
export async function getOnboarding(actor: Actor, companyId: string) {
  const agency = await ownAgency(actor, companyId);
  return { data: { amount: ((agency.onboardingAmountCents ?? 0) / 100).toFixed(2), enable_coupon: toTF(agency.onboardingEnableCoupon), is_onboard_charged: toTF(agency.isOnboardCharged), available: !agency.isOnboardCharged && !agency.customerPaymentId } };
}

export async function setOnboarding(actor: Actor, input: { CompanyID: string; amount: string | number; enable_coupon: 'T' | 'F' }, ctx: { ip?: string | undefined }, clock: Clock = systemClock) {
  const agency = await ownAgency(actor, input.CompanyID);
  if (agency.isOnboardCharged || agency.customerPaymentId) throw conflict('This agency has already been onboarded; its onboarding charge can no longer change.');
  const cents = parseMoney(String(input.amount));
  if (cents === undefined) throw validationError('Please enter a valid amount.', { amount: ['Please enter a valid amount.'] });
  await db().entities.company.patch({ rootId: agency.rootId, companyId: agency.companyId }).set({ onboardingAmountCents: cents, onboardingEnableCoupon: input.enable_coupon === 'T' }).go();
  await billingEvent(actor, agency, 'onboarding_fee_set', clock.now(), cents);
  await audit(actor, agency, 'billing_changed', `Onboarding charge of ${agency.name} set to ${(cents / 100).toFixed(2)}${cents === 0 ? ' (disabled)' : ''}`, ctx.ip, clock);
  return { result: 'success' as const, message: BILLING_MESSAGES.settingSaved, status: cents === 0 ? 'disabled' : 'enabled' };
}

/**
 * API developer mode. Enabling needs the terms agreed and triggers the one-time fee (a billing
 * event); disabling resets it, so re-enabling charges the fee again.
 */
export async function setDeveloperMode(actor: Actor, input: { companyID: string; api_mode: 'T' | 'F'; agree?: boolean | undefined }, ctx: { ip?: string | undefined }, clock: Clock = systemClock) {
  const agency = await ownAgency(actor, input.companyID);
  const on = input.api_mode === 'T';
  if (on && !input.agree && !agency.developerAgreed) throw validationError('Please click agree before you continue', { agree: ['Please click agree before you continue'] });
  const patch = on ? { apiMode: true, developerAgreed: true, developerFeePaid: true } : { apiMode: false, developerFeePaid: false };
  if (on && !agency.apiMode) await billingEvent(actor, agency, 'developer_fee', clock.now());
  await db().entities.company.patch({ rootId: agency.rootId, companyId: agency.companyId }).set(patch).go();
  await audit(actor, agency, 'billing_changed', `API developer mode turned ${on ? 'on' : 'off'} for ${agency.name}`, ctx.ip, clock);
  const next = { ...agency, ...patch };
  return {
    result: 'success' as const,
    message: BILLING_MESSAGES.saved,
    api_mode: input.api_mode,
    colour: developerColour({ apiMode: Boolean(next.apiMode), keyGenerated: Boolean(next.apiKeyGenerated), agreed: Boolean(next.developerAgreed), feePaid: Boolean(next.developerFeePaid) }),
  };
}
