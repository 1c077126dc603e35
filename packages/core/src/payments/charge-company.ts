import { createHash } from 'node:crypto';
import { auditRow } from '../audit/record.js';
import { isConditionFailure } from '../db/conditions.js';
import { runTransaction } from '../db/transaction.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { getConfig } from '../platform/config.js';
import { mailer } from '../platform/mailer.js';
import type { ChargeResult, SettledCharge } from '../platform/payment-gateway.js';
import { centsToString } from '../pricing/money.js';
import { getCompany } from '../tenancy/companies.js';
import type { Company } from '../tenancy/company.entity.js';
import { publicUrl } from '../tenancy/public-url.js';
import { BILLING_SYSTEM_USER, type ChargeBy } from './charge-by.js';
import { countRedemption } from './coupons.js';
import { INVOICE_MESSAGES, type InvoiceKind } from './invoice.contract.js';
import type { InvoiceItem } from './invoice.entity.js';
import { nextInvoiceNumber } from './invoice-number.js';
import { statsDay } from '../leads/daily-stats.js';
import { agencyOf, invoiceRevenue, revenueWrites, rootZone } from '../reports/revenue-stats.js';
import type { OpenPayment } from './open-payment.entity.js';
import { byFields, chargeRequestOf, shardOf } from './open-payments.js';
import { gateway } from './stripe-gateway.js';
import { createWriteTransaction } from 'electrodb';
import { invoiceEntity } from './invoice.entity.js';
import { openPaymentEntity } from './open-payment.entity.js';
import { couponEntity } from './coupon.entity.js';
import { companyEntity } from '../tenancy/company.entity.js';
import { billingEventEntity } from '../billing/billing-event.entity.js';
import { auditEntity } from '../audit/audit.entity.js';
import { gatewayEventEntity } from './gateway-event.entity.js';
import { revenueStatsEntity } from '../reports/revenue-stats.entity.js';

export interface ChargeLine {
  description: string;
  quantity: number;
  unitCents: number;
}

export interface ChargeCompanyInput {
  rootId: string;
  companyId: string;
  /** What is charged, after any discount. Positive integer cents. */
  amountCents: number;
  description: string;
  lines: ChargeLine[];
  /** Derived from what is paid for (e.g. `onboarding:<companyId>`, `billing-event:<id>`): one invoice per key, ever. */
  idempotencyKey: string;
  kind: InvoiceKind;
  discountCents?: number;
  couponCode?: string;
  /** The billing event (switches) this charge settles: marked settled in the same transaction as the paid invoice. */
  billingEvent?: { eventId: string; createdAt: string };
  /** A company flag the payment stands for, set in the same transaction as the paid invoice. */
  markPaid?: 'isOnboardCharged' | 'developerFeePaid';
  by?: ChargeBy;
  /** Of the amount, what platform-fee lines charge (counted apart in the root's revenue). */
  feeCents?: number;
}

export type ChargeOutcome =
  | { status: 'paid' | 'failed'; invoice: InvoiceItem; message: string; duplicate: boolean }
  /** Another request is charging this invoice right now, or the gateway did not answer: the sweep finishes it. */
  | { status: 'processing'; invoice: InvoiceItem; message: string; duplicate: boolean };

const PROCESSING = 'Your payment is being processed.';

/** One invoice per idempotency key and platform. */
export const invoiceIdFor = (rootId: string, idempotencyKey: string) => `inv_${createHash('sha256').update(`${rootId}:${idempotencyKey}`).digest('hex').slice(0, 24)}`;

export async function getInvoice(rootId: string, invoiceId: string): Promise<InvoiceItem | undefined> {
  return (await invoiceEntity.get({ rootId, invoiceId }).go({ consistent: true })).data ?? undefined;
}

/**
 * chargeCompany({ rootId, companyId, amountCents, description, lines, idempotencyKey, kind }):
 * writes the invoice (number, lines, amount, status) and charges the payer's default card through the
 * payment gateway. Paid: the invoice, what it pays for (billing event, company flag) and the audit
 * entry change in one transaction. Failed: the invoice is failed, the company's payment_status goes
 * to failed (its red card icon; Card Setting forced) in the same transaction, and the payer gets an
 * e-mail. Calling it again with the same key never charges twice: it answers the invoice as it is.
 * Campaign, lead and wallet billing charge through this.
 */
