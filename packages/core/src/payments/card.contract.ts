import { z } from 'zod';
import { tf } from '../shared/error.contract.js';
import { agencySubscriptionSchema } from '../subscriptions/subscription.contract.js';

/**
 * The payer's card (Card Setting, Profile Setup's payment step). The browser confirms a SetupIntent
 * with the gateway (Stripe Elements, or the local gateway's card form); the platform API never sees a
 * card number, only the SetupIntent id, which it verifies with the gateway.
 */

/** POST /payment/customer and /payment/customer-direct take no fields: the payer is the caller's company. */
export const paymentCustomerRequestSchema = z.object({}).strict();

/** The SetupIntent the browser confirms with `client_secret` and the publishable key. */
export const paymentCustomerAnswerSchema = z.object({
  customer_id: z.string(),
  setup_intent_id: z.string(),
  client_secret: z.string(),
  publishable_key: z.string(),
});
export type PaymentCustomerAnswer = z.infer<typeof paymentCustomerAnswerSchema>;

/** The SetupIntent ids Stripe issues (`seti_...`); anything else is refused before the gateway is asked. */
export const setupIntentId = z.string().trim().regex(/^seti_[A-Za-z0-9_]{4,120}$/, 'This is not a card setup id.');

export const COUPON_CODE_MAX = 40;
/** A coupon code is sent only when non-blank (docs/product.md, Inputs and formats): blank means none. */
export const couponCode = z
  .string()
  .trim()
  .max(COUPON_CODE_MAX, 'This coupon code is not valid.')
  .transform((v) => (v === '' ? undefined : v.toUpperCase()))
  .optional();

/**
 * PUT /payment/card: the confirmed SetupIntent becomes the payer's default card. For an agency that
 * owes its onboarding fee, the fee is charged to this card at once (with the coupon when the root
 * enabled coupons for it).
 */
export const saveCardRequestSchema = z.object({ setup_intent_id: setupIntentId, coupon_code: couponCode });

export const cardSchema = z.object({ brand: z.string(), last4: z.string(), exp_month: z.number().int(), exp_year: z.number().int() });
export type Card = z.infer<typeof cardSchema>;

export const PAYMENT_STATUSES = ['ok', 'failed'] as const;
export const BILLING_METHODS = ['card', 'prepaid'] as const;
export type BillingMethod = (typeof BILLING_METHODS)[number];

/** GET /payment/card (and the answer of every change on Card Setting). */
export const cardStateSchema = z.object({
  card: cardSchema.nullable(),
  manual_bill: tf,
  payment_status: z.enum(PAYMENT_STATUSES),
  /** card: charged after the fact (invoices); prepaid: direct payment, the agency tops up its wallet. Agencies only choose it. */
  billing_method: z.enum(BILLING_METHODS),
  /** What "Retry payment" would charge now: the failed invoices' total, in dollars ("123.45") and cents. */
  outstanding: z.string(),
  outstanding_cents: z.number().int(),
  failed_invoices: z.number().int(),
  /** An agency's package and subscription (null for a client, or an agency without a package). */
  subscription: agencySubscriptionSchema.nullable(),
});
export type CardState = z.infer<typeof cardStateSchema>;

/** The outcome of a charge made while saving a card (the onboarding fee), so the page can say it. */
export const chargeOutcomeSchema = z.object({
  invoice_id: z.string(),
  number: z.string(),
  amount: z.string(),
  status: z.enum(['paid', 'failed']),
  message: z.string(),
});

export const saveCardAnswerSchema = cardStateSchema.extend({
  result: z.literal('success'),
  message: z.string(),
  onboarding_charge: chargeOutcomeSchema.nullable(),
});

/** PUT /payment/set-billing-method: an agency's own choice (owner, users, administrators). */
export const setBillingMethodRequestSchema = z.object({ billing_method: z.enum(BILLING_METHODS) });
export const setBillingMethodAnswerSchema = cardStateSchema.extend({ result: z.literal('success'), message: z.string() });

/**
 * POST /payment/retry ("Retry payment" on Card Setting): charges every failed invoice of the caller's
 * company to its current card; payment_status goes back to ok when none is left failed.
 */
export const retryPaymentRequestSchema = z.object({}).strict();
export const retryPaymentAnswerSchema = cardStateSchema.extend({
  result: z.literal('success'),
  message: z.string(),
  settled: z.number().int(),
  still_failed: z.number().int(),
});

export const CARD_MESSAGES = {
  saved: 'Your card has been saved.',
  notConfirmed: 'This card has not been confirmed yet. Please complete the card check and try again.',
  notYours: 'This card setup does not belong to your account.',
  noCard: 'Add a card first.',
  noPayer: 'Card setup is for agencies and clients.',
  methodSaved: 'Your billing method has been saved.',
  nothingOwed: 'There is no failed payment to retry.',
  beingConfirmed: 'A payment is being confirmed with your bank. Please check again in a few minutes.',
  retried: 'Your payment has been processed.',
  retryFailed: 'Your payment failed. Please update your card and try again.',
  onboardingPaid: 'Your onboarding fee has been paid.',
} as const;
