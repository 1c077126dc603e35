import type { Actor } from '../access/actor.js';
import { auditRow } from '../audit/record.js';
import { runTransaction } from '../db/transaction.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { centsToString } from '../pricing/money.js';
import { readCompanySettings } from '../settings/general-settings.js';
import { forbidden, validationError } from '../shared/errors.js';
import type { Company } from '../tenancy/company.entity.js';
import type { ChargeBy } from './charge-by.js';
import { chargeCompany, invoiceIdFor, type ChargeOutcome } from './charge-company.js';
import { countRedemption, couponDiscount, findCoupon } from './coupons.js';
import { INVOICE_MESSAGES, type CouponAnswer } from './invoice.contract.js';
import { nextInvoiceNumber } from './invoice-number.js';
import { payerOf } from './payer.js';
import { createWriteTransaction } from 'electrodb';
import { invoiceEntity } from './invoice.entity.js';
import { companyEntity } from '../tenancy/company.entity.js';
import { auditEntity } from '../audit/audit.entity.js';
import { couponEntity } from './coupon.entity.js';

/**
 * The agency's onboarding fee and whether a coupon may apply: the root's own setting for this
 * agency when it set one (billing switches), otherwise the platform's default from General Settings.
 */
export async function onboardingTerms(agency: Company): Promise<{ feeCents: number; couponsAllowed: boolean }> {
  if (agency.onboardingAmountCents !== undefined) return { feeCents: agency.onboardingAmountCents, couponsAllowed: Boolean(agency.onboardingEnableCoupon) };
  const s = await readCompanySettings(agency.rootId, agency.rootId);
  if (!s?.onboardingStatus) return { feeCents: 0, couponsAllowed: false };
  return { feeCents: s.onboardingPriceCents ?? 0, couponsAllowed: Boolean(s.onboardingEnableCoupon) };
}

async function priced(agency: Company, code: string | undefined, clock: Clock) {
  const terms = await onboardingTerms(agency);
  if (!code) return { ...terms, discountCents: 0, couponCode: undefined, coupon: undefined };
  if (!terms.couponsAllowed) throw validationError(INVOICE_MESSAGES.couponNotEnabled, { coupon_code: [INVOICE_MESSAGES.couponNotEnabled] });
  const coupon = await findCoupon(agency.rootId, code, clock);
  if (!coupon) throw validationError(INVOICE_MESSAGES.couponInvalid, { coupon_code: [INVOICE_MESSAGES.couponInvalid] });
  return { ...terms, discountCents: couponDiscount(terms.feeCents, coupon), couponCode: coupon.code, coupon };
}

/** POST /configuration/coupon/get-coupon: what a code takes off the caller's agency's onboarding fee. */
export async function getCoupon(actor: Actor, code: string, clock: Clock = systemClock): Promise<CouponAnswer> {
  const agency = await payerOf(actor);
  if (agency.kind !== 'agency' || actor.userType === 'client') throw forbidden('Coupons apply to an agency onboarding fee.');
  if (agency.isOnboardCharged) throw validationError(INVOICE_MESSAGES.noOnboardingFee, { coupon_code: [INVOICE_MESSAGES.noOnboardingFee] });
  const p = await priced(agency, code, clock);
  if (p.feeCents <= 0) throw validationError(INVOICE_MESSAGES.noOnboardingFee, { coupon_code: [INVOICE_MESSAGES.noOnboardingFee] });
  const c = p.coupon;
  if (!c) throw validationError(INVOICE_MESSAGES.couponInvalid, { coupon_code: [INVOICE_MESSAGES.couponInvalid] });
  return {
    result: 'success',
    coupon: { code: c.code, percent_off: c.percentOff ?? null, amount_off: c.amountOffCents !== undefined ? centsToString(c.amountOffCents) : null },
    onboarding: { amount: centsToString(p.feeCents), discount: centsToString(p.discountCents), total: centsToString(p.feeCents - p.discountCents) },
    message: INVOICE_MESSAGES.couponApplied,
  };
}

