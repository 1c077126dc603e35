import { getRun } from '../billing-runs/charge-run.js';
import { periodLabel } from '../billing-runs/periods.js';
import { CAMPAIGN_MODULES } from '../campaigns/modules.js';
import { statsDay } from '../leads/daily-stats.js';
import type { InvoiceItem } from '../payments/invoice.entity.js';
import type { Company } from '../tenancy/company.entity.js';
import type { Payout, PayoutLine } from './payout.entity.js';
import { invoiceEntity } from '../payments/invoice.entity.js';
import { dailyStatsEntity } from '../leads/daily-stats.entity.js';
import { companyEntity } from '../tenancy/company.entity.js';
import { mapLimit } from '../platform/concurrency.js';

/** yyyy-MM moved by n months. */
export function shiftMonth(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + n, 1)).toISOString().slice(0, 7);
}

/** The calendar month an instant falls in, in a company's time zone. */
export const monthIn = (iso: string, timeZone: string) => statsDay(new Date(iso), timeZone).slice(0, 7);

export const zoneOf = (c: Pick<Company, 'timezone'>) => c.timezone ?? 'America/Chicago';

/** The month an agency was created in: nothing before it is paid out (it earned nothing then). */
export const firstMonthOf = (agency: Company) => monthIn(agency.createdAt, zoneOf(agency));

/**
 * How far back an invoice paid in the month may have been created (a failed invoice paid again by
 * Retry payment months later). An invoice paid later than this after its creation is not counted.
 */
const INVOICE_LOOKBACK_MONTHS = 12;
/** Clients whose invoices are read at once (an agency may have thousands; the worker has 15 minutes). */
const CLIENT_READS = 8;
/** How far back a prepaid lead may land in a month already paid (a pending lead released late) and still be paid, as a late line. */
export const LATE_PREPAID_MONTHS = 3;

/** The billing runs' invoices a client pays its agency's prices in (leads and platform fees, set-up fees). */
const RUN_INVOICE_KINDS = new Set<InvoiceItem['kind']>(['lead_charges', 'setup_fee']);

interface Tally {
  count: number;
  refs: string[];
  retailCents: number;
  wholesaleCents: number;
}
const tally = (): Tally => ({ count: 0, refs: [], retailCents: 0, wholesaleCents: 0 });

export interface MonthMargin {
  lines: PayoutLine[];
  retailCents: number;
  wholesaleCents: number;
  /** The sum of the lines' amounts: below 0 when refunds took more than the month earned. */
  netCents: number;
}

const plural = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

function line(kind: PayoutLine['kind'], client: Company | undefined, month: string, description: string, t: Tally, sign = 1): PayoutLine {
  return {
    kind,
    ...(client ? { clientId: client.companyId, clientName: client.name } : {}),
    month,
    description,
    count: t.count,
    ...(t.refs.length ? { refs: t.refs } : {}),
    retailCents: sign * t.retailCents,
    wholesaleCents: sign * t.wholesaleCents,
    amountCents: sign * (t.retailCents - t.wholesaleCents),
  };
}

/**
 * A client's billing-run invoices paid in the month (its agency's retail, the run row's wholesale)
 * and those refunded in it (their margin taken back). The invoice's idempotency key is its run's
 * key; only runs the client itself paid count (under manual bill the agency pays, and earns nothing).
 */
async function invoiceLines(agency: Company, client: Company, month: string, out: PayoutLine[]): Promise<void> {
  const zone = zoneOf(agency);
  const res = await invoiceEntity.query.byCompany({ rootId: client.rootId, companyId: client.companyId })
    .between({ createdAt: `${shiftMonth(month, -INVOICE_LOOKBACK_MONTHS)}-01` }, { createdAt: `${shiftMonth(month, 1)}-02` })
    .go({ pages: 'all' });
  const paid = tally();
  const refunded = tally();
  for (const inv of res.data) {
    if (!RUN_INVOICE_KINDS.has(inv.kind)) continue;
    const paidIn = inv.paidAt && (inv.status === 'paid' || inv.status === 'refunded') && monthIn(inv.paidAt, zone) === month;
    const refundedIn = inv.status === 'refunded' && inv.refundedAt && monthIn(inv.refundedAt, zone) === month;
    if (!paidIn && !refundedIn) continue;
    const run = await getRun(client.rootId, inv.idempotencyKey);
    if (!run || run.payerId !== client.companyId || run.agencyId !== agency.companyId) continue;
    for (const [t, counted] of [[paid, paidIn], [refunded, refundedIn]] as const) {
      if (!counted) continue;
      t.count += 1;
      t.refs.push(inv.number);
      t.retailCents += run.retailCents ?? 0;
      t.wholesaleCents += run.wholesaleCents ?? 0;
    }
  }
  if (paid.count) out.push(line('invoices', client, month, plural(paid.count, 'invoice') + ' paid', paid));
  if (refunded.count) out.push(line('refund', client, month, plural(refunded.count, 'invoice') + ' refunded', refunded, -1));
}

