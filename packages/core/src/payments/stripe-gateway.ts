import type Stripe from 'stripe';
import { getConfig, type Config } from '../platform/config.js';
import {
  hasPaymentGatewayFactory,
  paymentGateway,
  setPaymentGatewayFactory,
  type CardSummary,
  type ChargeInput,
  type ChargeResult,
  type ConnectedAccountState,
  type ConnectedAccountStatus,
  type GatewayCharge,
  type GatewayEvent,
  type GatewayRefund,
  type GatewayTransfer,
  type PaymentGateway,
  type SetupIntentState,
} from '../platform/payment-gateway.js';

/** Stripe's default signature tolerance: an event signed more than 5 minutes ago is refused (replays). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const idOf = (v: string | { id: string } | null | undefined): string | null => (v == null ? null : typeof v === 'string' ? v : v.id);

/**
 * An Express account's status as the platform shows it (docs/product.md, Payment accounts): failed when
 * Stripe rejected it, completed when charges and payouts work, in verification when the details are in and
 * Stripe is still checking (or asks for nothing more yet), pending while the person has not finished the
 * form.
 */
export function accountStatusOf(a: {
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
  requirements?: { disabled_reason?: string | null; currently_due?: string[] | null } | null | undefined;
}): ConnectedAccountStatus {
  const reason = a.requirements?.disabled_reason ?? null;
  if (reason && reason.startsWith('rejected')) return 'failed';
  if (a.charges_enabled && a.payouts_enabled && a.details_submitted) return 'completed';
  if (!a.details_submitted) return 'pending';
  return 'inverification';
}

function toAccountState(a: Stripe.Account): ConnectedAccountState {
  return {
    id: a.id,
    chargesEnabled: Boolean(a.charges_enabled),
    payoutsEnabled: Boolean(a.payouts_enabled),
    detailsSubmitted: Boolean(a.details_submitted),
    requirements: a.requirements?.currently_due ?? [],
    disabledReason: a.requirements?.disabled_reason ?? null,
    status: accountStatusOf({
      charges_enabled: Boolean(a.charges_enabled),
      payouts_enabled: Boolean(a.payouts_enabled),
      details_submitted: Boolean(a.details_submitted),
      requirements: a.requirements ?? null,
    }),
  };
}

const required = (value: string | undefined, name: string): string => {
  if (!value) throw new Error(`${name} is not configured; the payment gateway cannot be used.`);
  return value;
};

/**
 * The payment-gateway port on the official `stripe` SDK. Production talks to Stripe; the embedded
 * runtime sets STRIPE_API_HOST/PORT/PROTOCOL so the same SDK talks to the local gateway. Card numbers
 * never pass through here (the browser confirms SetupIntents), and nothing here logs.
 */
type StripeModule = typeof Stripe;
let sdk: StripeModule | undefined;

/**
 * Loads the stripe SDK (about 250 KB) when the gateway is first used, not when a handler's module
 * is imported: most handlers import core without ever charging (the 425 KB cold-start budget,
 * tests/infra/bundle.test.ts). The webhook awaits it before verifying a signature.
 */
export async function loadStripeSdk(): Promise<StripeModule> {
  sdk ??= (await import('stripe')).default;
  return sdk;
}

export class StripeGateway implements PaymentGateway {
  private client: Promise<Stripe> | undefined;