export async function chargeCompany(input: ChargeCompanyInput, clock: Clock = systemClock): Promise<ChargeOutcome> {
  if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) throw new Error('chargeCompany: amountCents must be a positive integer.');
  const invoiceId = invoiceIdFor(input.rootId, input.idempotencyKey);
  const existing = await getInvoice(input.rootId, invoiceId);
  if (existing) return answerOf(existing, true);
  const company = await getCompany(input.rootId, input.companyId);
  if (!company) throw new Error(`chargeCompany: company ${input.companyId} not found.`);
  const now = clock.now().toISOString();
  const lines = input.lines.map((l) => ({ ...l, amountCents: l.quantity * l.unitCents }));
  const subtotal = lines.reduce((s, l) => s + l.amountCents, 0);
  const item: InvoiceItem = {
    rootId: input.rootId,
    invoiceId,
    companyId: company.companyId,
    companyName: company.name,
    number: await nextInvoiceNumber(input.rootId),
    kind: input.kind,
    description: input.description,
    lines,
    subtotalCents: subtotal,
    discountCents: input.discountCents ?? 0,
    ...(input.feeCents ? { feeCents: input.feeCents } : {}),
    ...(input.couponCode ? { couponCode: input.couponCode } : {}),
    amountCents: input.amountCents,
    status: 'open',
    attempt: 1,
    idempotencyKey: input.idempotencyKey,
    ...(input.billingEvent ? { billingEventId: input.billingEvent.eventId, billingEventAt: input.billingEvent.createdAt } : {}),
    createdAt: now,
    updatedAt: now,
    gatewayEventAt: 0,
  };
  const by = input.by ?? BILLING_SYSTEM_USER;
  // The invoice and the record of the charge about to be made are one write, so no charge is ever
  // made that the reconciliation run cannot find (docs/decisions.md, "Money you can trust"). A
  // coupon's redemption is counted in it too: only the request that creates the invoice counts.
  const opened = await runTransaction(() =>
    createWriteTransaction({ invoice: invoiceEntity, openPayment: openPaymentEntity, coupon: couponEntity }, ({ invoice, openPayment, coupon }) => [
        invoice.create(item).commit(),
        ...(hasCard(company) ? [openPayment.create(openInvoicePayment(item, company, by, new Date(now))).commit()] : []),
        ...(input.couponCode ? [countRedemption({ coupon }, input.rootId, input.couponCode)] : []),
      ])
      .go(),
  );
  if (!opened.ok) {
    if (opened.codes[0] !== 'ConditionalCheckFailed') throw new Error(`The invoice ${invoiceId} could not be created: ${opened.codes.join(', ')}`);
    // A concurrent request created it first: that one charges.
    const other = await getInvoice(input.rootId, invoiceId);
    if (other) return answerOf(other, true);
    throw new Error(`The invoice ${invoiceId} could not be created.`);
  }
  return chargeAttempt(item, company, { by, ...(input.markPaid ? { markPaid: input.markPaid } : {}) }, clock);
}

export interface AttemptOptions {
  by: ChargeBy;
  markPaid?: 'isOnboardCharged' | 'developerFeePaid';
}

/**
 * Charges an invoice that this request holds open (just created, or claimed for a retry with
 * attempt + 1). The gateway key is invoice + attempt, so a repeat of the same attempt is answered
 * by the gateway's stored result instead of a second charge.
 */
