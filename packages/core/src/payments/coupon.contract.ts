import { z } from 'zod';
import { parseMoney } from '../pricing/money.js';
import { tf } from '../shared/error.contract.js';

/**
 * The root's coupons for the agency onboarding fee (docs/decisions.md, "Coupons"): a code, a
 * percentage or an amount off, an optional last day, and active or not.
 */
export const COUPON_MESSAGES = {
  codeInvalid: 'Use 3 to 32 letters, digits, dashes or underscores.',
  codeTaken: 'A coupon with this code already exists.',
  discountRequired: 'Enter a percentage or an amount off.',
  percentRange: 'The percentage must be a whole number from 1 to 100.',
  amountInvalid: 'Please enter a valid amount.',
  amountTooSmall: 'The amount off must be more than 0.',
  dateInvalid: 'Please enter a date as YYYY-MM-DD.',
  created: 'The coupon has been created.',
  saved: 'The coupon has been saved.',
} as const;

export const COUPON_STATUSES = ['active', 'inactive', 'expired'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

/**
 * The one rule of a coupon's validity, for redeeming it and for the list: switched off, or past
 * its expiry instant, it takes nothing off.
 */
export function couponStatus(c: { active?: boolean | undefined; expiresAt?: string | undefined }, now: Date): CouponStatus {
  if (c.active === false) return 'inactive';
  if (c.expiresAt && c.expiresAt <= now.toISOString()) return 'expired';
  return 'active';
}

export const couponCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{3,32}$/, COUPON_MESSAGES.codeInvalid)
  .transform((s) => s.toUpperCase());

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, COUPON_MESSAGES.dateInvalid).refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), COUPON_MESSAGES.dateInvalid);

/** What a coupon takes off: a whole percentage, or an amount in dollars ("25.00"). */
const discountFields = {
  discount_type: z.enum(['percent', 'amount']),
  percent_off: z.union([z.number(), z.string()]).optional(),
  amount_off: z.string().max(12).optional(),
  /** The last day it may be used (the root's calendar), or none. */
  expires_on: day.nullable().optional(),
  active: tf.default('T'),
};

function checkDiscount(v: { discount_type: 'percent' | 'amount'; percent_off?: number | string | undefined; amount_off?: string | undefined }, ctx: z.RefinementCtx) {
  if (v.discount_type === 'percent') {
    const text = String(v.percent_off ?? '').trim();
    const n = Number(text);
    if (text === '' || !/^\d+$/.test(text) || n < 1 || n > 100) ctx.addIssue({ code: 'custom', path: ['percent_off'], message: text === '' ? COUPON_MESSAGES.discountRequired : COUPON_MESSAGES.percentRange });
    return;
  }
  const text = (v.amount_off ?? '').trim();
  const cents = parseMoney(text);
  if (text === '') ctx.addIssue({ code: 'custom', path: ['amount_off'], message: COUPON_MESSAGES.discountRequired });
  else if (cents === undefined) ctx.addIssue({ code: 'custom', path: ['amount_off'], message: COUPON_MESSAGES.amountInvalid });
  else if (cents <= 0) ctx.addIssue({ code: 'custom', path: ['amount_off'], message: COUPON_MESSAGES.amountTooSmall });
}

/** POST /api/configuration/coupons. */
export const createCouponSchema = z.object({ code: couponCodeSchema, ...discountFields }).superRefine(checkDiscount);
export type CreateCouponInput = z.infer<typeof createCouponSchema>;

/** PUT /api/configuration/coupons/{code}: everything but the code (invoices name it). */
export const updateCouponSchema = z.object(discountFields).superRefine(checkDiscount);
export type UpdateCouponInput = z.infer<typeof updateCouponSchema>;

export const couponPathSchema = z.object({ code: couponCodeSchema });

export const couponRowSchema = z.object({
  code: z.string(),
  discount_type: z.enum(['percent', 'amount']),
  percent_off: z.number().nullable(),
  amount_off: z.string().nullable(),
  expires_on: z.string().nullable(),
  active: tf,
  status: z.enum(COUPON_STATUSES),
  /** How many times it was redeemed: the invoices it was applied to. */
  redemptions: z.number().int().nonnegative(),
});
export type CouponRow = z.infer<typeof couponRowSchema>;

export const couponListSchema = z.object({ data: z.array(couponRowSchema) });
export const couponSavedSchema = z.object({ result: z.literal('success'), message: z.string(), data: couponRowSchema });
