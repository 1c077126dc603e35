import type { TxEntities } from '../db/transaction.js';
import type { InvoiceKind } from '../payments/invoice.contract.js';
import type { Company } from '../tenancy/company.entity.js';
import { companyEntity } from '../tenancy/company.entity.js';

/** The counters of a revenue item (all integers; money in cents). */
export const REVENUE_COUNTERS = [
  'leads',
  'retailCents',
  'wholesaleCents',
  'leadChargesCents',
  'platformFeeCents',
  'setupFeeCents',
  'onboardingFeeCents',
  'developerFeeCents',
  'minimumSpendCents',
  'otherChargesCents',
  'topupCents',
  'refundCents',
  'payoutCents',
] as const;
export type RevenueCounter = (typeof REVENUE_COUNTERS)[number];
export type RevenueAdd = Partial<Record<RevenueCounter, number>>;
export type RevenueTotals = Record<RevenueCounter, number>;

export const emptyTotals = (): RevenueTotals => Object.fromEntries(REVENUE_COUNTERS.map((k) => [k, 0])) as RevenueTotals;

/** The agency whose figures a company's money counts toward: a client's agency, an agency itself (the root's own, the root). */
export const agencyOf = (c: Pick<Company, 'kind' | 'companyId' | 'parentId'>): string => (c.kind === 'client' ? c.parentId : c.companyId);

/**
 * The writes that add `add` to an agency's day and month items, for the transaction of the change
 * they count (ADD, so concurrent changes of the same agency and day both count, and a repeat that
 * fails its own condition adds nothing). Zero counters are left out; nothing to add, no writes.
 */
export function revenueWrites(tx: Pick<TxEntities, 'revenueStats'>, key: { rootId: string; agencyId: string; day: string }, add: RevenueAdd) {
  const counters = Object.fromEntries(Object.entries(add).filter(([, v]) => typeof v === 'number' && v !== 0)) as RevenueAdd;
  if (Object.keys(counters).length === 0) return [];
  const month = key.day.slice(0, 7);
  return [
    tx.revenueStats.update({ rootId: key.rootId, month, grain: 'day', day: key.day, agencyId: key.agencyId }).add(counters).commit(),
    tx.revenueStats.update({ rootId: key.rootId, month, grain: 'month', day: month, agencyId: key.agencyId }).add(counters).commit(),
  ];
}

/** Which counter a paid invoice's amount goes to; a lead-charge invoice's platform fees are split off by the caller. */
const COUNTER_OF_KIND: Record<InvoiceKind, RevenueCounter> = {
  lead_charges: 'leadChargesCents',
  manual_bill_to_date: 'leadChargesCents',
  setup_fee: 'setupFeeCents',
  onboarding_fee: 'onboardingFeeCents',
  developer_fee: 'developerFeeCents',
  minimum_spend: 'minimumSpendCents',
  // An agency's package is the platform's fee for using it.
  subscription: 'platformFeeCents',
  wallet_topup: 'topupCents',
  manual_settlement: 'otherChargesCents',
  data_enrichment: 'otherChargesCents',
  other: 'otherChargesCents',
};

/** What a paid invoice adds: its amount under its kind, less the platform fees it carries (their own counter). */
export function invoiceRevenue(inv: { kind: InvoiceKind; amountCents: number; feeCents?: number | undefined }): RevenueAdd {
  const fees = Math.min(Math.max(inv.feeCents ?? 0, 0), inv.amountCents);
  const counter = COUNTER_OF_KIND[inv.kind];
  return { [counter]: inv.amountCents - fees, ...(fees ? { platformFeeCents: fees } : {}) };
}

const zones = new Map<string, { zone: string; at: number }>();
/**
 * The root company's time zone (reports' days are the root's calendar days). Kept a minute per
 * process: a money write reads it before its transaction, and a root changes it rarely.
 */
export async function rootZone(rootId: string, now = Date.now()): Promise<string> {
  const hit = zones.get(rootId);
  if (hit && now - hit.at < 60_000) return hit.zone;
  const root = (await companyEntity.get({ rootId, companyId: rootId }).go()).data;
  const zone = root?.timezone ?? 'America/Chicago';
  zones.set(rootId, { zone, at: now });
  return zone;
}
