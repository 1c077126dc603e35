import { z } from 'zod';
import { parseMoney } from '../pricing/money.js';

/**
 * The packages an agency subscribes to (the spec's package labels): white-label or not, billed
 * monthly or yearly, or FREE (no platform subscription fee, no white label). See
 * docs/decisions.md, "Packages and subscriptions".
 */
export const PACKAGE_IDS = ['NWM', 'NWY', 'WM', 'WY', 'FREE'] as const;
export type PackageId = (typeof PACKAGE_IDS)[number];

export interface PackageTerms {
  label: string;
  whiteLabel: boolean;
  /** Months one subscription period lasts; 0: nothing is billed. */
  months: 0 | 1 | 12;
}

export const PACKAGES: Record<PackageId, PackageTerms> = {
  NWM: { label: 'Non-white-label, monthly', whiteLabel: false, months: 1 },
  NWY: { label: 'Non-white-label, yearly', whiteLabel: false, months: 12 },
  WM: { label: 'White-label, monthly', whiteLabel: true, months: 1 },
  WY: { label: 'White-label, yearly', whiteLabel: true, months: 12 },
  FREE: { label: 'Free', whiteLabel: false, months: 0 },
};

export const SUBSCRIPTION_STATUSES = ['active', 'cancelled', 'ended'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const SUBSCRIPTION_MESSAGES = {
  feeRequired: 'Please enter the subscription fee.',
  feeInvalid: 'Please enter a valid amount.',
  feeTooSmall: 'The subscription fee must be more than 0.50.',
  freeHasNoFee: 'The FREE package has no fee.',
  saved: 'The package has been saved.',
  cancelled: 'The subscription has been cancelled.',
  nothingToCancel: 'This agency has no subscription to cancel.',
  startRefused: "The agency's subscription has ended. A campaign can start again once the agency has a package again.",
} as const;

const companyId = z.string().min(1).max(64);

/**
 * PUT /api/configuration/package: the package the agency goes to and, for a paid one, its fee per
 * period (a string of dollars, as the cost fields travel). The state to go to, never a toggle.
 */
export const setPackageSchema = z
  .object({
    company_id: companyId,
    package_id: z.enum(PACKAGE_IDS),
    fee: z.string().max(12).optional(),
  })
  .superRefine((v, ctx) => {
    const fee = v.fee?.trim() ?? '';
    if (v.package_id === 'FREE') {
      if (fee !== '' && parseMoney(fee) !== 0) ctx.addIssue({ code: 'custom', path: ['fee'], message: SUBSCRIPTION_MESSAGES.freeHasNoFee });
      return;
    }
    if (fee === '') return void ctx.addIssue({ code: 'custom', path: ['fee'], message: SUBSCRIPTION_MESSAGES.feeRequired });
    const cents = parseMoney(fee);
    if (cents === undefined) return void ctx.addIssue({ code: 'custom', path: ['fee'], message: SUBSCRIPTION_MESSAGES.feeInvalid });
    if (cents <= 50) ctx.addIssue({ code: 'custom', path: ['fee'], message: SUBSCRIPTION_MESSAGES.feeTooSmall });
  });
export type SetPackageInput = z.infer<typeof setPackageSchema>;

/** PUT /api/configuration/cancel-subscription. */
export const cancelSubscriptionSchema = z.object({ company_id: companyId });

/** An agency's subscription as the lists and the package dialog show it. */
export const subscriptionSchema = z.object({
  package_id: z.enum(PACKAGE_IDS).nullable(),
  /** Dollars per period ("99.00"); "0.00" for FREE and for no package. */
  fee: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  started_at: z.string().nullable(),
  /** The day (yyyy-MM-dd, the agency's calendar) the next period starts, while active and paid. */
  renews_on: z.string().nullable(),
  /** The day a cancelled subscription ends (its paid period's end), or ended. */
  ends_on: z.string().nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** The agency's own subscription as Card Setting shows it, with whether this person may cancel it. */
export const agencySubscriptionSchema = subscriptionSchema.extend({ may_cancel: z.boolean() });
export type AgencySubscription = z.infer<typeof agencySubscriptionSchema>;

export const subscriptionAnswerSchema = z.object({
  result: z.literal('success'),
  message: z.string(),
  subscription: subscriptionSchema,
});
export type SubscriptionAnswer = z.infer<typeof subscriptionAnswerSchema>;

/** "WM: White-label, monthly" for lists and menus. */
export const packageName = (id: PackageId) => `${id}: ${PACKAGES[id].label}`;
