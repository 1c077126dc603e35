import type { MessageKey } from '../../lib/i18n/dictionaries/en';

/**
 * Core's payment-account notices (paymentNotice, docs/product.md, Messages) are the spec's English sentences;
 * these are their dictionary keys, so Arabic readers get them in Arabic. An unknown sentence is
 * shown as core wrote it.
 */
export const PAYMENT_NOTICE_KEYS: Record<string, MessageKey> = {
  'Your agency connected Stripe account is not yet fully set up. Please contact your agency administrator.': 'notice.client-agency-not-connected',
  'You need to connect your Stripe account prior to adding any clients.': 'notice.agency-not-connected',
  'Please continue complete the form to connect your account.': 'notice.agency-pending',
  'Your account is still being verified by Stripe.': 'notice.agency-inverification',
  'You need to connect your Stripe account to activated your Sales Account.': 'notice.sales-not-connected',
  'Please continue complete the form to connect your Sales Account.': 'notice.sales-pending',
  'Your Sales Account is still being verified by Stripe.': 'notice.sales-inverification',
  'Complete your payment setup first to fully use the system (Profile -> Payment Setup)': 'notice.no-card',
  'Please complete your profile to fully use the system': 'notice.profile-incomplete',
};
