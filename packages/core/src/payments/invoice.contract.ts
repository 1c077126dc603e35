import { z } from 'zod';
import { INVOICE_KINDS, INVOICE_STATUSES } from './invoice-values.js';

export { INVOICE_KINDS, INVOICE_STATUSES, type InvoiceKind, type InvoiceStatus } from './invoice-values.js';



export const invoiceLineSchema = z.object({
  description: z.string(),
  quantity: z.number().int(),
  unit_amount: z.string(),
  amount: z.string(),
  amount_cents: z.number().int(),
});

export const invoiceSchema = z.object({
  id: z.string(),
  /** INV-000123: unique and increasing per platform. */
  number: z.string(),
  company_id: z.string(),
  company_name: z.string(),
  kind: z.enum(INVOICE_KINDS),
  description: z.string(),
  lines: z.array(invoiceLineSchema),
  subtotal: z.string(),
  discount: z.string(),
  coupon_code: z.string().nullable(),
  amount: z.string(),
  amount_cents: z.number().int(),
  currency: z.literal('usd'),
  status: z.enum(INVOICE_STATUSES),
  /** The gateway's message when the charge failed (safe to show). */
  failure_message: z.string().nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** GET /billing/invoices/{companyId}?cursor=&per_page= : newest first. */
export const invoiceListQuerySchema = z.object({
  cursor: z.string().max(2000).optional(),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
export const invoiceListAnswerSchema = z.object({ data: z.array(invoiceSchema), next_cursor: z.string().nullable() });
export type InvoiceList = z.infer<typeof invoiceListAnswerSchema>;

/** GET /billing/invoices/{companyId}/{invoiceId}/download: a printable HTML invoice (attachment). */
export const invoiceDownloadPathSchema = z.object({ companyId: z.string().trim().min(1).max(64), invoiceId: z.string().trim().min(1).max(64) });

/** POST /configuration/coupon/get-coupon: checks a code against the caller's agency's onboarding fee. */
export const getCouponRequestSchema = z.object({ coupon_code: z.string().trim().min(1, 'Please enter a coupon code.').max(40, 'This coupon code is not valid.') });
export const couponAnswerSchema = z.object({
  result: z.literal('success'),
  coupon: z.object({ code: z.string(), percent_off: z.number().nullable(), amount_off: z.string().nullable() }),
  onboarding: z.object({ amount: z.string(), discount: z.string(), total: z.string() }),
  message: z.string(),
});
export type CouponAnswer = z.infer<typeof couponAnswerSchema>;

/**
 * What a failed payment does to a client's campaigns, chosen by its agency (the campaigns issue
 * reads it): pause them until the payment is settled, or let them run.
 * GET/PUT /configuration/client/{companyId}/failed-payment-action.
 */
export const FAILED_PAYMENT_ACTIONS = ['pause', 'run'] as const;
export type FailedPaymentAction = (typeof FAILED_PAYMENT_ACTIONS)[number];
export const failedPaymentActionRequestSchema = z.object({ action: z.enum(FAILED_PAYMENT_ACTIONS) });
export const failedPaymentActionAnswerSchema = z.object({ company_id: z.string(), action: z.enum(FAILED_PAYMENT_ACTIONS) });

export const INVOICE_MESSAGES = {
  couponInvalid: 'This coupon code is not valid.',
  couponNotEnabled: 'Coupons are not available for your onboarding fee.',
  couponApplied: 'Your coupon has been applied.',
  noOnboardingFee: 'There is no onboarding fee to apply a coupon to.',
  failedPaymentSubject: 'Your payment failed',
  actionSaved: 'Your settings have been saved.',
} as const;
