import { runTransaction } from '../db/transaction.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { getCompany } from '../tenancy/companies.js';
import type { ChargeBy } from './charge-by.js';
import { chargeAttempt, markPaidOf, openInvoicePayment, type ChargeOutcome } from './charge-company.js';
import type { InvoiceItem } from './invoice.entity.js';
import { createWriteTransaction } from 'electrodb';
import { invoiceEntity } from './invoice.entity.js';
import { openPaymentEntity } from './open-payment.entity.js';

export async function failedInvoices(rootId: string, companyId: string): Promise<InvoiceItem[]> {
  const res = await invoiceEntity.query.byCompany({ rootId, companyId }).where((a, op) => op.eq(a.status, 'failed')).go({ pages: 'all' });
  return res.data;
}

/**
 * Charges a failed invoice again (Retry payment, a manual settlement). The invoice is claimed first
 * (failed -> open, attempt + 1, conditioned on the attempt it had), so of many concurrent retries
 * exactly one charges; the others answer undefined.
 */
export async function retryInvoice(inv: InvoiceItem, by: ChargeBy, clock: Clock = systemClock): Promise<ChargeOutcome | undefined> {
  // Read before the claim, so the card used is the one saved now and the record names it.
  const company = await getCompany(inv.rootId, inv.companyId);
  if (!company) throw new Error(`retryInvoice: company ${inv.companyId} not found.`);
  const now = clock.now();
  const next: InvoiceItem = { ...inv, status: 'open', attempt: inv.attempt + 1, updatedAt: now.toISOString() };
  // The claim and the record of the charge it makes are one write (docs/decisions.md, "Money you can trust").
  const claimed = await runTransaction(() =>
    createWriteTransaction({ invoice: invoiceEntity, openPayment: openPaymentEntity }, ({ invoice, openPayment }) => [
        invoice
          .patch({ rootId: inv.rootId, invoiceId: inv.invoiceId })
          .set({ status: 'open', attempt: next.attempt, updatedAt: next.updatedAt })
          .where((a, op) => `${op.eq(a.status, 'failed')} AND ${op.eq(a.attempt, inv.attempt)}`)
          .commit(),
        ...(company.customerPaymentId && company.cardPaymentMethodId ? [openPayment.create(openInvoicePayment(next, company, by, now)).commit()] : []),
      ])
      .go(),
  );
  if (!claimed.ok) {
    if (claimed.codes.includes('ConditionalCheckFailed')) return undefined;
    throw new Error(`The invoice ${inv.invoiceId} could not be claimed: ${claimed.codes.join(', ')}`);
  }
  const markPaid = markPaidOf(inv.kind);
  return chargeAttempt(next, company, { by, ...(markPaid ? { markPaid } : {}) }, clock);
}

/** Invoices of a company whose charge is out at the gateway with no answer recorded yet. */
export async function openInvoices(rootId: string, companyId: string): Promise<InvoiceItem[]> {
  const res = await invoiceEntity.query.byCompany({ rootId, companyId }).where((a, op) => op.eq(a.status, 'open')).go({ pages: 'all' });
  return res.data;
}

/** Retries every failed invoice of a company, oldest first; what was settled and what is still owed. */
export async function retryFailedInvoices(rootId: string, companyId: string, by: ChargeBy, clock: Clock = systemClock) {
  const failed = (await failedInvoices(rootId, companyId)).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  let settled = 0;
  let stillFailed = 0;
  let claimed = 0;
  // Charged with no answer yet (or still processing at the bank): owed until the gateway says paid.
  let processing = 0;
  let lastMessage: string | undefined;
  for (const inv of failed) {
    const out = await retryInvoice(inv, by, clock);
    if (!out) continue;
    claimed += 1;
    if (out.status === 'paid') settled += 1;
    else if (out.status === 'processing') processing += 1;
    else {
      stillFailed += 1;
      lastMessage = out.message;
    }
  }
  return { found: failed.length, claimed, settled, stillFailed, processing, lastMessage };
}
