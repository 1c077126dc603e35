import { z } from 'zod';
import { isConditionFailure } from '../db/conditions.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { badRequest } from '../shared/errors.js';
import { getCompany } from '../tenancy/companies.js';
import { applyTopupCharge } from '../wallet/topup-charge.js';
import { BILLING_SYSTEM_USER } from './charge-by.js';
import { EventAlreadyApplied, finalize, getInvoice, markPaidOf } from './charge-company.js';
import { answerOfCharge } from './gateway-answer.js';
import { matchGatewayCharge, newTally } from './reconcile.js';
import { CONNECTION_TYPES } from './connected-account.contract.js';
import { applyAccountState } from './connected-accounts.js';
import { accountStatusOf, gateway, loadStripeSdk } from './stripe-gateway.js';
import type { GatewayCharge, GatewayEvent } from '../platform/payment-gateway.js';
import { gatewayEventEntity } from './gateway-event.entity.js';
import { openPaymentEntity } from './open-payment.entity.js';

export type WebhookOutcome = 'applied' | 'duplicate' | 'stale' | 'ignored';

const accountObject = z.object({
  id: z.string(),
  charges_enabled: z.boolean().default(false),
  payouts_enabled: z.boolean().default(false),
  details_submitted: z.boolean().default(false),
  requirements: z.object({ currently_due: z.array(z.string()).nullish(), disabled_reason: z.string().nullish() }).nullish(),
  metadata: z.object({ rootId: z.string().min(1), ownerType: z.enum(CONNECTION_TYPES), ownerId: z.string().min(1) }),
});

const paymentIntentObject = z.object({
  id: z.string(),
  status: z.string(),
  amount: z.number().int().nonnegative().default(0),
  customer: z.union([z.string(), z.object({ id: z.string() })]).nullish(),
  created: z.number().optional(),
  last_payment_error: z.object({ code: z.string().nullish(), decline_code: z.string().nullish(), message: z.string().nullish() }).nullish(),
  metadata: z.record(z.string(), z.string()),
});

/** Claims an event that changes nothing (unknown type, stale, not ours), so a redelivery is answered the same. */
async function claimOnly(ev: GatewayEvent, outcome: 'applied' | 'stale' | 'ignored', clock: Clock): Promise<WebhookOutcome> {
  const now = clock.now();
  try {
    await gatewayEventEntity.create({ eventId: ev.id, type: ev.type, outcome, receivedAt: now.toISOString(), ttl: Math.floor(now.getTime() / 1000) + 30 * 86400 }).go();
    return outcome;
  } catch (e) {
    if (isConditionFailure(e)) return 'duplicate';
    throw e;
  }
}

async function onAccountUpdated(ev: GatewayEvent, clock: Clock): Promise<WebhookOutcome> {
  const parsed = accountObject.safeParse(ev.object);
  if (!parsed.success) return claimOnly(ev, 'ignored', clock);
  const a = parsed.data;
  const state = {
    id: a.id,
    chargesEnabled: a.charges_enabled,
    payoutsEnabled: a.payouts_enabled,
    detailsSubmitted: a.details_submitted,
    requirements: a.requirements?.currently_due ?? [],
    disabledReason: a.requirements?.disabled_reason ?? null,
    status: accountStatusOf({ ...a, requirements: a.requirements ?? null }),
  };
  const owner = { rootId: a.metadata.rootId, type: a.metadata.ownerType, ownerId: a.metadata.ownerId };
  const r = await applyAccountState(owner, state, ev.created, clock, { eventId: ev.id, type: ev.type });
  if (r === 'applied' || r === 'duplicate') return r;
  return claimOnly(ev, 'stale', clock);
}

/**
 * A PaymentIntent's outcome, for what its charge request did not get to record (the gateway answered
 * after a time-out, or the process stopped): an invoice open at that attempt is finished; a succeeded
 * charge of an invoice already failed or paid, or of a wallet top-up, goes through the same matching
 * as the reconciliation run (recorded once, or refunded when it pays for nothing). Its claim makes a
 * redelivery change nothing.
 */