type PrepaidSums = { leads: number; retailCents: number; wholesaleCents: number };

/** The prepaid leads' day stats of one company (client or agency scope) over a month, every module. */
async function prepaidSums(rootId: string, scope: 'client' | 'agency', scopeId: string, month: string): Promise<PrepaidSums> {
  const sums: PrepaidSums = { leads: 0, retailCents: 0, wholesaleCents: 0 };
  for (const module of CAMPAIGN_MODULES) {
    const days = await dailyStatsEntity.query.byScopeDay({ rootId, scope, scopeId, module }).begins({ day: month }).go({ pages: 'all' });
    for (const d of days.data) {
      sums.leads += d.prepaidLeads ?? 0;
      sums.retailCents += d.prepaidRetailCents ?? 0;
      sums.wholesaleCents += d.prepaidWholesaleCents ?? 0;
    }
  }
  return sums;
}

/** What the agency's earlier payouts already paid of a month's prepaid leads (all clients, or one). */
function countedPrepaid(earlier: readonly Payout[], month: string, clientId?: string): PrepaidSums {
  const sums: PrepaidSums = { leads: 0, retailCents: 0, wholesaleCents: 0 };
  for (const p of earlier) {
    for (const l of p.lines ?? []) {
      if (l.kind !== 'prepaid' || l.month !== month || (clientId && l.clientId !== clientId)) continue;
      sums.leads += l.count;
      sums.retailCents += l.retailCents;
      sums.wholesaleCents += l.wholesaleCents;
    }
  }
  return sums;
}

/**
 * Leads debited from the clients' wallets (the day stats of the lead's day): the month's own, and
 * those that landed in the months before after their payout was fixed (a pending lead released by a
 * late top-up), as late lines. The agency's day stats say first whether anything is left to count,
 * so the clients' stats are read only then.
 */
async function prepaidLines(agency: Company, clients: readonly Company[], month: string, earlier: readonly Payout[], out: PayoutLine[]): Promise<void> {
  if (clients.length === 0) return;
  const first = firstMonthOf(agency);
  for (let k = LATE_PREPAID_MONTHS; k >= 0; k--) {
    const m = shiftMonth(month, -k);
    if (k > 0 && m < first) continue;
    const all = await prepaidSums(agency.rootId, 'agency', agency.companyId, m);
    const done = countedPrepaid(earlier, m);
    if (all.leads === done.leads && all.retailCents === done.retailCents) continue;
    for (const client of clients) {
      const now = await prepaidSums(client.rootId, 'client', client.companyId, m);
      const before = countedPrepaid(earlier, m, client.companyId);
      const t: Tally = { count: now.leads - before.leads, refs: [], retailCents: now.retailCents - before.retailCents, wholesaleCents: now.wholesaleCents - before.wholesaleCents };
      if (t.count <= 0 && t.retailCents <= 0) continue;
      const late = m === month ? '' : ` of ${periodLabel(`M${m}`)} (late)`;
      out.push(line('prepaid', client, m, `${plural(t.count, 'prepaid lead')}${late}`, t));
    }
  }
}

/**
 * What the platform owes an agency for a closed month (docs/decisions.md, "Agency payouts"): for
 * each client, the margin (retail − wholesale) of its billing-run invoices paid in the month and of
 * its prepaid leads debited in it, less the margin of invoices refunded in it; plus what refunds
 * took beyond the previous month's margin (carried). `earlier` is the agency's payouts so far.
 */
export async function monthMargin(agency: Company, month: string, earlier: readonly Payout[]): Promise<MonthMargin> {
  const clients = (await companyEntity.query.byParent({ rootId: agency.rootId, parentId: agency.companyId }).go({ pages: 'all' })).data.filter((c) => c.kind === 'client');
  // Reads only: CLIENT_READS clients' invoices at once, their lines kept in the clients' order.
  const perClient = await mapLimit(clients, CLIENT_READS, async (client) => {
    const own: PayoutLine[] = [];
    await invoiceLines(agency, client, month, own);
    return own;
  });
  const lines: PayoutLine[] = perClient.flat();
  await prepaidLines(agency, clients, month, earlier, lines);
  const previous = earlier.filter((p) => p.month < month).sort((a, b) => b.month.localeCompare(a.month))[0];
  if (previous && (previous.carryCents ?? 0) < 0) {
    lines.push({ kind: 'carry', month: previous.month, description: `Refunds beyond the margin of ${periodLabel(`M${previous.month}`)}`, count: 0, retailCents: 0, wholesaleCents: 0, amountCents: previous.carryCents ?? 0 });
  }
  return {
    lines,
    retailCents: lines.reduce((s, l) => s + l.retailCents, 0),
    wholesaleCents: lines.reduce((s, l) => s + l.wholesaleCents, 0),
    netCents: lines.reduce((s, l) => s + l.amountCents, 0),
  };
}
