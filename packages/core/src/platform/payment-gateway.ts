/**
 * The payment-gateway port. One adapter implements it, built on the official `stripe` SDK
 * (payments/stripe-gateway.ts); production points the SDK at Stripe, the embedded runtime points
 * the same SDK (host, port, protocol) at the local gateway in packages/local/src/engines/stripe.
 * Services never import the SDK: they call this port, so wallet, fees and per-lead billing share
 * one way of charging, each call carrying an idempotency key derived from what it pays for.
 */
import { behindSession } from './session-gate.js';

export interface CardSummary {
  paymentMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface SetupIntentState {
  id: string;
  customerId: string | null;
  /** Stripe's statuses: requires_payment_method, requires_confirmation, requires_action, processing, canceled, succeeded. */
  status: string;
  paymentMethodId: string | null;
  /** The gateway's message for the last failed attempt (a declined card), if any. */
  lastErrorMessage: string | null;
}

/**
 * What an off-session charge came to. A decline is an answer, not an exception; a payment the
 * gateway is still processing is neither paid nor failed (docs/decisions.md, "Money you can trust"):
 * what recorded it stays open until the gateway's event or the reconciliation run says which.
 */
export type ChargeResult =
  | { ok: true; status: 'succeeded'; paymentIntentId: string; amountCents: number }
  | { ok: false; status: 'processing'; paymentIntentId: string }
  | {
      ok: false;
      status: 'failed';
      paymentIntentId: string | null;
      /** Stripe's error code: card_declined, expired_card, authentication_required, ... */
      code: string;
      declineCode: string | null;
      /** The gateway's human message, safe to show the payer. */
      message: string;
      /** The card needs the payer present (3-D Secure): an automatic charge cannot succeed. */
      requiresAction: boolean;
    };

export interface ChargeInput {
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  description: string;
  /** Derived from what is paid for (invoice id, top-up crossing, fee and company), never random. */
  idempotencyKey: string;
  metadata?: Record<string, string>;
  /** Charge on behalf of a connected account: the amount goes to it, minus the application fee. */
  connectedAccountId?: string;
  applicationFeeCents?: number;
}

/** A charge's answer once it is final: paid or failed. */
export type SettledCharge = Exclude<ChargeResult, { status: 'processing' }>;

/** A PaymentIntent as the reconciliation run reads it back from the gateway. */
export interface GatewayCharge {
  paymentIntentId: string;
  customerId: string | null;
  amountCents: number;
  /** Stripe's PaymentIntent statuses (succeeded, processing, requires_payment_method, canceled, ...). */
  status: string;
  /** Epoch seconds. */
  created: number;
  metadata: Record<string, string>;
  lastErrorCode: string | null;
  lastErrorMessage: string | null;
  /** What was refunded of it so far (from its latest charge). */
  refundedCents: number;
}

export interface GatewayRefund {
  id: string;
  paymentIntentId: string | null;
  amountCents: number;
  status: string;
  created: number;
  metadata: Record<string, string>;
}

export interface GatewayTransfer {
  id: string;
  destination: string;
  amountCents: number;
  created: number;
  metadata: Record<string, string>;
}

export type ConnectedAccountStatus = 'pending' | 'inverification' | 'completed' | 'failed';

export interface ConnectedAccountState {
  id: string;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  /** Requirement keys still due (Stripe's requirements.currently_due). */
  requirements: string[];
  disabledReason: string | null;
  status: ConnectedAccountStatus;
}

/** A verified gateway event (the webhook's body after its signature was checked). */
export interface GatewayEvent {
  id: string;
  type: string;
  /** Epoch seconds when the gateway created the event; orders events about one object. */
  created: number;
  /** The event's object (data.object), as the gateway sent it. */
  object: Record<string, unknown> & { id: string; object: string };
}

export interface PaymentGateway {
  /** The key Stripe.js (or the local card form) uses in the browser. */
  publishableKey(): string;
  createCustomer(input: { email: string; name: string; metadata: Record<string, string>; idempotencyKey: string }): Promise<{ id: string }>;
  /** With `paymentMethodId` (a saved or test payment method) the intent is confirmed at once, server side (seeding). */
  createSetupIntent(input: { customerId: string; metadata?: Record<string, string>; paymentMethodId?: string }): Promise<{ id: string; clientSecret: string }>;
  retrieveSetupIntent(id: string): Promise<SetupIntentState>;
  retrieveCard(paymentMethodId: string): Promise<CardSummary>;
  setDefaultPaymentMethod(customerId: string, paymentMethodId: string): Promise<void>;
  detachPaymentMethod(paymentMethodId: string): Promise<void>;
  /** An off-session charge of a saved card, confirmed at once. */
  charge(input: ChargeInput): Promise<ChargeResult>;
  refund(input: { paymentIntentId: string; amountCents: number; idempotencyKey: string; metadata?: Record<string, string> }): Promise<{ id: string; status: string }>;
  /**
   * The PaymentIntents created at or after `createdGte` (epoch seconds), of one customer or all,
   * newest first, every page: Stripe's list is consistent, unlike its search (FINDINGS: reconciling).
   */
  listCharges(input: { createdGte: number; customerId?: string }): Promise<GatewayCharge[]>;
  /** The refunds created at or after `createdGte` (epoch seconds), of one PaymentIntent or all, every page. */
  listRefunds(input: { createdGte: number; paymentIntentId?: string }): Promise<GatewayRefund[]>;
  createExpressAccount(input: { email: string; metadata: Record<string, string>; idempotencyKey: string }): Promise<{ id: string }>;
  retrieveAccount(id: string): Promise<ConnectedAccountState>;
  deleteAccount(id: string): Promise<void>;
  /** A single-use onboarding link; refreshUrl mints a new one when it has expired. */
  createAccountLink(input: { accountId: string; refreshUrl: string; returnUrl: string }): Promise<{ url: string }>;
  transfer(input: { amountCents: number; destination: string; description: string; idempotencyKey: string; metadata?: Record<string, string> }): Promise<{ id: string }>;
  /** The transfers to one connected account created at or after `createdGte` (epoch seconds), every page (a consistent list). */
  listTransfers(input: { destination: string; createdGte: number }): Promise<GatewayTransfer[]>;
  /** Checks the signature over the exact raw body; throws when it does not verify. */
  verifyEvent(rawBody: string | Buffer, signatureHeader: string | undefined): GatewayEvent;
}

let current: PaymentGateway | undefined;
let factory: (() => PaymentGateway) | undefined;

/**
 * The gateway of this process. payments/stripe-gateway.ts registers the SDK adapter as the
 * factory; tests and the embedded runtime configure it through the environment (STRIPE_*).
 */
export function paymentGateway(): PaymentGateway {
  if (!current) {
    if (!factory) throw new Error('No payment gateway is configured.');
    // Charges and refunds wait for a signed-in request's session (platform/session-gate.ts).
    current = behindSession<PaymentGateway, 'publishableKey' | 'verifyEvent'>(factory(), ['publishableKey', 'verifyEvent']);
  }
  return current;
}

/** Whether an adapter (or a test's stand-in) is registered, so registering the default does not replace it. */
export const hasPaymentGatewayFactory = (): boolean => factory !== undefined;

export function setPaymentGatewayFactory(make: () => PaymentGateway): void {
  factory = make;
  current = undefined;
}

/** After the environment changes (the embedded runtime sets the local gateway's address). */
export function resetPaymentGateway(): void {
  current = undefined;
}