export async function chargeAttempt(inv: InvoiceItem, company: Company, opts: AttemptOptions, clock: Clock = systemClock): Promise<ChargeOutcome> {
  if (!hasCard(company)) {
    const result: ChargeResult = { ok: false, status: 'failed', paymentIntentId: null, code: 'no_card', declineCode: null, message: 'There is no card on file.', requiresAction: false };
    return finalize(inv, inv.attempt, result, { ...opts, company }, clock);
  }
  const request = chargeRequestOf(openInvoicePayment(inv, company, opts.by, new Date(inv.updatedAt)));
  let result: ChargeResult;
  try {
    result = await gateway().charge(request);
  } catch (e) {
    // No answer (a time-out, a lost connection): the charge may or may not have been made. The
    // invoice stays open; the gateway's event or the reconciliation run finishes it.
    console.error(JSON.stringify({ level: 'error', msg: 'charge did not complete', invoiceId: inv.invoiceId, error: e instanceof Error ? e.message : String(e) }));
    return { status: 'processing', invoice: inv, message: PROCESSING, duplicate: false };
  }
  return applyChargeResult(inv, company, result, opts, clock);
}

/** What a charge's answer does to its invoice: a payment still processing leaves it open, noting the PaymentIntent. */
export async function applyChargeResult(inv: InvoiceItem, company: Company, result: ChargeResult, opts: AttemptOptions & { eventAt?: number; eventClaim?: { eventId: string; type: string } }, clock: Clock = systemClock): Promise<ChargeOutcome> {
  if (result.status === 'processing') {
    try {
      await invoiceEntity.patch({ rootId: inv.rootId, invoiceId: inv.invoiceId })
        .set({ paymentIntentId: result.paymentIntentId, updatedAt: clock.now().toISOString() })
        .where((a, op) => `${op.eq(a.status, 'open')} AND ${op.eq(a.attempt, inv.attempt)}`)
        .go();
    } catch (e) {
      if (!isConditionFailure(e)) throw e;
    }
    const after = (await getInvoice(inv.rootId, inv.invoiceId)) ?? inv;
    return answerOf(after, false);
  }
  return finalize(inv, inv.attempt, result, { ...opts, company, card: company.cardLast4 ? { brand: company.cardBrand ?? 'card', last4: company.cardLast4 } : undefined }, clock);
}

/** The company flag an invoice's payment stands for (set in the paid invoice's transaction). */
export const markPaidOf = (kind: InvoiceItem['kind']): 'isOnboardCharged' | 'developerFeePaid' | undefined =>
  kind === 'onboarding_fee' ? 'isOnboardCharged' : kind === 'developer_fee' ? 'developerFeePaid' : undefined;

const hasCard = (c: Company): c is Company & { customerPaymentId: string; cardPaymentMethodId: string } => Boolean(c.customerPaymentId && c.cardPaymentMethodId);

/** The gateway idempotency key of one attempt at an invoice. */
export const invoiceChargeKey = (inv: Pick<InvoiceItem, 'invoiceId' | 'attempt'>) => `${inv.invoiceId}:${inv.attempt}`;

/** The record of an invoice attempt's charge, written with the invoice opening it (creation or a retry's claim). */
export function openInvoicePayment(inv: InvoiceItem, company: Company, by: ChargeBy, at: Date): OpenPayment {
  const key = invoiceChargeKey(inv);
  return {
    rootId: inv.rootId,
    key,
    shard: shardOf(key),
    kind: 'invoice',
    companyId: inv.companyId,
    amountCents: inv.amountCents,
    description: `${inv.number} ${inv.description}`,
    ...(company.customerPaymentId ? { customerId: company.customerPaymentId } : {}),
    ...(company.cardPaymentMethodId ? { paymentMethodId: company.cardPaymentMethodId } : {}),
    invoiceId: inv.invoiceId,
    attempt: inv.attempt,
    ...byFields(by),
    createdAt: at.toISOString(),
  };
}

interface FinalizeOptions extends AttemptOptions {
  company: Company;
  card?: { brand: string; last4: string } | undefined;
  /** Epoch seconds of the gateway event that told us, when finalizing from a webhook. */
  eventAt?: number;
  /** Claims the gateway event id in the same transaction (webhooks). */
  eventClaim?: { eventId: string; type: string };
  /** A failed invoice whose earlier attempt the gateway says succeeded after all: it is paid by that charge. */
  lateSuccess?: boolean;
}