async function onPaymentIntent(ev: GatewayEvent, clock: Clock): Promise<WebhookOutcome> {
  const parsed = paymentIntentObject.safeParse(ev.object);
  if (!parsed.success || !parsed.data.metadata.rootId) return claimOnly(ev, 'ignored', clock);
  const pi = parsed.data;
  const charge: GatewayCharge = {
    paymentIntentId: pi.id,
    customerId: typeof pi.customer === 'string' ? pi.customer : (pi.customer?.id ?? null),
    amountCents: pi.amount,
    status: ev.type === 'payment_intent.succeeded' ? 'succeeded' : pi.status,
    created: pi.created ?? ev.created,
    metadata: pi.metadata,
    lastErrorCode: pi.last_payment_error?.code ?? null,
    lastErrorMessage: pi.last_payment_error?.message ?? null,
    refundedCents: 0,
  };
  const md = pi.metadata;
  const inv = md.invoiceId ? await getInvoice(md.rootId!, md.invoiceId) : undefined;
  if (inv && inv.status === 'open' && String(inv.attempt) === md.attempt && (inv.gatewayEventAt ?? 0) <= ev.created) {
    const company = await getCompany(inv.rootId, inv.companyId);
    if (!company) return claimOnly(ev, 'ignored', clock);
    const markPaid = markPaidOf(inv.kind);
    const result = answerOfCharge(charge);
    if (result.status === 'processing') return claimOnly(ev, 'stale', clock);
    try {
      const out = await finalize(inv, inv.attempt, result, { by: BILLING_SYSTEM_USER, company, eventAt: ev.created, eventClaim: { eventId: ev.id, type: ev.type }, ...(markPaid ? { markPaid } : {}) }, clock);
      return out.duplicate ? claimOnly(ev, 'stale', clock) : 'applied';
    } catch (e) {
      if (e instanceof EventAlreadyApplied) return 'duplicate';
      throw e;
    }
  }
  if (md.kind === 'wallet_topup' && ev.type === 'payment_intent.payment_failed' && md.idempotencyKey) {
    const open = (await openPaymentEntity.get({ rootId: md.rootId!, key: md.idempotencyKey }).go({ consistent: true })).data;
    if (!open) return claimOnly(ev, 'stale', clock);
    await applyTopupCharge(open, answerOfCharge(charge), clock);
    return claimOnly(ev, 'applied', clock);
  }
  if (ev.type !== 'payment_intent.succeeded') return claimOnly(ev, 'stale', clock);
  const tally = newTally();
  await matchGatewayCharge(charge, tally, clock);
  return claimOnly(ev, tally.recorded + tally.refunded > 0 ? 'applied' : 'stale', clock);
}

const HANDLERS: Record<string, (ev: GatewayEvent, clock: Clock) => Promise<WebhookOutcome>> = {
  'account.updated': onAccountUpdated,
  'payment_intent.succeeded': onPaymentIntent,
  'payment_intent.payment_failed': onPaymentIntent,
};

/**
 * POST /webhooks/stripe: the signature is checked over the exact raw body (300 s tolerance); a bad
 * or missing one is refused with nothing changed. Each event id is applied once (its claim is written
 * in the same transaction as its change); unknown types are answered and ignored.
 */
export async function handleGatewayWebhook(rawBody: string, signature: string | undefined, clock: Clock = systemClock): Promise<{ received: true; outcome: WebhookOutcome }> {
  let ev: GatewayEvent;
  await loadStripeSdk();
  try {
    ev = gateway().verifyEvent(rawBody, signature);
  } catch {
    throw badRequest('The webhook signature is not valid.');
  }
  const seen = await gatewayEventEntity.get({ eventId: ev.id }).go({ consistent: true });
  if (seen.data) return { received: true, outcome: 'duplicate' };
  const handler = HANDLERS[ev.type];
  const outcome = handler ? await handler(ev, clock) : await claimOnly(ev, 'ignored', clock);
  return { received: true, outcome };
}