/** The coupon is checked before the card is touched, so a bad code changes nothing. */
export async function checkOnboardingCoupon(agency: Company, code: string | undefined, clock: Clock = systemClock): Promise<void> {
  if (agency.kind !== 'agency' || agency.isOnboardCharged || !code) return;
  await priced(agency, code, clock);
}

/**
 * Charges the agency's onboarding fee once, when its card is saved (docs/product.md, Billing switches: only
 * while not yet charged). The invoice key is the agency's, so it is one invoice ever, whatever repeats. A
 * coupon that takes the whole fee writes a paid invoice of $0.00 without a gateway call.
 */
export async function chargeOnboardingFee(agency: Company, code: string | undefined, by: ChargeBy, clock: Clock = systemClock): Promise<ChargeOutcome | undefined> {
  if (agency.kind !== 'agency' || agency.isOnboardCharged) return undefined;
  const p = await priced(agency, code, clock);
  if (p.feeCents <= 0) return undefined;
  const total = p.feeCents - p.discountCents;
  const lines = [{ description: 'Agency onboarding fee', quantity: 1, unitCents: p.feeCents }];
  const idempotencyKey = `onboarding:${agency.companyId}`;
  if (total > 0) {
    return chargeCompany(
      {
        rootId: agency.rootId,
        companyId: agency.companyId,
        amountCents: total,
        description: 'Agency onboarding fee',
        lines,
        idempotencyKey,
        kind: 'onboarding_fee',
        discountCents: p.discountCents,
        ...(p.couponCode ? { couponCode: p.couponCode } : {}),
        markPaid: 'isOnboardCharged',
        by,
      },
      clock,
    );
  }
  return waiveOnboardingFee(agency, p.feeCents, p.couponCode ?? '', lines, idempotencyKey, by, clock);
}

async function waiveOnboardingFee(agency: Company, feeCents: number, couponCode: string, lines: { description: string; quantity: number; unitCents: number }[], idempotencyKey: string, by: ChargeBy, clock: Clock): Promise<ChargeOutcome | undefined> {
  const now = clock.now().toISOString();
  const invoiceId = invoiceIdFor(agency.rootId, idempotencyKey);
  const item = {
    rootId: agency.rootId,
    invoiceId,
    companyId: agency.companyId,
    companyName: agency.name,
    number: await nextInvoiceNumber(agency.rootId),
    kind: 'onboarding_fee' as const,
    description: 'Agency onboarding fee',
    lines: lines.map((l) => ({ ...l, amountCents: l.quantity * l.unitCents })),
    subtotalCents: feeCents,
    discountCents: feeCents,
    couponCode,
    amountCents: 0,
    status: 'paid' as const,
    attempt: 0,
    idempotencyKey,
    createdAt: now,
    updatedAt: now,
    paidAt: now,
    gatewayEventAt: 0,
  };
  const row = await auditRow({ rootId: agency.rootId, companyId: agency.companyId, user: by, action: 'billing_changed', description: `Onboarding fee of ${agency.name} waived by coupon ${couponCode} (${item.number})` }, clock);
  const out = await runTransaction(() =>
    createWriteTransaction({ invoice: invoiceEntity, company: companyEntity, audit: auditEntity, coupon: couponEntity }, ({ invoice, company, audit, coupon }) => [
        invoice.create(item).commit(),
        ...(couponCode ? [countRedemption({ coupon }, agency.rootId, couponCode)] : []),
        company.patch({ rootId: agency.rootId, companyId: agency.companyId }).set({ isOnboardCharged: true }).where((a, op) => op.ne(a.isOnboardCharged, true)).commit(),
        audit.create(row).commit(),
      ])
      .go(),
  );
  if (!out.ok) return undefined;
  return { status: 'paid', invoice: item, message: 'Your onboarding fee was waived by your coupon.', duplicate: false };
}
