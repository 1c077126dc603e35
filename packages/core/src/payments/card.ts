import type { Actor } from '../access/actor.js';
import { actingUserOf, auditRow } from '../audit/record.js';
import { isConditionFailure } from '../db/conditions.js';
import { runTransaction } from '../db/transaction.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { centsToString } from '../pricing/money.js';
import { conflict, DomainError, forbidden, notFound, validationError } from '../shared/errors.js';
import { toTF } from '../shared/error.contract.js';
import { getCompany } from '../tenancy/companies.js';
import type { Company } from '../tenancy/company.entity.js';
import { CARD_MESSAGES, type BillingMethod, type CardState, type PaymentCustomerAnswer } from './card.contract.js';
import { chargeByOf } from './charge-by.js';
import { checkOnboardingCoupon, chargeOnboardingFee } from './onboarding-fee.js';
import { cardOf, payerOf } from './payer.js';
import { failedInvoices, openInvoices, retryFailedInvoices } from './retry-invoices.js';
import { settlePendingEvents } from './settle-billing-events.js';
import { gateway } from './stripe-gateway.js';
import { ownSubscription } from '../subscriptions/subscription-view.js';
import { createWriteTransaction } from 'electrodb';
import { companyEntity } from '../tenancy/company.entity.js';
import { auditEntity } from '../audit/audit.entity.js';

export async function cardState(actor: Actor, payer: Company, clock: Clock = systemClock): Promise<CardState> {
  const failed = await failedInvoices(payer.rootId, payer.companyId);
  const owed = failed.reduce((s, i) => s + i.amountCents, 0);
  return {
    card: cardOf(payer),
    manual_bill: toTF(payer.manualBill),
    payment_status: payer.paymentStatus === 'failed' ? 'failed' : 'ok',
    billing_method: payer.directPayment ? 'prepaid' : 'card',
    outstanding: centsToString(owed),
    outstanding_cents: owed,
    failed_invoices: failed.length,
    subscription: ownSubscription(actor, payer, clock),
  };
}

/** The payer's gateway customer, created once (the key makes a concurrent second create the same customer). */
export async function ensureCustomer(payer: Company): Promise<string> {
  if (payer.customerPaymentId) return payer.customerPaymentId;
  const customer = await gateway().createCustomer({
    email: payer.ownerEmail || `${payer.companyId}@payer.invalid`,
    name: payer.name,
    metadata: { rootId: payer.rootId, companyId: payer.companyId, kind: payer.kind },
    idempotencyKey: `customer:${payer.rootId}:${payer.companyId}`,
  });
  try {
    await companyEntity.patch({ rootId: payer.rootId, companyId: payer.companyId })
      .set({ customerPaymentId: customer.id })
      .where((a, op) => op.notExists(a.customerPaymentId))
      .go();
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
    const again = await getCompany(payer.rootId, payer.companyId);
    if (again?.customerPaymentId) return again.customerPaymentId;
    throw e;
  }
  return customer.id;
}

/**
 * POST /payment/customer (and /payment/customer-direct, the same for a prepaid payer): the payer's
 * customer (created once) and a fresh SetupIntent the browser confirms with the card.
 */
export async function createPaymentCustomer(actor: Actor, purpose: 'card' | 'direct'): Promise<PaymentCustomerAnswer> {
  const payer = await payerOf(actor);
  const customerId = await ensureCustomer(payer);
  const si = await gateway().createSetupIntent({ customerId, metadata: { rootId: payer.rootId, companyId: payer.companyId, purpose, userId: actor.userId } });
  return { customer_id: customerId, setup_intent_id: si.id, client_secret: si.clientSecret, publishable_key: gateway().publishableKey() };
}

const isGatewayNotFound = (e: unknown) => (e as { statusCode?: number }).statusCode === 404;

/**
 * PUT /payment/card: the SetupIntent's card becomes the payer's default, verified with the gateway
 * (it belongs to this payer's customer and succeeded); nothing in the body is trusted. An agency
 * that owes its onboarding fee is charged it now.
 */