  constructor(private readonly config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_HOST' | 'STRIPE_API_PORT' | 'STRIPE_API_PROTOCOL'>) {}

  private get stripeClient(): Promise<Stripe> {
    const config = this.config;
    this.client ??= loadStripeSdk().then(
      (S) =>
        new S(required(config.STRIPE_SECRET_KEY, 'STRIPE_SECRET_KEY'), {
          ...(config.STRIPE_API_HOST ? { host: config.STRIPE_API_HOST } : {}),
          ...(config.STRIPE_API_PORT ? { port: config.STRIPE_API_PORT } : {}),
          ...(config.STRIPE_API_PROTOCOL ? { protocol: config.STRIPE_API_PROTOCOL } : {}),
          // Every write carries our own idempotency key, so the SDK's retries cannot double a charge.
          maxNetworkRetries: 2,
          timeout: 20_000,
          telemetry: false,
        }),
    );
    return this.client;
  }

  publishableKey(): string {
    return required(this.config.STRIPE_PUBLISHABLE_KEY, 'STRIPE_PUBLISHABLE_KEY');
  }

  async createCustomer(input: { email: string; name: string; metadata: Record<string, string>; idempotencyKey: string }) {
    const c = await (await this.stripeClient).customers.create({ email: input.email, name: input.name, metadata: input.metadata }, { idempotencyKey: input.idempotencyKey });
    return { id: c.id };
  }

  async createSetupIntent(input: { customerId: string; metadata?: Record<string, string>; paymentMethodId?: string }) {
    const si = await (await this.stripeClient).setupIntents.create({
      customer: input.customerId,
      usage: 'off_session',
      ...(input.metadata ? { metadata: input.metadata } : {}),
      ...(input.paymentMethodId ? { payment_method: input.paymentMethodId, confirm: true } : {}),
    });
    if (!si.client_secret) throw new Error('The gateway answered a SetupIntent without a client secret.');
    return { id: si.id, clientSecret: si.client_secret };
  }

  async retrieveSetupIntent(id: string): Promise<SetupIntentState> {
    const si = await (await this.stripeClient).setupIntents.retrieve(id);
    return {
      id: si.id,
      customerId: idOf(si.customer),
      status: si.status,
      paymentMethodId: idOf(si.payment_method),
      lastErrorMessage: si.last_setup_error?.message ?? null,
    };
  }

  async retrieveCard(paymentMethodId: string): Promise<CardSummary> {
    const pm = await (await this.stripeClient).paymentMethods.retrieve(paymentMethodId);
    if (!pm.card) throw new Error('The payment method is not a card.');
    return { paymentMethodId: pm.id, brand: pm.card.brand, last4: pm.card.last4, expMonth: pm.card.exp_month, expYear: pm.card.exp_year };
  }

  async setDefaultPaymentMethod(customerId: string, paymentMethodId: string): Promise<void> {
    await (await this.stripeClient).customers.update(customerId, { invoice_settings: { default_payment_method: paymentMethodId } });
  }

  async detachPaymentMethod(paymentMethodId: string): Promise<void> {
    await (await this.stripeClient).paymentMethods.detach(paymentMethodId);
  }

  async charge(input: ChargeInput): Promise<ChargeResult> {
    try {
      const pi = await (await this.stripeClient).paymentIntents.create(
        {
          amount: input.amountCents,
          currency: 'usd',
          customer: input.customerId,
          payment_method: input.paymentMethodId,
          off_session: true,
          confirm: true,
          description: input.description,
          ...(input.metadata ? { metadata: input.metadata } : {}),
          ...(input.connectedAccountId ? { transfer_data: { destination: input.connectedAccountId } } : {}),
          ...(input.connectedAccountId && input.applicationFeeCents !== undefined ? { application_fee_amount: input.applicationFeeCents } : {}),
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (pi.status === 'succeeded') return { ok: true, status: 'succeeded', paymentIntentId: pi.id, amountCents: pi.amount_received || pi.amount };
      // Not paid yet and not declined (bank debits, some card networks): its event settles it.
      if (pi.status === 'processing') return { ok: false, status: 'processing', paymentIntentId: pi.id };
      const err = pi.last_payment_error;
      return {
        ok: false,
        status: 'failed',
        paymentIntentId: pi.id,
        code: err?.code ?? (pi.status === 'requires_action' ? 'authentication_required' : 'payment_failed'),
        declineCode: err?.decline_code ?? null,
        message: err?.message ?? 'The payment could not be completed.',
        requiresAction: pi.status === 'requires_action',
      };
    } catch (e) {
      // A decline is an answer (402 card_error), not a failure of the call.
      if ((e as { type?: string }).type === 'StripeCardError') {
        const card = e as Stripe.errors.StripeCardError;
        return {
          ok: false,
          status: 'failed',
          paymentIntentId: card.payment_intent?.id ?? null,
          code: card.code ?? 'card_declined',
          declineCode: card.decline_code ?? null,
          message: card.message,
          requiresAction: card.code === 'authentication_required',
        };
      }
      throw e;
    }
  }

  async refund(input: { paymentIntentId: string; amountCents: number; idempotencyKey: string; metadata?: Record<string, string> }) {
    const r = await (await this.stripeClient).refunds.create(
      { payment_intent: input.paymentIntentId, amount: input.amountCents, ...(input.metadata ? { metadata: input.metadata } : {}) },
      { idempotencyKey: input.idempotencyKey },
    );
    return { id: r.id, status: r.status ?? 'pending' };
  }

  async listCharges(input: { createdGte: number; customerId?: string }): Promise<GatewayCharge[]> {
    const out: GatewayCharge[] = [];
    const list = (await this.stripeClient).paymentIntents.list({ created: { gte: input.createdGte }, limit: 100, expand: ['data.latest_charge'], ...(input.customerId ? { customer: input.customerId } : {}) });
    for await (const pi of list) {
      const charge = typeof pi.latest_charge === 'object' && pi.latest_charge ? pi.latest_charge : null;
      out.push({
        paymentIntentId: pi.id,
        customerId: idOf(pi.customer),
        amountCents: pi.amount,
        status: pi.status,
        created: pi.created,
        metadata: { ...pi.metadata },
        lastErrorCode: pi.last_payment_error?.code ?? null,
        lastErrorMessage: pi.last_payment_error?.message ?? null,
        refundedCents: charge?.amount_refunded ?? 0,
      });
    }
    return out;
  }

  async listRefunds(input: { createdGte: number; paymentIntentId?: string }): Promise<GatewayRefund[]> {
    const out: GatewayRefund[] = [];
    const list = (await this.stripeClient).refunds.list({ created: { gte: input.createdGte }, limit: 100, ...(input.paymentIntentId ? { payment_intent: input.paymentIntentId } : {}) });
    for await (const r of list) {
      out.push({ id: r.id, paymentIntentId: idOf(r.payment_intent), amountCents: r.amount, status: r.status ?? 'pending', created: r.created, metadata: { ...(r.metadata ?? {}) } });
    }
    return out;
  }

  async createExpressAccount(input: { email: string; metadata: Record<string, string>; idempotencyKey: string }) {
    const a = await (await this.stripeClient).accounts.create(
      { type: 'express', email: input.email, metadata: input.metadata, capabilities: { card_payments: { requested: true }, transfers: { requested: true } } },
      { idempotencyKey: input.idempotencyKey },
    );
    return { id: a.id };
  }

  async retrieveAccount(id: string): Promise<ConnectedAccountState> {
    return toAccountState(await (await this.stripeClient).accounts.retrieve(id));
  }

  async deleteAccount(id: string): Promise<void> {
    await (await this.stripeClient).accounts.del(id);
  }

  async createAccountLink(input: { accountId: string; refreshUrl: string; returnUrl: string }) {
    const link = await (await this.stripeClient).accountLinks.create({ account: input.accountId, refresh_url: input.refreshUrl, return_url: input.returnUrl, type: 'account_onboarding' });
    return { url: link.url };
  }

  async transfer(input: { amountCents: number; destination: string; description: string; idempotencyKey: string; metadata?: Record<string, string> }) {
    const t = await (await this.stripeClient).transfers.create(
      { amount: input.amountCents, currency: 'usd', destination: input.destination, description: input.description, ...(input.metadata ? { metadata: input.metadata } : {}) },
      { idempotencyKey: input.idempotencyKey },
    );
    return { id: t.id };
  }

  async listTransfers(input: { destination: string; createdGte: number }): Promise<GatewayTransfer[]> {
    const out: GatewayTransfer[] = [];
    const list = (await this.stripeClient).transfers.list({ destination: input.destination, created: { gte: input.createdGte }, limit: 100 });
    for await (const t of list) out.push({ id: t.id, destination: idOf(t.destination) ?? input.destination, amountCents: t.amount, created: t.created, metadata: { ...(t.metadata ?? {}) } });
    return out;
  }

  verifyEvent(rawBody: string | Buffer, signatureHeader: string | undefined): GatewayEvent {
    if (!signatureHeader) throw new Error('No Stripe-Signature header.');
    const secret = required(this.config.STRIPE_WEBHOOK_SECRET, 'STRIPE_WEBHOOK_SECRET');
    if (!sdk) throw new Error('The stripe SDK is not loaded: await loadStripeSdk() before verifying an event.');
    const event = sdk.webhooks.constructEvent(rawBody, signatureHeader, secret, WEBHOOK_TOLERANCE_SECONDS);
    const object = event.data.object as unknown as GatewayEvent['object'];
    return { id: event.id, type: event.type, created: event.created, object };
  }
}

/**
 * The gateway of this process: the stripe adapter unless something else (a test's stand-in) was
 * registered first. Services call this rather than the port's paymentGateway(), so importing them
 * is what registers the adapter (core is side-effect free for bundlers).
 */
export function gateway(): PaymentGateway {
  if (!hasPaymentGatewayFactory()) setPaymentGatewayFactory(() => new StripeGateway(getConfig()));
  return paymentGateway();
}
