import { isConditionFailure } from '../db/conditions.js';
import type { BillingEventType } from '../billing/billing-event.entity.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { getCompany } from '../tenancy/companies.js';
import { BILLING_SYSTEM_USER, type ChargeBy } from './charge-by.js';
import { chargeCompany, type ChargeOutcome } from './charge-company.js';
import { retryFailedInvoices } from './retry-invoices.js';
import { settleSetupFee } from '../billing-runs/setup-fee.js';
import { billAgencyToDate } from '../billing-runs/bill-to-date.js';
import { stopAgencyCampaigns } from '../campaigns/stop-campaigns.js';
import { billingEventEntity } from '../billing/billing-event.entity.js';

/** The API developer-mode fee (docs/product.md, Prices and costs: $349), charged on each enabling. */
export const DEVELOPER_FEE_CENTS = 34_900;

export interface BillingEventKey {
  rootId: string;
  companyId: string;
  eventId: string;
  createdAt: string;
}

export interface Settlement {
  status: 'settled' | 'failed' | 'processing';
  message: string;
  charge?: ChargeOutcome;
}

async function markEvent(key: BillingEventKey, status: 'settled' | 'failed'): Promise<void> {
  try {
    await billingEventEntity.patch(key).set({ status }).where((a, op) => op.ne(a.status, 'settled')).go();
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
  }
}

const fromCharge = (charge: ChargeOutcome): Settlement => ({ status: charge.status === 'paid' ? 'settled' : charge.status, message: charge.message, charge });

/**
 * Settles one billing event the switches recorded, through the gateway:
 * - developer_fee: the fee is charged to the agency's card (its invoice key is the event, so each
 *   enabling is charged once, and again after a disable and re-enable);
 * - manual_settlement: every failed invoice of the agency is charged again;
 * - manual_bill_off_settle: the agency's campaigns stop (first, and again on every settle until the
 *   event is settled, so a process that died after the switch still stops them), then billing to
 *   date (the event's amount) is charged;
 * - manual_bill_on and onboarding_fee_set move no money when they happen (the onboarding fee is
 *   charged when the agency's card is saved).
 * The paid invoice marks the event settled in its own transaction; safe to call again.
 */
export async function settleBillingEvent(key: BillingEventKey, type: BillingEventType, amountCents: number | undefined, by: ChargeBy, clock: Clock = systemClock): Promise<Settlement> {
  const company = await getCompany(key.rootId, key.companyId);
  if (!company) throw new Error(`settleBillingEvent: company ${key.companyId} not found.`);
  const billingEvent = { eventId: key.eventId, createdAt: key.createdAt };
  switch (type) {
    case 'developer_fee':
      return fromCharge(
        await chargeCompany(
          {
            rootId: key.rootId,
            companyId: key.companyId,
            amountCents: DEVELOPER_FEE_CENTS,
            description: 'API developer mode fee',
            lines: [{ description: 'API developer mode (one-time fee)', quantity: 1, unitCents: DEVELOPER_FEE_CENTS }],
            idempotencyKey: `billing-event:${key.eventId}`,
            kind: 'developer_fee',
            billingEvent,
            markPaid: 'developerFeePaid',
            by,
          },
          clock,
        ),
      );
    case 'manual_bill_off_settle': {
      // Idempotent: a second run finds nothing left to stop. Not if manual bill is back on meanwhile.
      if (!company.manualBill) await stopAgencyCampaigns(key.rootId, key.companyId, 'manual_bill_off', clock);
      if (!amountCents || amountCents <= 0) {
        // The switch records no amount: the billing runs bill the agency's accrued periods now.
        const outcomes = company.manualBill ? [] : await billAgencyToDate(company, key.eventId, clock);
        const failed = outcomes.includes('failed');
        await markEvent(key, failed ? 'failed' : 'settled');
        if (failed) return { status: 'failed', message: 'The payment failed.' };
        return { status: 'settled', message: outcomes.includes('paid') ? 'Billing to date has been charged.' : 'Nothing was billed to date.' };
      }
      return fromCharge(
        await chargeCompany(
          {
            rootId: key.rootId,
            companyId: key.companyId,
            amountCents,
            description: 'Billing to date (manual bill turned off)',
            lines: [{ description: 'Wholesale lead charges billed to date', quantity: 1, unitCents: amountCents }],
            idempotencyKey: `billing-event:${key.eventId}`,
            kind: 'manual_bill_to_date',
            billingEvent,
            by,
          },
          clock,
        ),
      );
    }
    case 'manual_settlement': {
      const r = await retryFailedInvoices(key.rootId, key.companyId, by, clock);
      if (r.stillFailed > 0) {
        await markEvent(key, 'failed');
        return { status: 'failed', message: r.lastMessage ?? 'The payment failed.' };
      }
      await markEvent(key, 'settled');
      return { status: 'settled', message: r.settled > 0 ? `${r.settled} failed payment${r.settled === 1 ? '' : 's'} charged.` : 'Nothing was owed.' };
    }
    case 'campaign_setup_fee': {
      // The billing runs charge it (client or, under manual bill, agency), keyed by the campaign.
      const out = await settleSetupFee(key.rootId, key.eventId.slice('setup-'.length), key.createdAt, clock);
      return { status: out === 'failed' ? 'failed' : out === 'processing' ? 'processing' : 'settled', message: out === 'failed' ? 'The payment failed.' : 'Set-up fee settled.' };
    }
    default:
      await markEvent(key, 'settled');
      return { status: 'settled', message: 'Nothing to charge.' };
  }
}

/** Settles a company's billing events still pending (one left behind by a stopped request), oldest first. */
export async function settlePendingEvents(rootId: string, companyId: string, by: ChargeBy, clock: Clock = systemClock): Promise<Settlement[]> {
  const res = await billingEventEntity.query.byCompany({ rootId, companyId }).where((a, op) => op.eq(a.status, 'pending')).go({ pages: 'all' });
  const out: Settlement[] = [];
  for (const ev of res.data) out.push(await settleBillingEvent({ rootId, companyId, eventId: ev.eventId, createdAt: ev.createdAt }, ev.type, ev.amountCents, by, clock));
  return out;
}

/**
 * The daily billing run's backstop for events a stopped request left pending after its switch was
 * written: manual bill off (campaigns left running, billing to date not charged) and the developer
 * fee (developer mode on, its fee never charged). Other pending events wait for something else
 * (a card being saved).
 */
export async function settleInterruptedEvents(rootId: string, companyId: string, clock: Clock = systemClock): Promise<number> {
  const res = await billingEventEntity.query.byCompany({ rootId, companyId })
    .where((a, op) => `${op.eq(a.status, 'pending')} AND (${op.eq(a.type, 'manual_bill_off_settle')} OR ${op.eq(a.type, 'developer_fee')})`)
    .go({ pages: 'all' });
  for (const ev of res.data) await settleBillingEvent({ rootId, companyId, eventId: ev.eventId, createdAt: ev.createdAt }, ev.type, ev.amountCents, BILLING_SYSTEM_USER, clock);
  return res.data.length;
}

/** What a billing switch calls right after writing its event: settled now, as the person who pressed it. */
export async function settleSwitchEvent(
  by: ChargeBy,
  event: BillingEventKey & { type: BillingEventType; amountCents?: number | undefined },
  clock: Clock = systemClock,
): Promise<Settlement> {
  return settleBillingEvent({ rootId: event.rootId, companyId: event.companyId, eventId: event.eventId, createdAt: event.createdAt }, event.type, event.amountCents, by, clock);
}
