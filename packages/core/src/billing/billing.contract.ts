import { z } from 'zod';
import { tf } from '../shared/error.contract.js';

export const manualBillSchema = z.object({ companyID: z.string().min(1).max(64), manualBill: tf });
/** The state the switch shows after the click: 1 excluded from minimum spend, 0 included. */
export const minimumSpendSchema = z.object({ CompanyID: z.string().min(1).max(64), exclude_minimum_spend: z.union([z.literal(0), z.literal(1)]) });
export const settlementSchema = z.object({ userID: z.string().min(1).max(64) });
export const developerModeSchema = z.object({ companyID: z.string().min(1).max(64), api_mode: tf, agree: z.boolean().optional() });

/** Onboarding charge (docs/product.md, Billing switches): a number, not negative, and 0 (disables) or above 0.5. */
export const ONBOARDING_MESSAGES = {
  notNumber: 'Please enter a valid amount.',
  negative: 'Amount cannot be negative.',
  tooSmall: 'Amount can not be less than or equal to 0.5.',
} as const;

export function onboardingAmountError(raw: string | number): string | undefined {
  const text = String(raw).trim();
  if (text === '' || !/^-?\d+(\.\d+)?$/.test(text)) return ONBOARDING_MESSAGES.notNumber;
  const n = Number(text);
  if (n < 0) return ONBOARDING_MESSAGES.negative;
  if (n !== 0 && n <= 0.5) return ONBOARDING_MESSAGES.tooSmall;
  return undefined;
}

export const onboardingSchema = z.object({
  CompanyID: z.string().min(1).max(64),
  amount: z.union([z.string(), z.number()]).superRefine((v, ctx) => {
    const e = onboardingAmountError(v);
    if (e) ctx.addIssue({ code: 'custom', message: e });
  }),
  enable_coupon: tf.default('F'),
});

export const DEVELOPER_COLOURS = ['orange', 'green', 'blue', 'gray'] as const;
export type DeveloperColour = (typeof DEVELOPER_COLOURS)[number];

/**
 * The API developer state colour (docs/product.md, Billing switches): orange when the developer menu is on
 * but the agreement or payment is not done, or a key exists while the menu is off; green when menu and key
 * are both active; blue when the menu is on with no key; gray when inactive.
 */
export function developerColour(s: { apiMode: boolean; keyGenerated: boolean; agreed: boolean; feePaid: boolean }): DeveloperColour {
  if (s.apiMode && (!s.agreed || !s.feePaid)) return 'orange';
  if (!s.apiMode && s.keyGenerated) return 'orange';
  if (s.apiMode && s.keyGenerated) return 'green';
  if (s.apiMode) return 'blue';
  return 'gray';
}

export const BILLING_MESSAGES = {
  saved: 'Your settings have been saved.',
  settingSaved: 'Setting has been saved.',
  settled: 'Manual Bill Settlement has been successfully processed.',
  manualBillFailed: 'We are unable to save. Please try again later or contact support for assistance.',
  minSpendFailed: 'We are unable to include/exclude the agency for minimum spend, please try again later or contact the support',
  settlementFailed: 'Something went wrong, please try again later..',
  onboardingFailed: 'We are unable to save your setting, please try again later.',
} as const;

const saved = { result: z.literal('success'), message: z.string() };
export const manualBillAnswerSchema = z.object({ ...saved, manual_bill: tf });
export const minimumSpendAnswerSchema = z.object({ ...saved, exclude_minimum_spend: z.union([z.literal(0), z.literal(1)]) });
export const developerModeAnswerSchema = z.object({ ...saved, api_mode: tf, colour: z.enum(DEVELOPER_COLOURS) });
export const onboardingSetAnswerSchema = z.object({ ...saved, status: z.enum(['enabled', 'disabled']) });

/** GET onboarding: the agency's charge, and whether it may still change (not charged, no payment customer yet). */
export const onboardingSettingsSchema = z.object({
  data: z.object({ amount: z.string(), enable_coupon: tf, is_onboard_charged: tf, available: z.boolean() }),
});
