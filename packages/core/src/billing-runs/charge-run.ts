import { isConditionFailure } from '../db/conditions.js';
import { chargeCompany, type ChargeOutcome } from '../payments/charge-company.js';
import type { InvoiceKind } from '../payments/invoice.contract.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { getCompany } from '../tenancy/companies.js';
import type { BillingRun } from './billing-run.entity.js';
import { applyFailedCharge } from './failed-charge.js';
import { billingRunEntity } from './billing-run.entity.js';

export type RunOutcome = 'empty' | 'excluded' | 'met' | 'already billed' | 'paid' | 'failed' | 'processing';

const INVOICE_KIND: Record<BillingRun['kind'], InvoiceKind> = { period: 'lead_charges', to_date: 'manual_bill_to_date', setup_fee: 'setup_fee', minimum_spend: 'minimum_spend', subscription: 'subscription' };

export async function getRun(rootId: string, runKey: string): Promise<BillingRun | undefined> {
  return (await billingRunEntity.get({ rootId, runKey }).go({ consistent: true })).data ?? undefined;
}

/**
 * Fixes what is billed: the run row is created only if absent. Of two runs at once (or a run
 * again), the first one's totals stand; the others answer that row.
 */
export async function claimRun(item: BillingRun): Promise<BillingRun> {
  try {
    await billingRunEntity.create(item).go();
    return item;
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
    const existing = await getRun(item.rootId, item.runKey);
    if (!existing) throw e;
    return existing;
  }
}

/**
 * Charges a pending run row through the payments capability: one invoice per run key (the
 * invoice's idempotency key is the run key), written with its audit entry in one transaction by
 * chargeCompany, so a run twice or two runs at once charge once. Then the row notes its invoice; a
 * failed charge pauses or keeps the campaigns as each client's agency chose.
 */
export async function chargeRun(run: BillingRun, clock: Clock = systemClock): Promise<RunOutcome> {
  // A row still counting has no totals yet: whoever counts it charges it.
  if (run.status === 'counting') return 'processing';
  if (run.status !== 'pending') return run.status === 'invoiced' ? 'already billed' : run.status;
  const out: ChargeOutcome = await chargeCompany(
    {
      rootId: run.rootId,
      companyId: run.payerId,
      amountCents: run.amountCents,
      description: run.description,
      lines: run.lines ?? [],
      idempotencyKey: run.runKey,
      kind: INVOICE_KIND[run.kind],
      ...(run.feeCents ? { feeCents: run.feeCents } : {}),
    },
    clock,
  );
  // Before the row is marked invoiced, so a run stopped in between pauses them on the next run.
  if (out.status === 'failed') {
    const payer = await getCompany(run.rootId, run.payerId);
    if (payer) await applyFailedCharge(payer, clock);
  }
  try {
    await billingRunEntity.patch({ rootId: run.rootId, runKey: run.runKey })
      .set({ status: 'invoiced', invoiceId: out.invoice.invoiceId, updatedAt: clock.now().toISOString() })
      .where((a, op) => op.eq(a.status, 'pending'))
      .go();
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
  }
  return out.status;
}
