import { Entity, type EntityItem } from 'electrodb';
import { lazyEntity } from '../db/lazy-entity.js';

export const BILLING_RUN_KINDS = ['period', 'to_date', 'setup_fee', 'minimum_spend', 'subscription'] as const;
export type BillingRunKind = (typeof BILLING_RUN_KINDS)[number];

/**
 * counting: the row is claimed and its totals are being counted (a period's row is written before
 * its accruals are read, so no lead can accrue to the period after the read; a run that stopped
 * here is counted again by the next); empty: nothing to charge (kept so the period is final and
 * not looked at again); pending: the
 * totals are fixed and the charge is being made (a run that stopped here is finished by the next
 * one, with the same invoice key); invoiced: the invoice exists (paid, failed or processing: the
 * invoice says which); excluded / met: minimum spend not owed.
 */
export const BILLING_RUN_STATUSES = ['counting', 'empty', 'pending', 'invoiced', 'excluded', 'met'] as const;

/** The run key (and invoice idempotency key) of a payer's period; a lead checks it is absent before accruing to the period. */
export const periodRunKey = (payerId: string, period: string) => `billing-run:${payerId}:${period}`;

/**
 * One billed thing of the billing runs: a payer's closed period (`billing-run:<payer>:<period>`),
 * an agency's billing to date when manual bill is turned off (`billing-to-date:<agency>:<event>`),
 * a campaign's set-up fee (`setup-fee:<campaign>`), an agency's minimum spend for a month
 * (`minimum-spend:<agency>:<yyyy-MM>`), a period of an agency's subscription
 * (`subscription:<subscription>:<n>`). Created only if absent, so a run twice (or two runs at once)
 * fixes the amount once; the charge is keyed the same way, so it is made once. Retail and wholesale
 * totals are kept so reports can reconcile the invoice with its leads and fees.
 */
export const billingRunEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'billingRun', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      runKey: { type: 'string', required: true, readOnly: true },
      kind: { type: BILLING_RUN_KINDS, required: true, readOnly: true },
      /** Who is charged: the client, or its agency (manual bill, minimum spend). */
      payerId: { type: 'string', required: true, readOnly: true },
      /** The agency the charge counts toward (its minimum spend). */
      agencyId: { type: 'string', required: true, readOnly: true },
      /** `W2026-11-23`, `M2026-11`, the campaign id for a set-up fee. */
      period: { type: 'string', required: true, readOnly: true },
      /** The calendar month (yyyy-MM) the charge belongs to, for the agency's monthly spend. */
      month: { type: 'string', required: true, readOnly: true },
      status: { type: BILLING_RUN_STATUSES, required: true },
      description: { type: 'string', required: true, readOnly: true },
      lines: {
        type: 'list',
        items: {
          type: 'map',
          properties: {
            description: { type: 'string', required: true },
            quantity: { type: 'number', required: true },
            unitCents: { type: 'number', required: true },
          },
        },
      },
      leadCount: { type: 'number', default: 0 },
      /** What the payer is charged. Totals are set once, when the row leaves `counting`. */
      amountCents: { type: 'number', required: true },
      /** Client-to-agency and agency-to-root value of the leads and fees in it. */
      retailCents: { type: 'number', default: 0 },
      wholesaleCents: { type: 'number', default: 0 },
      /** The wholesale of its fees (platform, set-up): leads' wholesale is counted from the day stats. */
      feeWholesaleCents: { type: 'number', default: 0 },
      /** What its platform-fee lines charge, of amountCents (kept apart in the root's revenue figures). */
      feeCents: { type: 'number', default: 0 },
      /** Billing to date: the accruals moved into it so far (its totals are counted only when this matches what it holds). */
      movedCount: { type: 'number' },
      invoiceId: { type: 'string' },
      createdAt: { type: 'string', required: true, readOnly: true },
      updatedAt: { type: 'string', required: true },
    },
    indexes: {
      byKey: {
        pk: { field: 'pk', composite: ['rootId', 'runKey'] },
        sk: { field: 'sk', composite: [] },
      },
      byAgencyMonth: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['rootId', 'agencyId', 'month'] },
        sk: { field: 'gsi1sk', composite: ['runKey'] },
      },
    },
  }),
);

export type BillingRun = EntityItem<typeof billingRunEntity>;

export const BILLING_ROOTS_SCOPE = 'billing-roots';

/**
 * The platforms the daily run walks (there is no list of roots otherwise): a root is entered when
 * one of its campaigns first starts, in that campaign's transaction, with a put (so many starts
 * write the same item).
 */
export const billingRootEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'billingRoot', version: '1', service: 'platform' },
    attributes: {
      scope: { type: [BILLING_ROOTS_SCOPE] as const, required: true, readOnly: true, default: BILLING_ROOTS_SCOPE },
      rootId: { type: 'string', required: true, readOnly: true },
    },
    indexes: {
      all: {
        pk: { field: 'pk', composite: ['scope'] },
        sk: { field: 'sk', composite: ['rootId'] },
      },
    },
  }),
);