async function otherFailedInvoices(inv: InvoiceItem): Promise<number> {
  const res = await invoiceEntity.query.byCompany({ rootId: inv.rootId, companyId: inv.companyId }).where((a, op) => op.eq(a.status, 'failed')).go({ pages: 'all' });
  return res.data.filter((i) => i.invoiceId !== inv.invoiceId).length;
}

/**
 * Applies a charge's result to an open invoice, in one transaction with what it pays for and its
 * audit entry, conditioned on the invoice still being open at this attempt (so two finishers of the
 * same attempt, say the request and the gateway's event, apply it once).
 */
export async function finalize(inv: InvoiceItem, attempt: number, result: SettledCharge, opts: FinalizeOptions, clock: Clock = systemClock): Promise<ChargeOutcome> {
  const now = clock.now();
  const paid = result.ok;
  // Only a failed payer can be cleared, so only then is its invoice history read.
  const stillFailed = paid ? (opts.company.paymentStatus === 'failed' ? await otherFailedInvoices(inv) : 0) : 1;
  const amount = centsToString(inv.amountCents);
  const row = await auditRow(
    {
      rootId: inv.rootId,
      companyId: inv.companyId,
      user: { userId: opts.by.userId, name: opts.by.name, userType: opts.by.userType, ...(opts.by.companyId ? { companyId: opts.by.companyId } : {}) },
      ...(opts.by.actingUserId ? { actingUser: { userId: opts.by.actingUserId } } : {}),
      action: 'billing_changed',
      description: paid
        ? `Charged ${inv.companyName} $${amount} for ${inv.description} (${inv.number})`
        : `Charge of $${amount} to ${inv.companyName} for ${inv.description} (${inv.number}) failed: ${result.message}`,
    },
    clock,
  );
  // A failed fee leaves what it pays for unpaid (the developer colour goes orange), and the payer failed.
  const companyPatch: Record<string, unknown> = paid
    ? { ...(opts.markPaid ? { [opts.markPaid]: true } : {}), ...(stillFailed === 0 && opts.company.paymentStatus === 'failed' ? { paymentStatus: 'ok' } : {}) }
    : { ...(opts.markPaid ? { [opts.markPaid]: false } : {}), paymentStatus: 'failed' };
  const invoicePatch = paid
    ? { status: 'paid' as const, paidAt: now.toISOString(), updatedAt: now.toISOString(), ...(result.paymentIntentId ? { paymentIntentId: result.paymentIntentId } : {}), ...(opts.card ? { cardBrand: opts.card.brand, cardLast4: opts.card.last4 } : {}), ...(opts.eventAt ? { gatewayEventAt: opts.eventAt } : {}) }
    : { status: 'failed' as const, failureCode: result.code, failureMessage: result.message, updatedAt: now.toISOString(), ...(result.paymentIntentId ? { paymentIntentId: result.paymentIntentId } : {}), ...(opts.card ? { cardBrand: opts.card.brand, cardLast4: opts.card.last4 } : {}), ...(opts.eventAt ? { gatewayEventAt: opts.eventAt } : {}) };
  // What it adds to the root's revenue figures, with the paid status (docs/decisions.md, "Reports and revenue aggregates").
  const revenueDay = paid ? statsDay(now, await rootZone(inv.rootId)) : '';
  const outcome = await runTransaction(() =>
    createWriteTransaction({ invoice: invoiceEntity, company: companyEntity, billingEvent: billingEventEntity, audit: auditEntity, gatewayEvent: gatewayEventEntity, openPayment: openPaymentEntity, revenueStats: revenueStatsEntity }, ({ invoice, company, billingEvent, audit, gatewayEvent, openPayment, revenueStats }) => [
        invoice
          .patch({ rootId: inv.rootId, invoiceId: inv.invoiceId })
          .set(invoicePatch)
          .where((a, op) => `${op.eq(a.status, opts.lateSuccess ? 'failed' : 'open')} AND ${op.eq(a.attempt, attempt)}`)
          .commit(),
        openPayment.delete({ rootId: inv.rootId, key: invoiceChargeKey({ invoiceId: inv.invoiceId, attempt }) }).commit(),
        ...(Object.keys(companyPatch).length ? [company.patch({ rootId: inv.rootId, companyId: inv.companyId }).set(companyPatch).commit()] : []),
        ...(paid && inv.billingEventId && inv.billingEventAt
          ? [billingEvent.patch({ rootId: inv.rootId, companyId: inv.companyId, createdAt: inv.billingEventAt, eventId: inv.billingEventId }).set({ status: 'settled' }).commit()]
          : !paid && inv.billingEventId && inv.billingEventAt
            ? [billingEvent.patch({ rootId: inv.rootId, companyId: inv.companyId, createdAt: inv.billingEventAt, eventId: inv.billingEventId }).set({ status: 'failed' }).commit()]
            : []),
        audit.create(row).commit(),
        ...(paid ? revenueWrites({ revenueStats }, { rootId: inv.rootId, agencyId: agencyOf(opts.company), day: revenueDay }, invoiceRevenue(inv)) : []),
        ...(opts.eventClaim
          ? [gatewayEvent.create({ eventId: opts.eventClaim.eventId, type: opts.eventClaim.type, outcome: 'applied', receivedAt: now.toISOString(), ttl: Math.floor(now.getTime() / 1000) + 30 * 86400 }).commit()]
          : []),
      ])
      .go(),
  );
  const after = (await getInvoice(inv.rootId, inv.invoiceId)) ?? inv;
  if (!outcome.ok) {
    if (outcome.codes.at(-1) === 'ConditionalCheckFailed' && opts.eventClaim) throw new EventAlreadyApplied();
    // Someone else finished this attempt first: answer what they wrote.
    if (outcome.codes[0] === 'ConditionalCheckFailed') return answerOf(after, true);
    throw new Error(`The invoice ${inv.invoiceId} could not be finalized: ${outcome.codes.join(', ')}`);
  }
  if (!paid) await mailPaymentFailed(after, opts.company).catch((e: unknown) => console.error(JSON.stringify({ level: 'error', msg: 'payment-failed mail not sent', invoiceId: inv.invoiceId, error: String(e) })));
  return answerOf(after, false);
}

