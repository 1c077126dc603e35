import { db } from '../db/service.js';
import { isConditionFailure } from '../db/conditions.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { getCompany } from '../tenancy/companies.js';
import { chargeAttempt, type ChargeBy, type ChargeOutcome } from './charge-company.js';
import type { InvoiceItem } from './invoice.entity.js';

export async function failedInvoices(rootId: string, companyId: string): Promise<InvoiceItem[]> {
  const res = await db().entities.invoice.query.byCompany({ rootId, companyId }).where((a, op) => op.eq(a.status, 'failed')).go({ pages: 'all' });
  return res.data;
}

/**
 * Charges a failed invoice again (Retry payment, a manual settlement). The invoice is claimed first
 * (failed -> open, attempt + 1, conditioned on the attempt it had), so of many concurrent retries
 * exactly one charges; the others answer undefined.
 */
export async function retryInvoice(inv: InvoiceItem, by: ChargeBy, clock: Clock = systemClock): Promise<ChargeOutcome | undefined> {
  const attempt = inv.attempt + 1;
  try {
    await db()
      .entities.invoice.patch({ rootId: inv.rootId, invoiceId: inv.invoiceId })
      .set({ status: 'open', attempt, updatedAt: clock.now().toISOString() })
      .where((a, op) => `${op.eq(a.status, 'failed')} AND ${op.eq(a.attempt, inv.attempt)}`)
      .go();
  } catch (e) {
    if (isConditionFailure(e)) return undefined;
    throw e;
  }
  // Read after the claim, so the card used is the one saved now.
  const company = await getCompany(inv.rootId, inv.companyId);
  if (!company) throw new Error(`retryInvoice: company ${inv.companyId} not found.`);
  const markPaid = inv.kind === 'onboarding_fee' ? 'isOnboardCharged' : inv.kind === 'developer_fee' ? 'developerFeePaid' : undefined;
  return chargeAttempt({ ...inv, status: 'open', attempt }, company, { by, ...(markPaid ? { markPaid } : {}) }, clock);
}

/** Retries every failed invoice of a company, oldest first; what was settled and what is still owed. */
export async function retryFailedInvoices(rootId: string, companyId: string, by: ChargeBy, clock: Clock = systemClock) {
  const failed = (await failedInvoices(rootId, companyId)).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  let settled = 0;
  let stillFailed = 0;
  let claimed = 0;
  let lastMessage: string | undefined;
  for (const inv of failed) {
    const out = await retryInvoice(inv, by, clock);
    if (!out) continue;
    claimed += 1;
    if (out.status === 'paid') settled += 1;
    else {
      stillFailed += 1;
      lastMessage = out.message;
    }
  }
  return { found: failed.length, claimed, settled, stillFailed, lastMessage };
}
