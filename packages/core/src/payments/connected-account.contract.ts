import { z } from 'zod';
import { CONNECTED_ACCOUNT_STATUSES, CONNECTION_TYPES, type ConnectedAccountStatusValue } from './connected-account-values.js';

export { CONNECTED_ACCOUNT_STATUSES, CONNECTION_TYPES, type ConnectedAccountStatusValue, type ConnectionType } from './connected-account-values.js';



/**
 * GET /general/check-connected-account/{companyId}. `{companyId}` is an agency's company id (its
 * account), a client's company id (its agency's account, the one its access depends on), or a sales
 * user's own user id (their commission account). `status` '' is "empty": no account yet.
 */
export const connectedAccountAnswerSchema = z.object({
  status: z.enum(CONNECTED_ACCOUNT_STATUSES),
  type: z.enum(CONNECTION_TYPES),
  account_id: z.string().nullable(),
  charges_enabled: z.boolean(),
  payouts_enabled: z.boolean(),
  /** Stripe's requirements.currently_due keys, e.g. "external_account". */
  requirements: z.array(z.string()),
});
export type ConnectedAccountAnswer = z.infer<typeof connectedAccountAnswerSchema>;

/** Where the gateway's onboarding sends the person back to (a page of this tenant's host, never a URL from the body). */
export const CONNECT_RETURN_PAGES = ['profile-setup', 'profile-setup-v1', 'general-setting', 'sales-connect-account'] as const;
export type ConnectReturnPage = (typeof CONNECT_RETURN_PAGES)[number];

/** POST /general/create-connected-account: creates the agency's Express account (once; again answers the same one). */
export const createConnectedAccountRequestSchema = z.object({ company_id: z.string().trim().min(1).max(64) });

/**
 * POST /general/get-connected-account-link: an onboarding link for the agency's account, creating
 * the account first when it has none. POST /general/get-existing-connected-account-link: a fresh
 * link for the account it already has (404 when none), what the refresh page calls when a link has
 * expired. Links are single use and short lived.
 */
export const connectedAccountLinkRequestSchema = z.object({
  company_id: z.string().trim().min(1).max(64),
  return_page: z.enum(CONNECT_RETURN_PAGES).default('profile-setup'),
});

/** POST /general/create-sales-connected-account: the calling sales user's own account and a link. */
export const salesConnectedAccountRequestSchema = z.object({
  return_page: z.enum(CONNECT_RETURN_PAGES).default('sales-connect-account'),
});

export const connectedAccountLinkAnswerSchema = z.object({ url: z.string(), account_id: z.string() });
export type ConnectedAccountLinkAnswer = z.infer<typeof connectedAccountLinkAnswerSchema>;

/** DELETE /general/reset-payment-connection/{companyId}/{type}: `{companyId}` is the agency's id, or the sales user's id for type sales. */
export const resetPaymentConnectionPathSchema = z.object({
  companyId: z.string().trim().min(1).max(64),
  type: z.enum(CONNECTION_TYPES),
});
export const resetPaymentConnectionAnswerSchema = z.object({
  result: z.literal('success'),
  message: z.string(),
  status: z.literal(''),
});

/**
 * The query string the gateway's onboarding appends nothing to: the pages get `?connect=return`
 * (onboarding left, finished or not: read the status again) or `?connect=refresh` (the link expired:
 * ask get-existing-connected-account-link for a new one and go there).
 */
export const CONNECT_QUERY = { key: 'connect', returned: 'return', refresh: 'refresh' } as const;

/** The payment-account notices (docs/product.md, Messages), by who reads them and the account's status. */
export const CONNECT_MESSAGES = {
  banner: 'Action Required: Update your Stripe connected account',
  clientNotReady:
    'Your agency connected Stripe account is not yet fully set up. Please contact your agency administrator.',
  agencyNotConnected: 'You need to connect your Stripe account prior to adding any clients.',
  agencyPending: 'Please continue complete the form to connect your account.',
  agencyVerifying: 'Your account is still being verified by Stripe. Please check back later.',
  salesNotConnected: 'You need to connect your Stripe account to activated your Sales Account.',
  salesPending: 'Please continue complete the form to connect your Sales Account.',
  salesVerifying: 'Your Sales Account is still being verified by Stripe. Please check back later.',
  failed: 'Stripe could not verify your account. Please reset the connection and connect again.',
  noCardProfileDone: 'Complete your payment setup first to fully use the system (Profile -> Payment Setup)',
  cardNoProfile: 'Please complete your profile to fully use the system',
  reset: 'The payment connection has been reset.',
  noAccount: 'There is no connected account yet.',
} as const;

/** Which notice a person sees for an account status (docs/product.md, Payment accounts); undefined when all is well. */
export function connectNotice(who: 'client' | 'agency' | 'sales', status: ConnectedAccountStatusValue): string | undefined {
  if (status === 'completed') return undefined;
  if (status === 'failed') return who === 'client' ? CONNECT_MESSAGES.clientNotReady : CONNECT_MESSAGES.failed;
  if (who === 'client') return CONNECT_MESSAGES.clientNotReady;
  if (who === 'agency') return status === '' ? CONNECT_MESSAGES.agencyNotConnected : status === 'pending' ? CONNECT_MESSAGES.agencyPending : CONNECT_MESSAGES.agencyVerifying;
  return status === '' ? CONNECT_MESSAGES.salesNotConnected : status === 'pending' ? CONNECT_MESSAGES.salesPending : CONNECT_MESSAGES.salesVerifying;
}

/** The top banner shows to agency users when charges or payouts are disabled on the connected account (docs/product.md, Payment accounts). */
export const showConnectBanner = (a: { charges_enabled: boolean; payouts_enabled: boolean }) => !a.charges_enabled || !a.payouts_enabled;

/** An account counts as connected only when completed (docs/product.md, Payment accounts). */
export const isAccountConnected = (status: ConnectedAccountStatusValue) => status === 'completed';