/** The gateway event was already applied (its claim exists): a redelivery, which changes nothing. */
export class EventAlreadyApplied extends Error {
  constructor() {
    super('event already applied');
  }
}

export function answerOf(inv: InvoiceItem, duplicate: boolean): ChargeOutcome {
  if (inv.status === 'paid' || inv.status === 'refunded') return { status: 'paid', invoice: inv, message: `Payment of $${centsToString(inv.amountCents)} received (${inv.number}).`, duplicate };
  if (inv.status === 'failed') return { status: 'failed', invoice: inv, message: inv.failureMessage ?? 'The payment failed.', duplicate };
  return { status: 'processing', invoice: inv, message: PROCESSING, duplicate };
}

/** The payer's host, for the Card Setting link in the e-mail: the agency's subdomain (its clients' too). */
async function payerHost(company: Company): Promise<string> {
  const base = getConfig().BASE_DOMAIN;
  const agency = company.kind === 'client' ? await getCompany(company.rootId, company.parentId) : company;
  return agency?.subdomain ? `${agency.subdomain}.${base}` : base;
}

async function mailPaymentFailed(inv: InvoiceItem, company: Company): Promise<void> {
  const fresh = (await getCompany(company.rootId, company.companyId)) ?? company;
  if (!fresh.ownerEmail) return;
  const link = publicUrl(await payerHost(fresh), '/user/card-setting');
  await mailer().send({
    to: fresh.ownerEmail,
    subject: INVOICE_MESSAGES.failedPaymentSubject,
    text: [
      `Hello ${fresh.ownerName || fresh.name},`,
      '',
      `We could not charge $${centsToString(inv.amountCents)} for ${inv.description} (invoice ${inv.number}).`,
      `The card said: ${inv.failureMessage ?? 'the payment failed'}.`,
      '',
      `Please update your card and press "Retry payment" on Card Setting: ${link}`,
    ].join('\n'),
  });
}