export async function saveCard(actor: Actor, input: { setup_intent_id: string; coupon_code?: string | undefined }, clock: Clock = systemClock) {
  const payer = await payerOf(actor);
  const notYours = notFound('This card setup was not found.');
  if (!payer.customerPaymentId) throw notYours;
  await checkOnboardingCoupon(payer, input.coupon_code, clock);
  const si = await gateway()
    .retrieveSetupIntent(input.setup_intent_id)
    .catch((e: unknown) => {
      throw isGatewayNotFound(e) ? notYours : e;
    });
  if (si.customerId !== payer.customerPaymentId) throw notYours;
  if (si.status !== 'succeeded' || !si.paymentMethodId) {
    const message = si.lastErrorMessage ?? CARD_MESSAGES.notConfirmed;
    throw validationError(message, { setup_intent_id: [message] });
  }
  const card = await gateway().retrieveCard(si.paymentMethodId);
  await gateway().setDefaultPaymentMethod(payer.customerPaymentId, card.paymentMethodId);
  const by = await chargeByOf(actor);
  const row = await auditRow({ rootId: payer.rootId, companyId: payer.companyId, user: by, actingUser: actingUserOf(actor), action: 'billing_changed', description: `Card ${card.brand} ending ${card.last4} saved for ${payer.name}` }, clock);
  const out = await runTransaction(() =>
    createWriteTransaction({ company: companyEntity, audit: auditEntity }, ({ company, audit }) => [
        company
          .patch({ rootId: payer.rootId, companyId: payer.companyId })
          .set({ cardPaymentMethodId: card.paymentMethodId, cardBrand: card.brand, cardLast4: card.last4, cardExpMonth: card.expMonth, cardExpYear: card.expYear })
          // Still this customer, and not this card already (a repeat of the same save writes nothing twice).
          .where((a, op) => `${op.eq(a.customerPaymentId, payer.customerPaymentId!)} AND (${op.notExists(a.cardPaymentMethodId)} OR ${op.ne(a.cardPaymentMethodId, card.paymentMethodId)})`)
          .commit(),
        audit.create(row).commit(),
      ])
      .go(),
  );
  if (!out.ok) {
    const now = await getCompany(payer.rootId, payer.companyId);
    if (now?.cardPaymentMethodId !== card.paymentMethodId) throw conflict('Your payment setup changed meanwhile. Please try again.');
  }
  const previous = payer.cardPaymentMethodId;
  if (previous && previous !== card.paymentMethodId) await gateway().detachPaymentMethod(previous).catch(() => undefined);
  const saved = (await getCompany(payer.rootId, payer.companyId)) ?? payer;
  const fee = await chargeOnboardingFee(saved, input.coupon_code, by, clock);
  const after = (await getCompany(payer.rootId, payer.companyId)) ?? saved;
  return {
    result: 'success' as const,
    message: CARD_MESSAGES.saved,
    ...(await cardState(actor, after, clock)),
    onboarding_charge: fee
      ? { invoice_id: fee.invoice.invoiceId, number: fee.invoice.number, amount: centsToString(fee.invoice.amountCents), status: fee.status === 'paid' ? ('paid' as const) : ('failed' as const), message: fee.status === 'paid' ? CARD_MESSAGES.onboardingPaid : fee.message }
      : null,
  };
}

/** GET /payment/card. */
export async function getCard(actor: Actor): Promise<CardState> {
  return cardState(actor, await payerOf(actor));
}

/** PUT /payment/set-billing-method: an agency's own choice between card billing and prepaid (direct payment). */
export async function setBillingMethod(actor: Actor, method: BillingMethod, ctx: { ip?: string | undefined }, clock: Clock = systemClock) {
  const payer = await payerOf(actor);
  if (payer.kind !== 'agency') throw forbidden('Only an agency chooses its billing method.');
  const prepaid = method === 'prepaid';
  if (Boolean(payer.directPayment) !== prepaid) {
    const by = await chargeByOf(actor);
    const row = await auditRow({ rootId: payer.rootId, companyId: payer.companyId, user: by, actingUser: actingUserOf(actor), action: 'billing_changed', description: `Billing method of ${payer.name} set to ${prepaid ? 'prepaid (direct payment)' : 'card'}`, ip: ctx.ip }, clock);
    // Conditioned on the method it changes from: of concurrent identical requests one writes and logs.
    await runTransaction(() =>
      createWriteTransaction({ company: companyEntity, audit: auditEntity }, ({ company, audit }) => [
          company
            .patch({ rootId: payer.rootId, companyId: payer.companyId })
            .set({ directPayment: prepaid })
            .where((a, op) => (prepaid ? `(${op.notExists(a.directPayment)} OR ${op.eq(a.directPayment, false)})` : op.eq(a.directPayment, true)))
            .commit(),
          audit.create(row).commit(),
        ])
        .go(),
    );
  }
  const after = (await getCompany(payer.rootId, payer.companyId)) ?? payer;
  return { result: 'success' as const, message: CARD_MESSAGES.methodSaved, ...(await cardState(actor, after, clock)) };
}

/**
 * POST /payment/retry ("Retry payment"): every failed invoice of the payer charged again to its card.
 * A failure answers 402 with the gateway's message; the status stays failed.
 */
export async function retryPayment(actor: Actor, clock: Clock = systemClock) {
  const payer = await payerOf(actor);
  if (!payer.cardPaymentMethodId) throw validationError(CARD_MESSAGES.noCard);
  const by = await chargeByOf(actor);
  const r = await retryFailedInvoices(payer.rootId, payer.companyId, by, clock);
  if (r.found === 0) {
    // A charge still out at the gateway (a retry whose answer was lost) is owed until the gateway
    // says it was paid: the status stays failed and the reconciliation run finishes it.
    if ((await openInvoices(payer.rootId, payer.companyId)).length > 0) throw conflict(CARD_MESSAGES.beingConfirmed);
    if (payer.paymentStatus !== 'failed') throw conflict(CARD_MESSAGES.nothingOwed);
    // Failed with nothing owed (the invoice was settled elsewhere): the status follows the ledger.
    await companyEntity.patch({ rootId: payer.rootId, companyId: payer.companyId }).set({ paymentStatus: 'ok' }).go();
  } else if (r.claimed === 0) {
    throw conflict('A payment is already being processed. Please wait a moment.');
  }
  // Billing events a stopped request left unsettled are owed too (settled once: their invoices are keyed by event).
  const pending = payer.kind === 'agency' ? await settlePendingEvents(payer.rootId, payer.companyId, by, clock) : [];
  const pendingFailed = pending.find((p) => p.status === 'failed');
  if (r.stillFailed > 0 || pendingFailed) throw new DomainError('payment_required', r.lastMessage ?? pendingFailed?.message ?? CARD_MESSAGES.retryFailed);
  if (r.processing > 0) throw conflict(CARD_MESSAGES.beingConfirmed);
  const after = (await getCompany(payer.rootId, payer.companyId)) ?? payer;
  return { result: 'success' as const, message: CARD_MESSAGES.retried, ...(await cardState(actor, after, clock)), settled: r.settled, still_failed: r.stillFailed };
}
